/**
 * @module The token endpoint's work (RFC 6749 §4.1.3, RFC 7636 §4.6): an authorization code, its
 * client and its PKCE verifier → the API key as a Bearer access token. Codes carry all they need; the
 * only server-side state is a note of each redeemed code's digest, so a code is redeemed once. A code is
 * its bytes: only their canonical base64url spelling opens, and the digest is taken of those bytes.
 */
import { createHash } from 'node:crypto';
import { TokenRequest, type TokenError, type TokenResponse } from '../../../contract/mcp/oauth';
import type { KeyResolver } from '../../auth/key-resolver';
import { decodeCanonicalBase64url } from '../../crypto/base64url';
import { validationTexts } from '../../http/validate';
import type { OAuthCredentials } from './credentials';
import { verifierMatches } from './pkce';

export type TokenOutcome = { status: 200; body: TokenResponse } | { status: 400; body: TokenError };

export interface TokenDeps {
  credentials: OAuthCredentials;
  keys: KeyResolver;
  now(): number;
  /** Notes a code (by digest) as redeemed until it expires; false when it was already. */
  redeemOnce(digest: string, expiresAt: Date, now: Date): Promise<boolean>;
}

/**
 * What the replay table keeps of a code (never the code itself, which carries the sealed key): the SHA-256
 * of its bytes in their one spelling, the text digested before canonical spellings were enforced, so a
 * code noted by an older instance stays noted.
 */
export const codeDigest = (bytes: Buffer): string =>
  createHash('sha256').update(bytes.toString('base64url')).digest('base64url');

export const TOKEN_TEXT = {
  grantTypeMissing: 'grant_type is required',
  grantTypeUnsupported: 'grant_type must be authorization_code',
  invalidCode: 'The authorization code is invalid',
  expiredCode: 'The authorization code has expired',
  redirectMismatch: 'redirect_uri does not match the authorization request',
  clientMismatch: 'The authorization code was issued to another client',
  verifierMismatch: 'code_verifier does not match the code_challenge',
  keyInvalid: 'The API key is no longer valid',
  codeUsed: 'The authorization code has already been used',
} as const;

const fail = (error: TokenError['error'], description: string): TokenOutcome => ({
  status: 400,
  body: { error, error_description: description },
});

export async function exchangeCode(fields: Record<string, unknown>, deps: TokenDeps): Promise<TokenOutcome> {
  const repeated = Object.entries(fields).find(([, value]) => Array.isArray(value));
  if (repeated) return fail('invalid_request', `${repeated[0]} must be given once`);
  if (fields.grant_type === undefined) return fail('invalid_request', TOKEN_TEXT.grantTypeMissing);
  if (fields.grant_type !== 'authorization_code') {
    return fail('unsupported_grant_type', TOKEN_TEXT.grantTypeUnsupported);
  }
  const parsed = TokenRequest.safeParse(fields);
  if (!parsed.success) return fail('invalid_request', validationTexts(parsed.error).join('; '));
  const request = parsed.data;

  const bytes = decodeCanonicalBase64url(request.code);
  const grant = bytes && deps.credentials.openCode(request.code);
  if (!grant) return fail('invalid_grant', TOKEN_TEXT.invalidCode);
  if (deps.now() >= grant.exp) return fail('invalid_grant', TOKEN_TEXT.expiredCode);
  if (request.redirect_uri !== grant.redirect_uri) return fail('invalid_grant', TOKEN_TEXT.redirectMismatch);
  if (request.client_id !== grant.client_id) return fail('invalid_grant', TOKEN_TEXT.clientMismatch);
  if (!verifierMatches(request.code_verifier, grant.code_challenge)) {
    return fail('invalid_grant', TOKEN_TEXT.verifierMismatch);
  }
  if (!(await deps.keys.resolve(grant.key))) return fail('invalid_grant', TOKEN_TEXT.keyInvalid);
  // Last, so a request that fails any other check does not use the code up.
  const first = await deps.redeemOnce(codeDigest(bytes), new Date(grant.exp), new Date(deps.now()));
  if (!first) return fail('invalid_grant', TOKEN_TEXT.codeUsed);
  const scope = grant.scope === undefined ? {} : { scope: grant.scope };
  return { status: 200, body: { access_token: grant.key, token_type: 'Bearer', ...scope } };
}
