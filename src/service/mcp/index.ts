/**
 * @module The tool-protocol server, wired in one place: {mcp_url} (JSON-RPC with Bearer keys), the
 * OAuth discovery documents and the OAuth 2.0 + PKCE routes, each in a scope of its own. The REST
 * X-API-KEY scope does not reach any of them.
 */
import type { FastifyInstance } from 'fastify';
import type { KeyResolver } from '../auth/key-resolver';
import type { Limiter } from '../auth/limits';
import type { SourceCatalog } from '../sources/source-catalog';
import type { ArticleSearch } from '../search/article-search';
import type { Queryable } from '../store/db';
import { createDispatcher } from './dispatch';
import { mcpEndpoint } from './mcp-endpoint';
import { createOAuthCredentials } from './oauth/credentials';
import { oauthMetadataRoutes } from './oauth/metadata-routes';
import { loadOAuthSecret } from './oauth/oauth-secret';
import { oauthRoutes } from './oauth/oauth-routes';
import { listenUrlOf, mcpUrls } from './public-url';
import { readOptIns } from '../feed/opt-in-readers';
import { createTools } from './tools/index';

export interface McpOptions {
  /** NEWSROOM_PUBLIC_URL; absent = the address the service listens on. */
  publicUrl?: string;
  /** The clock of codes and registrations (tests move it). */
  now?: () => number;
}

export interface McpDeps extends McpOptions {
  db: Queryable;
  keys: KeyResolver;
  limiter: Limiter;
  articles: ArticleSearch;
  sources: SourceCatalog;
  version: string;
}

export async function registerMcp(app: FastifyInstance, deps: McpDeps): Promise<void> {
  const credentials = createOAuthCredentials(await loadOAuthSecret(deps.db));
  const now = deps.now ?? Date.now;
  const urls = () => mcpUrls(deps.publicUrl ?? listenUrlOf(app.server));
  const dispatcher = createDispatcher({
    tools: createTools({ ...deps, optIns: (records, flags) => readOptIns(deps.db, records, flags) }),
    limiter: deps.limiter,
    version: deps.version,
  });

  await app.register(async (scope) =>
    mcpEndpoint(scope, {
      keys: deps.keys,
      dispatcher,
      protectedResourceMetadataUrl: () => urls().protectedResourceMetadata,
    }),
  );
  await app.register(async (scope) => oauthMetadataRoutes(scope, { urls }));
  await app.register(async (scope) =>
    oauthRoutes(scope, { credentials, keys: deps.keys, db: deps.db, publicUrl: () => urls().mcp, now }),
  );
}
