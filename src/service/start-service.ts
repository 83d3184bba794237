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
import { startStoryGrouping } from './feed/story-grouping';
import type { ChangeWakeups } from './events/change-wakeups';
import type { ArticleEventBus } from './events/article-events';
import { createFetchContent } from './ingest/pipeline/fetch-content';
import { createPoller } from './ingest/poller/poller';
import { openLiveTransport } from './events/live-transport';
import { loadDefaultCatalog } from './sources/load-catalog';
import { LOG_REDACTION } from './log-redaction';
import { closeGracefully } from './graceful-close';
import { createLifecycle, openWithin, type Lifecycle } from './util/lifecycle';
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
  /** Closes what the start opened, last opened first; rejects, after every close ran, naming those that failed. */
  close(): Promise<void>;
}

async function openRedisLimiter(
  db: Db,
  redisUrl: string,
  prefix: string | undefined,
  log: Logger,
): Promise<Limiter> {
  const redis = await import('./auth/redis-limiter');
  const limiterLog = log.child({ component: 'limiter' });
  return redis.createRedisLimiter(db, redisUrl, {
    prefix: prefix ?? (await redis.defaultRedisPrefix(db)),
    log: limiterLog,
    onFlushError: (err) => limiterLog.warn({ err }, 'writing usage failed; it is kept for the next write'),
  });
}

export async function startService(config: ServiceConfig = loadConfig()): Promise<RunningService> {
  const logFormat = resolveLogFormat(config.logFormat, process.stdout.isTTY === true);
  const log = pino(
    { level: config.logLevel, base: { service: 'newsroom' }, ...LOG_REDACTION },
    logDestination({ format: logFormat }),
  );
  const lifecycle = createLifecycle((resource, err) => log.error({ err, resource }, 'closing failed'));
  // A start that fails half-way releases what it opened (the store above all) before it reports.
  return openWithin(lifecycle, () => openService(config, log, logFormat, lifecycle));
}

/**
 * Opens the resources in the order they depend on each other, each registering its close as it opens; the
 * HTTP server opens last, so at shutdown it stops taking requests first and the store closes last.
 */
async function openService(
  config: ServiceConfig,
  log: Logger,
  logFormat: RunningService['logFormat'],
  lifecycle: Lifecycle,
): Promise<RunningService> {
  const plans = loadPlans(config.plansFile);
  // The lock tells the CLI that a service holds the store: it goes only once the store is closed.
  let lockWritten = false;
  lifecycle.add('service lock', () => {
    if (lockWritten) removeServiceLock(config.dataDir);
  });
  const db = await openDb({ ...config, queueLimit: config.pgliteMaxQueue });
  lifecycle.add('store', () => db.close());
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
  lifecycle.add('company catalog', () => companies.close());
  // Article events and live signals reach every instance on a PostgreSQL server, this process on PGlite.
  const transport = await openLiveTransport(db, config.databaseUrl, (err) =>
    log.warn({ err }, 'article events or live signals failed'),
  );
  lifecycle.add('live transport', () => transport.close());
  const { events, changes } = transport;

  const retention = startChangeRetention({
    db,
    retention: config.changesRetention,
    onError: (err) => log.warn({ err }, 'change-log retention sweep failed'),
  });
  lifecycle.add('change retention', () => retention.stop());
  const stories = startStoryGrouping({
    db,
    wakeups: changes,
    windowHours: config.storyWindowHours,
    onError: (err) => log.warn({ err }, 'story grouping failed'),
  });
  lifecycle.add('story grouping', () => stories.stop());

  const aux = await openAuxPools(db, config.databaseUrl);
  lifecycle.add('auxiliary pools', () => aux.close());
  // ioredis is loaded only when used: a third of a second of every start otherwise.
  const limiter: Limiter = config.redisUrl
    ? await openRedisLimiter(aux.limiterDb, config.redisUrl, config.redisPrefix, log)
    : createPgLimiter(aux.limiterDb, {
        onFlushError: (err) =>
          log.warn({ err, component: 'limiter' }, 'writing usage failed; it is kept for the next write'),
      });
  lifecycle.add('limiter', () => limiter.close());
  const keys = createKeyResolver(db, plans);
  const adminToken = ensureAdminToken(config.dataDir);
  const restDeps = createRestDeps(db, { limiter, walkDb: aux.walkDb, plainDb: aux.plainDb });
  const webhooks = await openWebhooks({
    db,
    plans,
    articles: restDeps.articles,
    log,
    policy: config.webhooks,
    wakeups: changes,
    storyWindowHours: config.storyWindowHours,
  });
  lifecycle.add('webhooks', () => webhooks.runtime.close());

  const access = { allowPrivateHosts: config.fetchPrivateHosts };
  const fetchContent = config.poll ? createFetchContent(access) : undefined;
  if (fetchContent) lifecycle.add('content fetcher', () => fetchContent.close());
  // Created now, started once the service listens.
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
  if (poller) lifecycle.add('poller', () => poller.stop());
  // PGlite has no autovacuum, and a server's lags bulk writes: the service keeps its statistics itself.
  const maintenance = startMaintenanceTimer(db, {
    onMaintained: (result) => log.info(result, 'store statistics refreshed'),
    onError: (err) => log.warn({ err }, 'store maintenance failed'),
  });
  lifecycle.add('store maintenance', () => maintenance.stop());
  const demoWire =
    config.demo && config.demoLiveSeconds > 0
      ? startDemoWire({ db, events, companies, intervalMs: config.demoLiveSeconds * 1000, log })
      : undefined;
  if (demoWire) lifecycle.add('demo wire', () => demoWire.stop());

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
  // First to close: no new requests, those in flight finish (bounded), live sockets get their close codes.
  lifecycle.add('http', () => closeGracefully(app));
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
  lockWritten = true;
  log.info(
    { url, engine: db.engine, docs: `${url}/docs`, mcp: `${config.publicUrl ?? url}/mcp` },
    'newsroom service listening',
  );
  poller?.start();
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
    close: () => lifecycle.closeAll(),
  };
}
