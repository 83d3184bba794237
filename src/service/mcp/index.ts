/**
 * @module The tool-protocol server, wired in one place: {mcp_url} (JSON-RPC with Bearer keys, and the
 * sessions' resource streams), the OAuth discovery documents and the OAuth 2.0 + PKCE routes, each in a
 * scope of its own. The REST X-API-KEY scope does not reach any of them.
 */
import type { FastifyInstance } from 'fastify';
import type { KeyResolver } from '../auth/key-resolver';
import type { Limiter } from '../auth/limits';
import type { SourceCatalog } from '../sources/source-catalog';
import type { ArticleSearch } from '../search/article-search';
import type { Db } from '../store/db';
import type { ChangeWakeups } from '../events/change-wakeups';
import { lazyLocalWakeups } from '../live/lazy-wakeups';
import { createDispatcher } from './dispatch';
import { mcpEndpoint } from './mcp-endpoint';
import { createOAuthCredentials } from './oauth/credentials';
import { oauthMetadataRoutes } from './oauth/metadata-routes';
import { loadOAuthSecret } from './oauth/oauth-secret';
import { oauthRoutes } from './oauth/oauth-routes';
import { listenUrlOf, mcpUrls } from './public-url';
import { readOptIns } from '../feed/opt-in-readers';
import { createTools } from './tools/index';
import { resourceMethods } from './resources/resource-methods';
import { startResourceWatch } from './resources/resource-watch';
import {
  SAVED_SEARCH_TEMPLATE,
  savedSearchQueries,
  type SavedSearchRepo,
} from './resources/saved-search-queries';
import { SEARCH_TEMPLATE, searchTemplateQueries } from './resources/search-template';
import { combineWatchableQueries } from './resources/watchable-queries';
import { createSessionIds } from './session';

export interface McpOptions {
  /** NEWSROOM_PUBLIC_URL; absent = the address the service listens on. */
  publicUrl?: string;
  /** The clock of codes and registrations (tests move it). */
  now?: () => number;
  /** How often the resource streams look at the change log besides its wake-ups (default 1 s). */
  watchPollMs?: number;
}

export interface McpDeps extends McpOptions {
  db: Db;
  /** Wake-ups after change-log appends (absent: the store's own, or polling). */
  changes?: ChangeWakeups;
  /**
   * The key's saved searches as resources `newsroom://saved-searches/<id>`: the saved-search repository's
   * listSavedSearches and getSavedSearch. Absent: only the search template.
   */
  savedSearches?: SavedSearchRepo;
  keys: KeyResolver;
  limiter: Limiter;
  articles: ArticleSearch;
  sources: SourceCatalog;
  version: string;
}

export async function registerMcp(app: FastifyInstance, deps: McpDeps): Promise<void> {
  const secret = await loadOAuthSecret(deps.db);
  const credentials = createOAuthCredentials(secret);
  const sessions = createSessionIds(secret);
  const now = deps.now ?? Date.now;
  const urls = () => mcpUrls(deps.publicUrl ?? listenUrlOf(app.server));

  const queries = combineWatchableQueries([
    searchTemplateQueries(),
    ...(deps.savedSearches ? [savedSearchQueries(deps.db, deps.savedSearches)] : []),
  ]);
  const templates = deps.savedSearches ? [SEARCH_TEMPLATE, SAVED_SEARCH_TEMPLATE] : [SEARCH_TEMPLATE];
  const onError = (err: unknown) => app.log.warn({ err }, 'mcp resource stream failed');
  const ownWakeups = deps.changes ? null : lazyLocalWakeups(deps.db, onError);
  const watch = startResourceWatch({
    db: deps.db,
    queries,
    wakeups: deps.changes ?? ownWakeups ?? { onAppended: () => () => undefined },
    pollMs: deps.watchPollMs ?? 1_000,
    onError,
  });
  app.addHook('preClose', async () => {
    await watch.close();
    await ownWakeups?.close();
  });

  const dispatcher = createDispatcher({
    tools: createTools({
      ...deps,
      optIns: (records, flags, context) => readOptIns(deps.db, records, flags, context),
    }),
    limiter: deps.limiter,
    version: deps.version,
    sessions,
    resources: resourceMethods({
      db: deps.db,
      queries,
      templates,
      articles: deps.articles,
      limiter: deps.limiter,
      subscribed: () => watch.kick(),
    }),
  });

  await app.register(async (scope) =>
    mcpEndpoint(scope, {
      db: deps.db,
      keys: deps.keys,
      dispatcher,
      sessions,
      watch,
      protectedResourceMetadataUrl: () => urls().protectedResourceMetadata,
    }),
  );
  await app.register(async (scope) => oauthMetadataRoutes(scope, { urls }));
  await app.register(async (scope) =>
    oauthRoutes(scope, { credentials, keys: deps.keys, db: deps.db, publicUrl: () => urls().mcp, now }),
  );
}
