/**
 * @module The two self-contained OAuth credentials (spec §5: no server-side state): client ids
 * (`nrc_` + a sealed registration) and authorization codes (a sealed grant, 120 s). Each kind has its
 * own derived key and a `typ` inside, so neither can be passed off as the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AuthorizeParams } from '../../../contract/mcp/oauth';
import { decodeCanonicalBase64url } from '../../crypto/base64url';
import { createSealer, deriveKey } from '../../crypto/seal';

export const CLIENT_ID_KEY_INFO = 'newsroom mcp oauth client_id v1';
export const CODE_KEY_INFO = 'newsroom mcp oauth code v1';
export const FORM_KEY_INFO = 'newsroom mcp oauth form v1';
export const CLIENT_ID_PREFIX = 'nrc_';

export const ClientPayload = z.object({
  typ: z.literal('client'),
  redirect_uris: z.array(z.string()).min(1),
  client_name: z.string().optional(),
  /** Issued at, epoch seconds. */
  iat: z.number().int(),
});
export type ClientPayload = z.infer<typeof ClientPayload>;

export const CodePayload = z.object({
  typ: z.literal('code'),
  /** The API key the user entered: the access token this code is exchanged for. */
  key: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  scope: z.string().optional(),
  /** Expiry, epoch milliseconds. */
  exp: z.number().int(),
});
export type CodePayload = z.infer<typeof CodePayload>;

export interface OAuthCredentials {
  mintClientId(client: Omit<ClientPayload, 'typ'>): string;
  openClientId(clientId: string): ClientPayload | null;
  mintCode(grant: Omit<CodePayload, 'typ'>): string;
  openCode(code: string): CodePayload | null;
  /** The authorization form's token: `<exp>.<HMAC of exp and every authorization parameter>`. */
  mintFormToken(params: AuthorizeParams, exp: number): string;
  /** True when `token` was minted for exactly these parameters and has not expired at `now`. */
  formTokenValid(token: unknown, params: AuthorizeParams, now: number): boolean;
}

/** The parameters a form token binds, in a fixed order (absent ones as empty). */
function formBinding(params: AuthorizeParams, exp: number): string {
  const fields = [
    params.response_type,
    params.client_id,
    params.redirect_uri,
    params.code_challenge,
    params.code_challenge_method,
    params.state ?? '',
    params.scope ?? '',
    params.resource ?? '',
  ];
  return JSON.stringify([exp, ...fields]);
}

export function createOAuthCredentials(secret: Buffer): OAuthCredentials {
  const clients = createSealer(deriveKey(secret, CLIENT_ID_KEY_INFO));
  const codes = createSealer(deriveKey(secret, CODE_KEY_INFO));
  const formKey = deriveKey(secret, FORM_KEY_INFO);
  const formMac = (params: AuthorizeParams, exp: number) =>
    createHmac('sha256', formKey).update(formBinding(params, exp)).digest();
  return {
    mintClientId: (client) => `${CLIENT_ID_PREFIX}${clients.seal({ typ: 'client', ...client })}`,
    openClientId(clientId) {
      if (!clientId.startsWith(CLIENT_ID_PREFIX)) return null;
      const parsed = ClientPayload.safeParse(clients.open(clientId.slice(CLIENT_ID_PREFIX.length)));
      return parsed.success ? parsed.data : null;
    },
    mintCode: (grant) => codes.seal({ typ: 'code', ...grant }),
    openCode(code) {
      const parsed = CodePayload.safeParse(codes.open(code));
      return parsed.success ? parsed.data : null;
    },
    mintFormToken: (params, exp) => `${exp}.${formMac(params, exp).toString('base64url')}`,
    formTokenValid(token, params, now) {
      if (typeof token !== 'string') return false;
      const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const exp = Number(match[1]);
      if (now >= exp) return false;
      const mac = decodeCanonicalBase64url(match[2] ?? '');
      return mac !== null && timingSafeEqual(mac, formMac(params, exp));
    },
  };
}
