/**
 * @module The MCP tool server's wire (spec §4.3, §5, §7.2; protocols §6): JSON-RPC 2.0 envelopes and
 * codes, initialize, the tools' argument schemas and result documents, and the OAuth 2.0 + PKCE bodies
 * (metadata, client registration, token).
 */
import { z } from 'zod';
import { IsoDateTime } from './article';
import { Company } from './company';
import { Category, Sentiment } from './enums';
import { ArticleByLinkQuery, SEARCH_FIELDS } from './search-params';
import { MAX_RESULT_WINDOW, VALIDATION_TEXT as T } from './validation-text';

/** Where the tool server answers, relative to the service's public base URL. */
export const MCP_PATH = '/mcp';

/** The OAuth endpoints, relative to {mcp_url} (spec §5). */
export const MCP_OAUTH_PATHS = {
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
  register: '/register',
  authorize: '/authorize',
  authorizeSubmit: '/authorize/submit',
  token: '/token',
} as const;

export const MCP_SERVER_NAME = 'newsroom-news-api';
/** Versions answered as asked; any other request is answered with the first. */
export const MCP_PROTOCOL_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18'] as const;
export const MCP_DEFAULT_PROTOCOL_VERSION = MCP_PROTOCOL_VERSIONS[0];

// ── JSON-RPC 2.0 ────────────────────────────────────────────────────────────────────────────────

export const JSONRPC_VERSION = '2.0';
export const JsonRpcId = z.union([z.string(), z.number()]);
export type JsonRpcId = z.infer<typeof JsonRpcId>;

/** A request (with id) or a notification (without). */
export const JsonRpcMessage = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  method: z.string(),
  id: JsonRpcId.optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type JsonRpcMessage = z.infer<typeof JsonRpcMessage>;

/** The error codes the server answers with, and their fixed messages (spec §7.2). */
export const JSONRPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internalError: { code: -32603, message: 'Internal error' },
  unauthorized: { code: -32001, message: 'Unauthorized' },
  /** GET or DELETE on {mcp_url}: this server opens no stream and keeps no session. */
  methodNotAllowed: { code: -32000, message: 'Method not allowed' },
} as const;
export type JsonRpcErrorKind = keyof typeof JSONRPC_ERRORS;

export const JsonRpcError = z.object({
  code: z.number().int(),
  message: z.string(),
  /** With -32602: the validation texts, in the REST wording. */
  data: z.object({ errors: z.array(z.string()) }).optional(),
});

export const JsonRpcErrorResponse = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  error: JsonRpcError,
  id: JsonRpcId.nullable(),
});
export type JsonRpcErrorResponse = z.infer<typeof JsonRpcErrorResponse>;

export const JsonRpcResultResponse = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  result: z.record(z.string(), z.unknown()),
  id: JsonRpcId,
});
export type JsonRpcResultResponse = z.infer<typeof JsonRpcResultResponse>;
export type JsonRpcResponse = JsonRpcErrorResponse | JsonRpcResultResponse;

// ── MCP methods ─────────────────────────────────────────────────────────────────────────────────

/** Lenient: a client that leaves something out still gets an answer. */
export const InitializeParams = z.object({
  protocolVersion: z.string().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  clientInfo: z.object({ name: z.string(), version: z.string() }).partial().optional(),
});

export const InitializeResult = z.object({
  protocolVersion: z.string(),
  capabilities: z.object({ tools: z.object({}) }),
  serverInfo: z.object({ name: z.literal(MCP_SERVER_NAME), version: z.string() }),
  instructions: z.string(),
});
export type InitializeResult = z.infer<typeof InitializeResult>;

export const MCP_TOOL_NAMES = ['search_articles', 'get_article_by_link', 'list_sources'] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

