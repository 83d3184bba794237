/**
 * @module The MCP tool server's OAuth 2.0 + PKCE bodies (spec §5; RFC 6749, 7636, 7591, 8414, 9728): the
 * endpoints' paths, limits, metadata, client registration, authorization and token. Service only.
 */
import { z } from 'zod';

/** The OAuth endpoints, relative to {mcp_url} (spec §5). */
export const MCP_OAUTH_PATHS = {
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
  register: '/register',
  authorize: '/authorize',
  authorizeSubmit: '/authorize/submit',
  token: '/token',
} as const;

/** Every OAuth parameter is bounded; bodies of the OAuth routes and of {mcp_url} are at most 64 KiB. */
export const OAUTH_LIMITS = {
  bodyBytes: 64 * 1024,
  redirectUris: 5,
  redirectUri: 512,
  clientName: 200,
  clientId: 8_192,
  code: 16_384,
  state: 1_024,
  scope: 1_024,
  resource: 2_048,
  apiKey: 256,
} as const;
export const CODE_LIFETIME_SECONDS = 120;
/** BASE64URL(SHA-256(verifier)) is always 43 characters. */
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43–128 unreserved characters. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** The characters of an RFC 3986 URI (anything else must be percent-encoded). */
const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

export const OAUTH_TEXT = {
  redirectUris: 'redirect_uris must be a non-empty array of absolute URLs',
  redirectUrisCount: `redirect_uris must hold at most ${OAUTH_LIMITS.redirectUris} URLs`,
  redirectUriLength: `each redirect URI must be at most ${OAUTH_LIMITS.redirectUri} characters`,
  redirectUriAbsolute: 'each redirect URI must be an absolute URL',
  redirectUriFragment: 'a redirect URI must not contain a fragment',
  redirectUriScheme: 'a redirect URI must use https (http only for 127.0.0.1, [::1] or localhost)',
  clientName: `client_name must be a string of at most ${OAUTH_LIMITS.clientName} characters`,
  grantTypes: 'grant_types must be ["authorization_code"] (refresh_token may be asked for but is not issued)',
  responseTypes: 'response_types must be ["code"]',
  authMethod: 'token_endpoint_auth_method must be none (public clients with PKCE)',
  notAnObject: 'The body must be a JSON object',
} as const;

/** Why a redirect URI cannot be registered, or null when it can. */
export function redirectUriProblem(uri: string): string | null {
  if (uri.length > OAUTH_LIMITS.redirectUri) return OAUTH_TEXT.redirectUriLength;
  if (!URI_CHARACTERS.test(uri) || !URL.canParse(uri)) return OAUTH_TEXT.redirectUriAbsolute;
  if (uri.includes('#')) return OAUTH_TEXT.redirectUriFragment;
  const url = new URL(uri);
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return OAUTH_TEXT.redirectUriScheme;
}

const sameMembers = (values: string[], allowed: readonly string[], required: string) =>
  values.includes(required) && values.every((v) => allowed.includes(v));

