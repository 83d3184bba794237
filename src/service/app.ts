/**
 * @module The composition root of the HTTP service: plugins in tiers (docs → error handling → protected
 * REST scope with auth and limits → the MCP tool server with its own Bearer auth and OAuth → admin
 * scope), with one log line and one latency observation per request and `GET /metrics` for the admin token.
 * Builds; never listens (src/main.ts does).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { authenticate } from './auth/auth-plugin';
import type { KeyResolver } from './auth/key-resolver';
import type { Limiter } from './auth/limits';
import type { PlanTable } from './config/plans';
import { registerAdminRoutes } from './admin/admin-routes';
import { registerCompanyAdminRoutes } from './admin/company-routes';
import { registerPipelineRoutes } from './admin/pipeline-routes';
import type { CompanyCatalog } from './enrich/companies/company-catalog';
import type { ArticleEventBus } from './events/article-events';
import { LIVE_PATHS, LIVE_TEXT } from '../contract';
import { drainOnClose } from './http/drain';
import { answerClientError, answerError, installErrorHandler } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body';
import { refuseBadlyEncodedQueries } from './http/query-encoding';
import { registerOpenApi } from './rest/openapi';
import type { RestDeps } from './rest/rest-deps';
import { registerRestV1 } from './rest/v1/index';
import { registerFreeRestV2, registerRestV2 } from './rest/v2/index';
import type { Db } from './store/db';
import type { LiveSignals } from './events/live-signals';
import type { ChangeWakeups } from './events/change-wakeups';
import { startLiveServer, type LiveTimings } from './live/live-server';
import { registerMcp, type McpOptions } from './mcp/index';
import { parseSavedSearchId } from './saved-searches/saved-search-service';
import { getSavedSearch, listSavedSearches } from './store/saved-searches-repo';
import { registerHealthRoutes } from './health-routes';
import { oneLinePerRequest } from './logging/request-log';
import { countRefusals } from './auth/counted-limiter';
import { measureResponses } from './metrics/http-metrics';
import { registerMetricsRoute } from './admin/metrics-route';

export interface AppDeps {
  db: Db;
  plans: PlanTable;
  keys: KeyResolver;
  limiter: Limiter;
  rest: RestDeps;
  version: string;
  logger: Logger | false;
  /** Enables the loopback admin API for the CLI. */
  adminToken?: string;
  /** Where imports through the admin API announce new and revised articles; enables those endpoints. */
  events?: ArticleEventBus;
  /** The company reference store the service tags from; enables the companies admin endpoints. */
  companies?: CompanyCatalog;
  /** Live delivery over WebSocket (`/ws`, `/ws/raw`) of the articles announced on `events`. */
  live?: {
    events: ArticleEventBus;
    /** Wake-ups after change-log appends (the live hub reads the log; absent: the store's own, or polling). */
    changes?: ChangeWakeups;
    signals: LiveSignals;
    timings?: Partial<LiveTimings>;
  };
  /** The tool server's public base URL and clock. */
  mcp?: McpOptions;
}

/** Maximum JSON body: search bodies are small; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Bad URLs fail before routing, bad HTTP before a request exists: both get the contract's bodies too.
  const options = {
    bodyLimit: BODY_LIMIT_BYTES,
    // At shutdown a request on an open keep-alive connection is refused with the service's own 503 body
    // rather than Fastify's (http/drain.ts).
    return503OnClosing: false,
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  };
  const app: FastifyInstance =
    deps.logger === false
      ? Fastify({ logger: false, ...options })
      : (Fastify({
          loggerInstance: deps.logger,
          ...options,
          logController: oneLinePerRequest(),
        }) as unknown as FastifyInstance);
  installErrorHandler(app);
  drainOnClose(app);
  installJsonBodyParser(app);
  refuseBadlyEncodedQueries(app);
  measureResponses(app);
  const limiter = countRefusals(deps.limiter);

  await registerOpenApi(app, deps.version);
  // The service has no page of its own: its front door is the reference.
  app.get('/', async (_request, reply) => reply.redirect('/docs'));
  registerHealthRoutes(app, { db: deps.db, version: deps.version });

  const live = deps.live
    ? startLiveServer({
        server: app.server,
        db: deps.db,
        keys: deps.keys,
        plans: deps.plans,
        limiter,
        changes: deps.live.changes,
        signals: deps.live.signals,
        articles: deps.rest.articles,
        log: app.log,
        timings: deps.live.timings,
      })
    : null;
  if (live) {
    app.addHook('preClose', () => live.close());
    // A plain GET of a stream's address (a browser tab, a health probe) is told what the address is for.
    for (const path of Object.values(LIVE_PATHS)) {
      app.get(path, async (_request, reply) =>
        reply
          .code(426)
          .header('upgrade', 'websocket')
          .send({ statusCode: 426, message: LIVE_TEXT.upgradeRequired }),
      );
    }
  }

  await app.register(async (scope) => {
    await scope.register(authenticate, { keys: deps.keys, limiter });
    registerRestV2(scope, deps.rest);
    registerRestV1(scope, deps.rest);
  });
  await app.register(async (scope) => {
    await scope.register(authenticate, { keys: deps.keys, limiter: deps.limiter, count: false });
    registerFreeRestV2(scope, deps.rest);
  });

  await app.register(async (scope) =>
    registerMcp(scope, {
      db: deps.db,
      keys: deps.keys,
      limiter,
      articles: deps.rest.articles,
      sources: deps.rest.sources,
      version: deps.version,
      changes: deps.live?.changes,
      savedSearches: {
        listSavedSearches,
        getSavedSearch: async (db, keyId, id) => {
          const savedId = parseSavedSearchId(id);
          return savedId === null ? null : getSavedSearch(db, keyId, savedId);
        },
      },
      ...deps.mcp,
    }),
  );

  const adminToken = deps.adminToken;
  if (adminToken) {
    registerMetricsRoute(app, { adminToken });
    await app.register(async (scope) => {
      registerAdminRoutes(scope, {
        db: deps.db,
        plans: deps.plans,
        adminToken,
        onKeysChanged: () => {
          deps.keys.forgetAll();
          live?.keysChanged();
        },
      });
    });
    const { events, companies } = deps;
    if (events) {
      await app.register(async (scope) =>
        registerPipelineRoutes(scope, { db: deps.db, events, adminToken, companies }),
      );
    }
    if (companies) {
      await app.register(async (scope) =>
        registerCompanyAdminRoutes(scope, { db: deps.db, adminToken, catalog: companies }),
      );
    }
  }
  return app;
}
