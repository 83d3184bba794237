/**
 * @module Checking an authorization request (GET /authorize and the submitted form alike). A client id
 * that does not open, or a redirect URI it did not register, is told on our own page (never redirected:
 * the redirect target is not trusted); so is a response_type other than `code` (RFC 9700 §4.11.2: a
 * self-registered redirect URI is unverified, and a response type we do not give has no response mode to
 * answer in). Every other problem goes back to the client as RFC 6749 §4.1.2.1 says, with `error`,
 * `error_description` and `state`.
 */
import { AuthorizeParams, OAUTH_LIMITS } from '../../../contract/mcp/oauth';
import { validationTexts } from '../../http/validate';
import type { ClientPayload, OAuthCredentials } from './credentials';

/** An OAuth error told on our page rather than sent to the client. */
export interface PageError {
  error: string;
  description: string;
}

export type AuthorizeCheck =
  | { kind: 'error-page'; message: string; oauthError?: PageError }
  | { kind: 'error-redirect'; location: string }
  | { kind: 'ok'; params: AuthorizeParams; client: ClientPayload };

export const AUTHORIZE_TEXT = {
  unknownClient:
    'This application is not registered with this server, or its registration is damaged (client_id). ' +
    'Start the connection again from the application.',
  unregisteredRedirect:
    'The address this application asks to return to is not one it registered (redirect_uri). ' +
    'Start the connection again from the application.',
  badForm: 'The form could not be read. Start the connection again from the application.',
  keyRefused: 'That API key was not accepted: it is unknown, malformed or revoked. Check it and try again.',
  denied: 'The user declined to give access',
  unsupportedResponseType:
    'This application asked for a kind of authorization this server does not give (response_type). ' +
    'Start the connection again from the application.',
  responseTypeCode: 'response_type must be code',
} as const;

/** `redirectUri` with response parameters added to its query, its own query kept exactly as registered. */
export function redirectLocation(redirectUri: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${query.toString()}`;
}

export function checkAuthorizeRequest(
  raw: Record<string, unknown>,
  credentials: OAuthCredentials,
): AuthorizeCheck {
  const clientId = raw.client_id;
  const client =
    typeof clientId === 'string' && clientId.length <= OAUTH_LIMITS.clientId
      ? credentials.openClientId(clientId)
      : null;
  if (!client) return { kind: 'error-page', message: AUTHORIZE_TEXT.unknownClient };
  const redirectUri = raw.redirect_uri;
  if (typeof redirectUri !== 'string' || !client.redirect_uris.includes(redirectUri)) {
    return { kind: 'error-page', message: AUTHORIZE_TEXT.unregisteredRedirect };
  }
  const state =
    typeof raw.state === 'string' && raw.state.length <= OAUTH_LIMITS.state ? raw.state : undefined;
  const refuse = (error: string, description: string): AuthorizeCheck => ({
    kind: 'error-redirect',
    location: redirectLocation(redirectUri, { error, error_description: description, state }),
  });
  const repeated = Object.entries(raw).find(([, value]) => Array.isArray(value));
  if (repeated) return refuse('invalid_request', `${repeated[0]} must be given once`);
  if (raw.response_type === undefined) return refuse('invalid_request', 'response_type is required');
  if (raw.response_type !== 'code') {
    return {
      kind: 'error-page',
      message: AUTHORIZE_TEXT.unsupportedResponseType,
      oauthError: { error: 'unsupported_response_type', description: AUTHORIZE_TEXT.responseTypeCode },
    };
  }
  const parsed = AuthorizeParams.safeParse(raw);
  if (!parsed.success) return refuse('invalid_request', validationTexts(parsed.error).join('; '));
  return { kind: 'ok', params: parsed.data, client };
}