/** POST {mcp_url}/register (RFC 7591). Other metadata is accepted and ignored. */
export const ClientRegistrationRequest = z.object({
  redirect_uris: z
    .array(
      z.string({ error: OAUTH_TEXT.redirectUriAbsolute }).superRefine((uri, ctx) => {
        const problem = redirectUriProblem(uri);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      { error: OAUTH_TEXT.redirectUris },
    )
    .min(1, OAUTH_TEXT.redirectUris)
    .max(OAUTH_LIMITS.redirectUris, OAUTH_TEXT.redirectUrisCount),
  client_name: z
    .string({ error: OAUTH_TEXT.clientName })
    .max(OAUTH_LIMITS.clientName, OAUTH_TEXT.clientName)
    .optional(),
  grant_types: z
    .array(z.string(), { error: OAUTH_TEXT.grantTypes })
    .refine((v) => sameMembers(v, ['authorization_code', 'refresh_token'], 'authorization_code'), {
      error: OAUTH_TEXT.grantTypes,
    })
    .optional(),
  response_types: z
    .array(z.string(), { error: OAUTH_TEXT.responseTypes })
    .refine((v) => sameMembers(v, ['code'], 'code'), { error: OAUTH_TEXT.responseTypes })
    .optional(),
  token_endpoint_auth_method: z.literal('none', { error: OAUTH_TEXT.authMethod }).optional(),
});
export type ClientRegistrationRequest = z.infer<typeof ClientRegistrationRequest>;

export const ClientRegistrationResponse = z.object({
  client_id: z.string().startsWith('nrc_'),
  client_id_issued_at: z.number().int(),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.string()),
  grant_types: z.tuple([z.literal('authorization_code')]),
  response_types: z.tuple([z.literal('code')]),
  token_endpoint_auth_method: z.literal('none'),
});
export type ClientRegistrationResponse = z.infer<typeof ClientRegistrationResponse>;

export const ClientRegistrationError = z.object({
  error: z.enum(['invalid_redirect_uri', 'invalid_client_metadata']),
  error_description: z.string(),
});
export type ClientRegistrationError = z.infer<typeof ClientRegistrationError>;

const bounded = (field: string, max: number) =>
  z.string({ error: `${field} is required` }).max(max, `${field} must be at most ${max} characters`);

/** GET {mcp_url}/authorize and the form POSTed to {mcp_url}/authorize/submit. */
export const AuthorizeParams = z.object({
  response_type: bounded('response_type', 64),
  client_id: bounded('client_id', OAUTH_LIMITS.clientId),
  redirect_uri: bounded('redirect_uri', OAUTH_LIMITS.redirectUri),
  code_challenge: z
    .string({ error: 'code_challenge is required (PKCE)' })
    .regex(PKCE_CHALLENGE, 'code_challenge must be BASE64URL(SHA-256(code_verifier)): 43 characters'),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method must be S256' }),
  state: bounded('state', OAUTH_LIMITS.state).optional(),
  scope: bounded('scope', OAUTH_LIMITS.scope).optional(),
  resource: bounded('resource', OAUTH_LIMITS.resource).optional(),
});
export type AuthorizeParams = z.infer<typeof AuthorizeParams>;

/** POST {mcp_url}/token after grant_type is known to be authorization_code. */
export const TokenRequest = z.object({
  code: bounded('code', OAUTH_LIMITS.code),
  redirect_uri: bounded('redirect_uri', OAUTH_LIMITS.redirectUri),
  /** Required: public clients do not authenticate, so the code is bound to the client that names itself. */
  client_id: bounded('client_id', OAUTH_LIMITS.clientId),
  code_verifier: z
    .string({ error: 'code_verifier is required' })
    .regex(PKCE_VERIFIER, 'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~'),
  resource: bounded('resource', OAUTH_LIMITS.resource).optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  /** The API key itself. */
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const TOKEN_ERRORS = ['invalid_request', 'invalid_grant', 'unsupported_grant_type'] as const;
export const TokenError = z.object({ error: z.enum(TOKEN_ERRORS), error_description: z.string() });
export type TokenError = z.infer<typeof TokenError>;

export const ProtectedResourceMetadata = z.object({
  resource: z.url(),
  authorization_servers: z.array(z.url()),
  bearer_methods_supported: z.tuple([z.literal('header')]),
  resource_name: z.string(),
});
export type ProtectedResourceMetadata = z.infer<typeof ProtectedResourceMetadata>;

export const AuthorizationServerMetadata = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  registration_endpoint: z.url(),
  response_types_supported: z.tuple([z.literal('code')]),
  grant_types_supported: z.tuple([z.literal('authorization_code')]),
  code_challenge_methods_supported: z.tuple([z.literal('S256')]),
  token_endpoint_auth_methods_supported: z.tuple([z.literal('none')]),
});
export type AuthorizationServerMetadata = z.infer<typeof AuthorizationServerMetadata>;
