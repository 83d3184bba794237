/**
 * @module Test support: a real service (HTTP on an ephemeral loopback port) over PGlite in memory or
 * over a fresh schema of the local PostgreSQL, seeded with the fixture corpus and one key per plan.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createRestDeps } from '../create-rest-deps';
import { buildApp, type AppDeps } from '../app';
import { openAuxPools } from '../aux-pools';
import { createKeyResolver } from '../auth/key-resolver';
import type { Limiter } from '../auth/limits';
import { createPgLimiter } from '../auth/pg-limiter';
import { loadPlans, type PlanTable } from '../config/plans';
import { writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import type { ArticleEventBus } from '../events/article-events';
import { createApiKey } from '../store/keys-repo';
import { migrate } from '../store/migrate';
import { openPgDb } from '../store/pg-db';
import { openMigratedTestPglite } from './pglite-template';
import { requiredServerUnreachable } from './skips';
import { boundQueue } from '../store/bounded-queue';
import { upsertSource } from '../store/sources-repo';
import { FIXTURE_ARTICLES, FIXTURE_REVISIONS, FIXTURE_SOURCES } from './fixture-articles';
import { openWebhooks, type OpenWebhooksDeps, type OpenedWebhooks } from '../webhooks/open-webhooks';

export type Engine = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresReachable: Promise<boolean> | undefined;

/** Whether the local PostgreSQL answers; tests on it skip loudly when it does not (under CI: fail). */
export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch (error) {
      return requiredServerUnreachable(
        'PostgreSQL tests',
        `${POSTGRES_URL} is not reachable (${String(error)})`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresReachable;
}

/** A fresh schema on the local PostgreSQL; its Db sees only that schema. Dropped by `drop()`. */
export async function openIsolatedPostgres(): Promise<{
  schema: string;
  url: string;
  drop(): Promise<void>;
}> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    schema,
    url,
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export async function seedFixtures(db: Db): Promise<void> {
  for (const source of FIXTURE_SOURCES) await upsertSource(db, { ...source, contentAvailable: true });
  for (const article of FIXTURE_ARTICLES) {
    await writeArticle(db, article, { at: new Date(article.publishDate.getTime() + 60_000) });
  }
  for (const revision of FIXTURE_REVISIONS) {
    const original = FIXTURE_ARTICLES.find((a) => a.link === revision.link);
    if (original) await writeArticle(db, { ...original, title: revision.title }, { at: revision.at });
  }
}

export interface TestService {
  url: string;
  db: Db;
  app: FastifyInstance;
  keys: Record<string, string>;
  plans: PlanTable;
  /** The service's limiter: `settle()` writes the usage it counted so far (tests that read the tables). */
  limiter: Limiter;
  /** With the `webhooks` option: the API's service and the running dispatcher and delivery worker. */
  webhooks?: OpenedWebhooks;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  engine: Engine;
  plans?: PlanTable;
  /** Reuse a database (e.g. a second instance on the same PostgreSQL schema). */
  databaseUrl?: string;
  seed?: boolean;
  limiter?: (db: Db) => Limiter;
  keyCacheTtlMs?: number;
  /** Enables the admin API used by the keys CLI. */
  adminToken?: string;
  /** With adminToken: enables the sources/import admin endpoints, announcing on this bus. */
  events?: ArticleEventBus;
  /** Live delivery over WebSocket, as production wires it (the events are usually the same bus). */
  live?: AppDeps['live'];
  /** The tool server's public base URL and clock. */
  mcp?: AppDeps['mcp'];
  /** PGlite: bound the operations waiting for the store, as NEWSROOM_PGLITE_MAX_QUEUE does in production. */
  storeQueueLimit?: number;
  /** The service's logger (default: none), e.g. one writing to a buffer a test reads. */
  logger?: AppDeps['logger'];
  /** Serves /v2/webhooks and runs the dispatcher and delivery worker (private targets allowed unless said). */
  webhooks?: Pick<OpenWebhooksDeps, 'policy' | 'timings' | 'wakeups' | 'resolve'>;
  /** Adds routes or hooks before the service starts listening (e.g. a route that throws). */
  beforeListen?: (app: FastifyInstance) => void;
}

/** Starts a service as production builds it, listening on 127.0.0.1 at an ephemeral port. */
export async function startTestService(options: TestServiceOptions): Promise<TestService> {
  const plans = options.plans ?? loadPlans();
  let dropSchema: (() => Promise<void>) | undefined;
  let db: Db;
  let url: string | undefined;
  if (options.engine === 'pglite') {
    db = await openMigratedTestPglite();
    if (options.storeQueueLimit !== undefined) db = boundQueue(db, options.storeQueueLimit);
  } else {
    url = options.databaseUrl;
    if (!url) {
      const isolated = await openIsolatedPostgres();
      url = isolated.url;
      dropSchema = isolated.drop;
    }
    db = await openPgDb({ url, maxConnections: 5 });
  }
  await migrate(db);
  const keys: Record<string, string> = {};
  if (options.seed !== false && !options.databaseUrl) {
    await seedFixtures(db);
    for (const plan of Object.keys(plans)) keys[plan] = (await createApiKey(db, { name: plan, plan })).key;
  }
  // Wired as production wires it (start-service.ts): limiter and index walks on their own pools.
  const aux = await openAuxPools(db, url);
  const limiter = options.limiter ? options.limiter(aux.limiterDb) : createPgLimiter(aux.limiterDb);
  const rest = createRestDeps(db, { limiter, walkDb: aux.walkDb, plainDb: aux.plainDb });
  const webhooks = options.webhooks
    ? await openWebhooks({
        db,
        plans,
        articles: rest.articles,
        log: { warn: () => undefined, info: () => undefined },
        ...options.webhooks,
        policy: { allowPrivate: true, ...options.webhooks.policy },
      })
    : undefined;
  const app = await buildApp({
    db,
    plans,
    keys: createKeyResolver(db, plans, { ttlMs: options.keyCacheTtlMs ?? 5_000 }),
    limiter,
    version: '0.0.0-test',
    logger: options.logger ?? false,
    adminToken: options.adminToken,
    events: options.events,
    live: options.live,
    mcp: options.mcp,
    rest: { ...rest, webhooks: webhooks?.service },
  });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    app,
    keys,
    plans,
    limiter,
    webhooks,
    async close() {
      await webhooks?.runtime.close();
      await app.close();
      await limiter.close();
      await aux.close();
      await db.close();
      if (dropSchema) await dropSchema();
    },
  };
}

/** Plans for tests: the shipped ones with burst limits lifted, so only limit tests meet 429s. */
export function plansWithoutBurst(plans: PlanTable = loadPlans()): PlanTable {
  return Object.fromEntries(
    Object.entries(plans).map(([name, p]) => [name, { ...p, burst: null, monthlyQuota: null }]),
  );
}
