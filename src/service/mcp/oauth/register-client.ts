/**
 * @module Dynamic client registration (RFC 7591): validated metadata becomes a self-contained client id;
 * nothing is stored. Refusals are 400 `invalid_redirect_uri` or `invalid_client_metadata`.
 */
import {
  ClientRegistrationRequest,
  OAUTH_TEXT,
  type ClientRegistrationError,
  type ClientRegistrationResponse,
} from '../../../contract/mcp/oauth';
import { validationTexts } from '../../http/validate';
import type { OAuthCredentials } from './credentials';

export type RegistrationOutcome =
  { status: 201; body: ClientRegistrationResponse } | { status: 400; body: ClientRegistrationError };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function registerClient(
  body: unknown,
  credentials: OAuthCredentials,
  nowMs: number,
): RegistrationOutcome {
  if (!isObject(body)) {
    return {
      status: 400,
      body: { error: 'invalid_client_metadata', error_description: OAUTH_TEXT.notAnObject },
    };
  }
  const parsed = ClientRegistrationRequest.safeParse(body);
  if (!parsed.success) {
    const aboutRedirects = parsed.error.issues[0]?.path[0] === 'redirect_uris';
    return {
      status: 400,
      body: {
        error: aboutRedirects ? 'invalid_redirect_uri' : 'invalid_client_metadata',
        error_description: validationTexts(parsed.error).join('; '),
      },
    };
  }
  const { redirect_uris, client_name } = parsed.data;
  const named = client_name === undefined ? {} : { client_name };
  const iat = Math.floor(nowMs / 1000);
  return {
    status: 201,
    body: {
      client_id: credentials.mintClientId({ redirect_uris, ...named, iat }),
      client_id_issued_at: iat,
      ...named,
      redirect_uris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
  };
}
