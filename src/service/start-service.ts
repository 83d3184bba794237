/** @module Starts the whole service from configuration and returns a handle that closes it cleanly. */
import { readFileSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { createRestDeps } from './create-rest-deps';
import { buildApp } from './app';
import { openCompanyCatalog } from './enrich/companies/company-catalog';
import { createCompanyDirectory } from './companies/company-directory';
import { createKeyResolver } from './auth/key-resolver';
import type { Limiter } from './auth/limits';
import { createPgLimiter } from './auth/pg-limiter';
import {
  dataFiles,
  ensureAdminToken,
  removeServiceLock,
  storeIdentity,
  writeServiceLock,
} from './system/data-dir';
import { loadDemoCorpusOnce } from './bootstrap/demo-loader';
import { startDemoWire } from './demo/demo-wire';
import { ensureLocalKey } from './bootstrap/local-key';
import { loadConfig, type ServiceConfig } from './config/env';
import { loadPlans } from './config/plans';
import type { Db } from './store/db';
import { maintainArticles, startMaintenanceTimer } from './store/maintenance';
import { migrate } from './store/migrate';
import { openDb } from './store/open-db';
import { openAuxPools } from './aux-pools';
import { startChangeRetention } from './feed/change-retention';
import type { ChangeWakeups } from './events/change-wakeups';
import type { ArticleEventBus } from './events/article-events';
import { createFetchContent } from './ingest/pipeline/fetch-content';
import { createPoller } from './ingest/poller/poller';
import { openLiveTransport } from './events/live-transport';
import { loadDefaultCatalog } from './sources/load-catalog';
import { LOG_REDACTION } from './log-redaction';
import { closeGracefully } from './graceful-close';
import { openWebhooks } from './webhooks/open-webhooks';
import { logDestination, resolveLogFormat } from './logging/log-destination';

export const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface RunningService {
  url: string;
  localKey: string;
  /** Whether this start created the local key (then, and only then, it is shown on the terminal). */
  localKeyCreated: boolean;
  /** Where the local key is kept (the data directory's `local-api-key`). */
  localKeyFile: string;
  /** The log's format on stdout: readable text or JSON lines. */
  logFormat: 'pretty' | 'json';
  db: Db;
  app: FastifyInstance;
  log: Logger;
  events: ArticleEventBus;
  /** Wake-ups after change-log appends commit (readers also poll: a wake-up can be lost). */
  changes: ChangeWakeups;
  close(): Promise<void>;
}

async function openRedisLimiter(
  db: Db,
  redisUrl: string,
  prefix: string | undefined,
  log: Logger,
): Promise<Limiter> {
  const redis = await import('./auth/redis-limiter');
  return redis.createRedisLimiter(db, redisUrl, {
    prefix: prefix ?? (await redis.defaultRedisPrefix(db)),
    log: log.child({ component: 'limiter' }),
  });
}

export async function startService(config: ServiceConfig = loadConfig()): Promise<RunningService> {
  const logFormat = resolveLogFormat(config.logFormat, process.stdout.isTTY === true);
  const log = pino(
    { level: config.logLevel, base: { service: 'newsroom' }, ...LOG_REDACTION },
    logDestination({ format: logFormat }),
  );
  const plans = loadPlans(config.plansFile);
  const db = await openDb({ ...config, queueLimit: config.pgliteMaxQueue });
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');

  const local = await ensureLocalKey(db, config.dataDir, plans);
  const localKeyFile = dataFiles(config.dataDir).localKey;
  const demo = config.demo ? await loadDemoCorpusOnce(db, { count: config.demoArticles, log }) : null;
  // The first searches of a fresh demo store must not plan over a table the planner has never seen.
  if (demo?.loaded) await maintainArticles(db);
  const seeded = await loadDefaultCatalog(db);
  if (seeded.length > 0) log.info({ sources: seeded.length }, 'default sources catalog loaded');
  // Other writers (the CLI on a PostgreSQL server, other instances) are noticed within a minute.
  const companies = await openCompanyCatalog(db, {
    refreshEveryMs: 60_000,
    onError: (err) => log.warn({ err }, 'company catalog refresh failed'),
  });
  // Article events and live signals reach every instance on a PostgreSQL server, this process on PGlite.
  const transport = await openLiveTransport(db, config.databaseUrl, (err) =>
    log.warn({ err }, 'article events or live signals failed'),
  );
  const { events, changes } = transport;

  const retention = startChangeRetention({
    db,
    retention: config.changesRetention,
    onError: (err) => log.warn({ err }, 'change-log retention sweep failed'),
  });

  const aux = await openAuxPools(db, config.databaseUrl);
  // ioredis is loaded only when used: a third of a second of every start otherwise.
  const limiter: Limiter = config.redisUrl
    ? await openRedisLimiter(aux.limiterDb, config.redisUrl, config.redisPrefix, log)
    : createPgLimiter(aux.limiterDb);
  const keys = createKeyResolver(db, plans);
  const adminToken = ensureAdminToken(config.dataDir);
  const restDeps = createRestDeps(db, { walkDb: aux.walkDb });
  const webhooks = await openWebhooks({
    db,
    plans,
    articles: restDeps.articles,
    log,
    policy: config.webhooks,
    wakeups: changes,
  });
  const app = await buildApp({
    db,
    plans,
    keys,
    limiter,
    version: PACKAGE_VERSION,
    logger: log,
    adminToken,
    events,
    companies,
    live: { events, changes, signals: transport.signals },
    mcp: { publicUrl: config.publicUrl },
    rest: { ...restDeps, companies: createCompanyDirectory(companies), webhooks: webhooks.service },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  writeServiceLock(config.dataDir, {
    pid: process.pid,
    url,
    engine: db.engine,
    store: storeIdentity(config),
  });
  log.info(
    { url, engine: db.engine, docs: `${url}/docs`, mcp: `${config.publicUrl ?? url}/mcp` },
    'newsroom service listening',
  );
  const access = { allowPrivateHosts: config.fetchPrivateHosts };
  const fetchContent = config.poll ? createFetchContent(access) : undefined;
  const poller = fetchContent
    ? createPoller({
        db,
        events,
        log,
        fetchContent,
        companies,
        maxConcurrentPolls: config.pollConcurrency,
        ...access,
      })
    : undefined;
  poller?.start();
  // PGlite has no autovacuum, and a server's lags bulk writes: the service keeps its statistics itself.
  const maintenance = startMaintenanceTimer(db, {
    onMaintained: (result) => log.info(result, 'store statistics refreshed'),
    onError: (err) => log.warn({ err }, 'store maintenance failed'),
  });
  const demoWire =
    config.demo && config.demoLiveSeconds > 0
      ? startDemoWire({ db, events, companies, intervalMs: config.demoLiveSeconds * 1000, log })
      : undefined;
  // The key itself is never logged: main.ts shows it once, on the terminal, when this start created it.
  if (local.revoked)
    log.warn({ keyFile: localKeyFile }, 'the local API key in the data directory is revoked');

  return {
    url,
    localKey: local.key,
    localKeyCreated: local.created,
    localKeyFile,
    logFormat,
    db,
    app,
    log,
    events,
    changes,
    async close() {
      // First stop taking requests and let those in flight finish (bounded), then the rest, the store last.
      await closeGracefully(app);
      await demoWire?.stop();
      await poller?.stop();
      await maintenance.stop();
      await fetchContent?.close();
      companies.close();
      await webhooks.runtime.close();
      await limiter.close();
      await aux.close();
      await transport.close();
      await retention.stop();
      await db.close();
      removeServiceLock(config.dataDir);
    },
  };
}