export const ToolDefinition = z.object({
  name: z.enum(MCP_TOOL_NAMES),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type ToolDefinition = z.infer<typeof ToolDefinition>;
export const ToolsListResult = z.object({ tools: z.array(ToolDefinition) });

export const MCP_TEXT = {
  object: (field: string) => `${field} must be an object`,
} as const;

export const ToolsCallParams = z.object({
  name: z.enum(MCP_TOOL_NAMES, { error: T.oneOf('name', MCP_TOOL_NAMES) }),
  arguments: z.record(z.string(), z.unknown(), { error: MCP_TEXT.object('arguments') }).optional(),
});
export type ToolsCallParams = z.infer<typeof ToolsCallParams>;

export const TextContent = z.object({ type: z.literal('text'), text: z.string() });
/** A tool's answer: the document as JSON text, or `Error: <message>` with isError. */
export const ToolResult = z.object({ content: z.array(TextContent), isError: z.boolean().optional() });
export type ToolResult = z.infer<typeof ToolResult>;

// ── Tool arguments (the REST field schemas and texts; JSON Schema via z.toJSONSchema) ──────────

const described = <S extends z.ZodType>(
  schema: S,
  description: string,
  extra: Record<string, unknown> = {},
) => schema.meta({ description, ...extra });

/** search_articles: the v2 search fields without categories. Unknown fields are ignored. */
export const SearchArticlesArgs = z
  .object({
    query: described(
      SEARCH_FIELDS.query,
      'Search text in the query language: words (English is stemmed), "quoted phrases", +must, -mustNot, ' +
        'AND / OR / NOT (NOT binds tighter than AND, AND tighter than OR; terms side by side mean AND), ' +
        'parentheses, and field filters ticker:, isin:, openfigi:, exchange:, source:, title:, summary:, ' +
        'country:, category:, sentiment: (positive, negative or neutral). Example: (ticker:AAPL OR ticker:NVDA) AND "export controls" -source:www.wire.example. ' +
        'At most 2,000 characters, 64 terms, nesting depth 16.',
    ),
    tickers: described(
      SEARCH_FIELDS.tickers,
      'Ticker symbols; an article matches when it mentions any of them. ["*"] = any article with a tagged company.',
    ),
    sources: described(
      SEARCH_FIELDS.sources,
      'Only these source domains (as list_sources names them), instead of the default set; ["*"] = every source.',
    ),
    optInSources: described(SEARCH_FIELDS.optInSources, 'Source domains added to the default set.'),
    excludeSources: described(SEARCH_FIELDS.excludeSources, 'Source domains left out.'),
    countries: described(
      SEARCH_FIELDS.countries,
      'ISO 3166-1 alpha-2 codes of countries the article is about (any of them), e.g. ["US", "DE"].',
    ),
    sentiments: described(
      SEARCH_FIELDS.sentiments,
      'Sentiment labels; an article matches when its label is any of them, e.g. ["negative"].',
    ),
    minConfidence: described(
      SEARCH_FIELDS.minConfidence,
      'Only articles whose sentiment confidence is at least this, 0 to 1 (e.g. 0.8 for clear-cut ones).',
    ),
    from: described(SEARCH_FIELDS.from, 'Earliest publish date: YYYY-MM-DD or ISO 8601 (no zone = UTC).'),
    to: described(SEARCH_FIELDS.to, 'Latest publish date: YYYY-MM-DD (that whole day) or ISO 8601.'),
    language: described(SEARCH_FIELDS.language, 'ISO 639-1 code; default en (English only).', {
      default: 'en',
    }),
    includeContent: described(
      SEARCH_FIELDS.includeContent,
      'Add each article’s full text (plans with content access; otherwise the call fails).',
    ),
    includeEntities: described(
      SEARCH_FIELDS.includeEntities,
      'Add the companies each article mentions (plans with entities; otherwise left out).',
    ),
    excludeEmptyContent: described(SEARCH_FIELDS.excludeEmptyContent, 'Skip articles without full text.'),
    order: described(SEARCH_FIELDS.order, 'DESC (default, newest first) or ASC.', { default: 'DESC' }),
    orderBy: described(
      SEARCH_FIELDS.orderBy,
      'publishDate (default), createdAt (when indexed) or revisedDate (latest revision; never revised last).',
      { default: 'publishDate' },
    ),
    pageSize: described(SEARCH_FIELDS.pageSize, 'Articles per page, 1 to 100.', { default: 20 }),
    page: described(SEARCH_FIELDS.page, 'Page number from 1; page × pageSize at most 10,000.', {
      default: 1,
      maximum: MAX_RESULT_WINDOW,
    }),
  })
  .partial();
export type SearchArticlesArgs = z.infer<typeof SearchArticlesArgs>;

/** get_article_by_link: the by-link parameters of REST v2. */
export const GetArticleByLinkArgs = z.object({
  link: described(
    ArticleByLinkQuery.shape.link,
    'The article’s URL, e.g. a link from search_articles (scheme and host case and tracking parameters do not matter).',
  ),
  includeContent: described(
    ArticleByLinkQuery.shape.includeContent,
    'Add the full text (plans with content access; otherwise the call fails).',
  ),
  includeEntities: described(
    ArticleByLinkQuery.shape.includeEntities,
    'Add the companies the article mentions (plans with entities; otherwise left out).',
  ),
});
export type GetArticleByLinkArgs = z.infer<typeof GetArticleByLinkArgs>;

/** list_sources takes nothing (`{}` or no arguments). */
export const ListSourcesArgs = z.object({});

// ── Tool result documents (the JSON inside a successful result's text) ────────────────────────

const toolArticleExtras = {
  /** Only with includeContent on a plan with content. */
  content: z.string().nullable().optional(),
  /** Only with includeEntities on a plan with entities. */
  companies: z.array(Company).optional(),
};

export const ToolArticle = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  link: z.string(),
  publishDate: IsoDateTime,
  source: z.string(),
  sentiment: Sentiment,
  /** 0–1, rounded as v1's confidence. */
  sentimentConfidence: z.number(),
  ...toolArticleExtras,
});
export type ToolArticle = z.infer<typeof ToolArticle>;

export const SearchArticlesDocument = z.object({
  articles: z.array(ToolArticle),
  /** Exact up to 10,000 (the deepest reachable page); 10000 when more match. */
  totalResults: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchArticlesDocument = z.infer<typeof SearchArticlesDocument>;

export const ToolArticleDetail = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  link: z.string(),
  publishDate: IsoDateTime,
  source: z.string(),
  language: z.string(),
  sentiment: Sentiment,
  sentimentConfidence: z.number(),
  images: z.array(z.string()),
  countries: z.array(z.string()),
  categories: z.array(Category),
  ...toolArticleExtras,
});
export type ToolArticleDetail = z.infer<typeof ToolArticleDetail>;

export const GetArticleByLinkDocument = z.object({ article: ToolArticleDetail });
export type GetArticleByLinkDocument = z.infer<typeof GetArticleByLinkDocument>;

export const ToolSource = z.object({
  domain: z.string(),
  isDefaultSource: z.boolean(),
  isContentAvailable: z.boolean(),
});
export const ListSourcesDocument = z.object({ sources: z.array(ToolSource) });
export type ListSourcesDocument = z.infer<typeof ListSourcesDocument>;

// ── OAuth 2.0 + PKCE (RFC 6749, 7636, 7591, 8414, 9728) ─────────────────────────────────────────

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
  client_id: bounded('client_id', OAUTH_LIMITS.clientId).optional(),
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
