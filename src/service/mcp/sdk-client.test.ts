/**
 * The official MCP TypeScript SDK (@modelcontextprotocol/sdk) against our tool server, unchanged:
 * its Client over StreamableHTTPClientTransport with a Bearer key, and its own OAuth flow (discovery,
 * registration, PKCE, code exchange) with the test playing the person at the authorization page.
 * Skipped, with a warning, where the package is not installed.
 */
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetArticleByLinkDocument,
  ListSourcesDocument,
  MCP_TOOL_NAMES,
  SearchArticlesDocument,
  ToolResult,
} from '../../contract';
import { authorizeAsUser } from '../testing/oauth-user';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { FIXTURE_REVISIONS } from '../testing/fixture-articles';
import { connectSdk, loadMcpSdk, sdkClient } from '../testing/mcp-sdk';

const sdk = await loadMcpSdk();
const APPLE_LINK = 'https://www.wire.example/2025/11/apple-beats-estimates';
const OIL_LINK = 'https://markets.ledger.example/oil-prices-jump';
const OIL_REVISION = FIXTURE_REVISIONS.find((r) => r.link === OIL_LINK);
const OIL_REVISED_TITLE = OIL_REVISION?.title;
/** After the oil article's first sighting, before its revision. */
const BEFORE_OIL_REVISION = new Date((OIL_REVISION?.at.getTime() ?? 0) - 1).toISOString();
const REDIRECT = 'http://127.0.0.1:53999/oauth/callback';

/** What an MCP host keeps between the steps of its OAuth flow, in memory. */
class MemoryOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  private information: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';

  get redirectUrl(): string {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'SDK test host',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state(): string {
    return 'sdk-state';
  }
  clientInformation(): OAuthClientInformationMixed | undefined {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed): void {
    this.information = information;
  }
  tokens(): OAuthTokens | undefined {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }
  redirectToAuthorization(authorizationUrl: URL): void {
    this.authorizationUrl = authorizationUrl;
  }
  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }
  codeVerifier(): string {
    return this.verifier;
  }
}

/** The person: opens the page the SDK wanted to show, enters the key, and hands back the code. */
async function approve(provider: MemoryOAuthProvider, key: string): Promise<string> {
  if (!provider.authorizationUrl) throw new Error('the SDK asked for no authorization');
  const outcome = await authorizeAsUser(provider.authorizationUrl.href, key);
  expect(outcome.pageStatus).toBe(200);
  expect(outcome.submitStatus).toBe(302);
  const back = new URL(outcome.location ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('sdk-state');
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${outcome.location}`);
  return code;
}

function documentOf(result: unknown): unknown {
  const parsed = ToolResult.parse(result);
  expect(parsed.isError).toBeFalsy();
  return JSON.parse(parsed.content[0]?.text ?? 'null');
}

describe.skipIf(!sdk)('@modelcontextprotocol/sdk against the tool server', () => {
  let service: TestService;
  const mcpUrl = () => new URL(`${service.url}/mcp`);
  const client = () => {
    if (!sdk) throw new Error('unreachable: the suite is skipped without the SDK');
    return sdkClient(sdk);
  };

  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it('connects with a Bearer key, lists the tools and calls all three', async () => {
    if (!sdk) throw new Error('unreachable: the suite is skipped without the SDK');
    const mcp = client();
    const transport = new sdk.StreamableHTTPClientTransport(mcpUrl(), {
      requestInit: { headers: { Authorization: `Bearer ${service.keys.pro}` } },
    });
    await mcp.connect(transport);
    try {
      expect(mcp.getServerVersion()).toEqual({ name: 'newsroom-news-api', version: '0.0.0-test' });
      // The SDK asks for a Streamable HTTP version (2025-11-25): it is also given the resources (resources-sdk.test.ts).
      expect(mcp.getServerCapabilities()).toEqual({
        tools: {},
        resources: { subscribe: true, listChanged: false },
      });
      expect(mcp.getInstructions()).toMatch(/search_articles/);
      await mcp.ping();

      const { tools } = await mcp.listTools();
      expect(tools.map((t) => t.name)).toEqual([...MCP_TOOL_NAMES]);

      const search = SearchArticlesDocument.parse(
        documentOf(
          await mcp.callTool({
            name: 'search_articles',
            arguments: { query: 'ticker:AAPL OR ticker:NVDA', includeEntities: true, pageSize: 5 },
          }),
        ),
      );
      expect(search.articles.map((a) => a.link)).toContain(APPLE_LINK);
      expect(search.articles[0]?.companies).toBeDefined();

      const byLink = GetArticleByLinkDocument.parse(
        documentOf(await mcp.callTool({ name: 'get_article_by_link', arguments: { link: APPLE_LINK } })),
      );
      expect(byLink.article.title).toBe('Apple beats estimates as iPhone sales climb');

      const sources = ListSourcesDocument.parse(
        documentOf(await mcp.callTool({ name: 'list_sources', arguments: {} })),
      );
      expect(sources.sources.map((s) => s.domain)).toContain('www.wire.example');

      const missing = ToolResult.parse(
        await mcp.callTool({
          name: 'get_article_by_link',
          arguments: { link: 'https://www.wire.example/nope' },
        }),
      );
      expect(missing).toEqual({
        isError: true,
        content: [{ type: 'text', text: 'Error: Article not found' }],
      });

      // Statuses other than 200 (here -32602 with HTTP 400) reach the SDK as transport errors.
      await expect(mcp.callTool({ name: 'search_articles', arguments: { pageSize: 500 } })).rejects.toThrow(
        /pageSize must not be greater than 100/,
      );
    } finally {
      await mcp.close();
    }
  });

  it('get_article_by_link asOf: the version stored then, not found before the first sighting', async () => {
    if (!sdk) throw new Error('unreachable: the suite is skipped without the SDK');
    const mcp = await connectSdk(sdk, service.url, service.keys.pro as string);
    const byLink = async (args: Record<string, unknown>) =>
      ToolResult.parse(
        await mcp.callTool({ name: 'get_article_by_link', arguments: { link: OIL_LINK, ...args } }),
      );
    try {
      const { tools } = await mcp.listTools();
      const inputSchema = tools.find((t) => t.name === 'get_article_by_link')?.inputSchema;
      expect(Object.keys(inputSchema?.properties ?? {})).toContain('asOf');

      const today = await byLink({});
      expect(GetArticleByLinkDocument.parse(documentOf(today)).article.title).toBe(OIL_REVISED_TITLE);
      const then = GetArticleByLinkDocument.parse(documentOf(await byLink({ asOf: BEFORE_OIL_REVISION })));
      expect(then.article.title).toBe('Oil prices jump after supply cut');
      // As of now is today's answer, to the byte.
      expect(await byLink({ asOf: new Date().toISOString() })).toEqual(today);

      expect(await byLink({ asOf: '2025-11-04T08:00:00Z' })).toEqual({
        isError: true,
        content: [{ type: 'text', text: 'Error: Article not found' }],
      });
      const future = new Date(Date.now() + 86_400_000).toISOString();
      await expect(byLink({ asOf: future })).rejects.toThrow(/asOf must not be in the future/);
      await expect(byLink({ asOf: 'yesterday' })).rejects.toThrow(
        /asOf must be a valid ISO 8601 date string/,
      );
    } finally {
      await mcp.close();
    }
  });

  it('its auth(): discovery, registration and PKCE end to end; the token is the key', async () => {
    if (!sdk) throw new Error('unreachable: the suite is skipped without the SDK');
    const provider = new MemoryOAuthProvider();
    const key = service.keys.free as string;
    expect(await sdk.auth(provider, { serverUrl: mcpUrl() })).toBe('REDIRECT');
    expect(provider.clientInformation()?.client_id).toMatch(/^nrc_/);
    expect(provider.authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(provider.authorizationUrl?.searchParams.get('resource')).toBe(`${service.url}/mcp`);
    const code = await approve(provider, key);
    expect(await sdk.auth(provider, { serverUrl: mcpUrl(), authorizationCode: code })).toBe('AUTHORIZED');
    expect(provider.tokens()).toMatchObject({ access_token: key, token_type: 'Bearer' });
  });

  it('the transport’s own flow: 401, authorize, finishAuth, then tools with the token', async () => {
    if (!sdk) throw new Error('unreachable: the suite is skipped without the SDK');
    const provider = new MemoryOAuthProvider();
    const first = new sdk.StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider });
    await expect(client().connect(first)).rejects.toBeInstanceOf(sdk.UnauthorizedError);
    await first.finishAuth(await approve(provider, service.keys.enterprise as string));

    const mcp = client();
    await mcp.connect(new sdk.StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
    try {
      const search = SearchArticlesDocument.parse(
        documentOf(
          await mcp.callTool({
            name: 'search_articles',
            arguments: { includeContent: true, tickers: ['AAPL'] },
          }),
        ),
      );
      expect(search.articles.find((a) => a.link === APPLE_LINK)?.content).toBe(
        'Apple Inc. said on Thursday that revenue rose 8 percent.',
      );
    } finally {
      await mcp.close();
    }
  });
});
