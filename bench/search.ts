/**
 * @module `npm run bench:search -- --articles N [--database-url URL] [--requests R] [--concurrency C]
 * [--load ingest]`: loads a corpus, runs a fixed mix of query shapes through HTTP on loopback, prints
 * p50/p95/p99 per shape next to the raw SQL time of the same query, the mix throughput at concurrency C, and
 * appends the table to bench/RESULTS.md. `--load ingest` loads the real headlines of ../shared/data through
 * `npm run ingest` instead (bench/import) and measures the store as the import leaves it, with no manual
 * maintenance, then the same shapes again after a manual VACUUM ANALYZE in the same run. `--via service` runs
 * the service (a child process on the same data directory or database) during the import, so the CLI sends
 * its batches to the service's admin API, as it does when an operator imports into a running service.
 * `--serve process` (the default with `--via service`; PostgreSQL only) measures the service as `npm start` runs
 * it — its own process on the same database, limits and metering on (a plan whose burst and quota the bench never
 * reaches, so every request still runs the limiter), request logging on — instead of an app in the bench's process.
 * On PostgreSQL each shape also reports the CPU per request of PostgreSQL's processes and, with a service process,
 * of the service (from /proc, 10 ms ticks over all the shape's requests).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRestDeps } from '../src/service/create-rest-deps';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import { loadPlans, type Plan, type PlanTable } from '../src/service/config/plans';
import { parseQuery } from '../src/query/parse';
import { createArticleSearch } from '../src/service/search/article-search';
import { toSearchRequest, type SearchParamsInput } from '../src/service/search/search-request';
import type { Db, Queryable, SqlValue } from '../src/service/store/db';
import { openAuxPools, type AuxPools } from '../src/service/aux-pools';
import { createApiKey } from '../src/service/store/keys-repo';
import { migrate } from '../src/service/store/migrate';
import { openPgDb } from '../src/service/store/pg-db';
import { openPgliteDb } from '../src/service/store/pglite-db';
import { DEMO_SOURCES } from '../src/service/demo/generate-corpus';
import { upsertSource } from '../src/service/store/sources-repo';
import { createJsonPoster } from './http-post';
import { ensureBenchCorpus, ensureRevisedShare, OLD_TERM, RARE_TERM } from './bench-corpus';
import { writeImportFile, type ImportFile } from './import/import-file';
import { runIngestCli, type IngestRun } from './import/run-ingest';
import { groupedThrough } from '../src/service/store/stories-repo';
import { latestCursor } from '../src/service/store/change-log';
import { hasNewsData } from './ingest/news-articles';
import { appendResults, markdownTable, percentile } from './results-file';
import { serviceProcesses, type ServiceProcesses } from '../src/service/testing/service-process';
import { pidCpuMs, postgresCpuMeter } from './process-cpu';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '16' },
    'throughput-seconds': { type: 'string', default: '10' },
    load: { type: 'string', default: 'bulk' },
    /** With `--load ingest`: `store` (the CLI writes to the store) or `service` (through a running service). */
    via: { type: 'string', default: 'store' },
    batch: { type: 'string', default: '500' },
    /** The share of the bulk corpus revised once through the write path before measuring (asOf's cost). */
    revised: { type: 'string', default: '0.1' },
    /** `in-process` (an app in the bench's process) or `process` (the service as `npm start` runs it). */
    serve: { type: 'string' },
  },
});
const VIA_INGEST = args.load === 'ingest';
const VIA_SERVICE = VIA_INGEST && args.via === 'service';
const SERVE_PROCESS =
  (args.serve ?? (VIA_SERVICE && args['database-url'] ? 'process' : 'in-process')) === 'process';
if (SERVE_PROCESS && !args['database-url']) {
  // The bench reads the store itself (SQL timings, plans) while the service runs: PGlite admits one process.
  throw new Error('--serve process needs --database-url (the embedded store admits one process)');
}
const ARTICLES = Number(args.articles);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const log = (line: string) => process.stdout.write(`${line}\n`);

const BENCH_PLANS: PlanTable = {
  bench: {
    monthlyQuota: null,
    burst: null,
    capabilities: { content: true, entities: true, websocket: true, webhooks: true },
    websocketConnections: 100,
    webhooks: 100,
  },
};

const SCHEMA = VIA_INGEST ? `bench_ingest_${ARTICLES}` : `bench_${ARTICLES}`;
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const INGEST_DIR = path.join(BENCH_DIR, '.data', `ingest-${ARTICLES}`);

function schemaUrl(url: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;
}

async function openBenchDb(fresh = false): Promise<Db> {
  const url = args['database-url'];
  if (url) {
    const admin = await openPgDb({ url });
    if (fresh) await admin.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    await admin.close();
    return openPgDb({ url: schemaUrl(url), maxConnections: CONCURRENCY + 4 });
  }
  if (VIA_INGEST) return openPgliteDb(path.join(INGEST_DIR, 'pglite'));
  return openPgliteDb(path.join(BENCH_DIR, '.data', `pglite-${ARTICLES}`));
}

/**
 * A fresh store loaded by `npm run ingest` as an operator would: the demo publishers are default sources (as
 * `npm start` makes them) so that generated fill articles are searched; the real ones keep the catalog's say.
 */
function directoryBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory()
        ? directoryBytes(path.join(dir, entry.name))
        : statSync(path.join(dir, entry.name)).size),
    0,
  );
}

/** The store's size after the import: PGlite's data directory (WAL included), or the schema's relations. */
async function storeSize(db: Db): Promise<string> {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  if (!args['database-url']) {
    const dir = path.join(INGEST_DIR, 'pglite');
    return `PGlite data directory ${mb(directoryBytes(dir))} (of which WAL ${mb(directoryBytes(path.join(dir, 'pg_wal')))})`;
  }
  const [row] = await db.query<{ bytes: number | string }>(
    `SELECT sum(pg_total_relation_size(c.oid))::float8 AS bytes FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
  );
  return `PostgreSQL schema ${mb(Number(row?.bytes ?? 0))} (tables with their indexes and TOAST)`;
}

interface IngestLoad {
  file: ImportFile;
  run: IngestRun;
  /** Seconds the running service took after the CLI finished to group every article (PostgreSQL only). */
  groupingLag: number | null;
}

async function loadThroughIngest(): Promise<IngestLoad> {
  const url = args['database-url'];
  rmSync(INGEST_DIR, { recursive: true, force: true });
  mkdirSync(INGEST_DIR, { recursive: true });
  const db = await openBenchDb(true);
  await migrate(db);
  for (const s of DEMO_SOURCES)
    await upsertSource(db, {
      domain: s.domain,
      isDefault: s.isDefaultSource,
      originCountry: s.originCountry,
    });
  await db.close();
  const file = path.join(INGEST_DIR, 'import.jsonl');
  const written = writeImportFile(file, ARTICLES, 'www.cnbc.com');
  log(`  import file: ${written.real} real, ${written.generated} generated, ${written.markers} markers`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    NEWSROOM_DATA_DIR: INGEST_DIR,
    ...(url ? { DATABASE_URL: schemaUrl(url) } : {}),
  };
  const service = VIA_SERVICE
    ? serviceProcesses(INGEST_DIR, {
        ...env,
        PORT: '0',
        NEWSROOM_DEMO: '0',
        NEWSROOM_POLL: '0',
        LOG_LEVEL: 'warn',
      })
    : null;
  if (service) log(`  service started at ${await service.start()}`);
  let groupingLag: number | null = null;
  const run = await runIngestCli(file, env, Number(args.batch))
    .then(async (done) => {
      if (service && url) groupingLag = await secondsUntilGrouped();
      return done;
    })
    .finally(() => service?.stopAll());
  rmSync(file, { force: true });
  log(
    `  ${run.summary} — ${run.wallSeconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} CPU-s of the CLI`,
  );
  return { file: written, run, groupingLag };
}

/**
 * Seconds from now until the running service has grouped every change written so far into stories (it groups
 * just after each write, in the background), so the search is measured in steady state, not over a backlog.
 */
async function secondsUntilGrouped(): Promise<number> {
  const db = await openBenchDb();
  const started = performance.now();
  try {
    for (;;) {
      if ((await groupedThrough(db)) >= (await latestCursor(db))) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.close();
  }
}

interface Shape {
  name: string;
  body: SearchParamsInput & { query?: string };
}

/**
 * The shapes' words and tickers, sampled from articles the revised share leaves alone (it revises id % N = 0):
 * sampled from revised ones, the common term was the word the revisions add ("updat"), ten times rarer as of
 * before them, so the asOf shapes compared unlike searches.
 */
async function pickValues(db: Db) {
  const lexemes = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat('SELECT search FROM articles WHERE id % 50 = 1 AND language = ''en''')
     WHERE length(word) > 4 ORDER BY ndoc DESC LIMIT 40`,
  );
  const tickers = await db.query<{ t: string; n: number }>(
    `SELECT t, count(*)::int AS n FROM (SELECT unnest(tickers) AS t FROM articles WHERE id % 10 = 1) x
     GROUP BY t HAVING count(*) >= 2 ORDER BY n DESC`,
  );
  const word = (i: number) => lexemes[i]?.word ?? 'market';
  return {
    common: word(0),
    second: word(12),
    commonTicker: tickers[0]?.t ?? 'AAPL',
    otherTicker: tickers[1]?.t ?? 'MSFT',
    rareTicker: tickers[tickers.length - 1]?.t ?? 'SAP',
  };
}

function shapes(v: Awaited<ReturnType<typeof pickValues>>, asOfInstant: Date | null): Shape[] {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const asOf = (asOfInstant ?? new Date()).toISOString();
  return [
    { name: `common term (${v.common})`, body: { query: v.common } },
    { name: `rare term (${RARE_TERM})`, body: { query: RARE_TERM } },
    { name: `two-term AND (${v.common} ${v.second})`, body: { query: `${v.common} AND ${v.second}` } },
    {
      name: `OR of two tickers (${v.commonTicker}, ${v.otherTicker})`,
      body: { query: `ticker:${v.commonTicker} OR ticker:${v.otherTicker}` },
    },
    { name: 'phrase', body: { query: `"${RARE_TERM} issuance"` } },
    {
      name: 'query + language + date range',
      body: { query: v.common, language: 'en', from: day(30), to: day(10) },
    },
    { name: `common ticker only (${v.commonTicker})`, body: { tickers: [v.commonTicker] } },
    { name: `rare ticker only (${v.rareTicker})`, body: { tickers: [v.rareTicker] } },
    { name: 'no query', body: {} },
    { name: `page 50 of a common term`, body: { query: v.common, page: 50, pageSize: 20 } },
    { name: `term whose matches are all old (${OLD_TERM})`, body: { query: OLD_TERM } },
    // asOf (issue 31): the same searches as the store stood before the revised share was revised (with the bulk
    // load; else when the shapes were made); the cost over the shape without it is the point-in-time read
    // (versions later than asOf, and the ones current then).
    { name: `asOf: common term (${v.common})`, body: { query: v.common, asOf } },
    { name: `asOf: rare term (${RARE_TERM})`, body: { query: RARE_TERM, asOf } },
    { name: `asOf: common ticker only (${v.commonTicker})`, body: { tickers: [v.commonTicker], asOf } },
    { name: 'asOf: no query', body: { asOf } },
  ];
}

function runLoadClient(plan: object): Promise<{ requests: number; errors: number; seconds: number }> {
  const script = fileURLToPath(new URL('./load-client.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, JSON.stringify(plan)], (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as { requests: number; errors: number; seconds: number });
    });
  });
}

/** Warm-up requests per shape before timing: the first shapes measured would otherwise pay for JIT warm-up. */
const WARM_UP = 10;

async function timeIt(fn: () => Promise<unknown>, n: number, afterWarmUp?: () => void): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i += 1) await fn();
  afterWarmUp?.();
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

/** Two decimals; "—" for a figure this run does not have (the service's own time of a service process). */
const ms = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(2));
const ratio = (a: number, b: number) => ms(a / b);

interface ShapeTimes {
  name: string;
  hits: number;
  http: number[];
  /** The service's own time per request (Fastify's reply.elapsedTime: request received → response sent). */
  server: number[];
  sql: number[];
  /** CPU milliseconds per timed HTTP request of PostgreSQL's processes (PostgreSQL only) and of the service's. */
  cpu: { postgres: number | null; service: number | null };
  /** The executed page query's plan: node types, and buffers it touched (work, independent of machine load). */
  plan: { nodes: string; buffers: number };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodeNames = (n: PlanNode): string[] => [
  `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''}`,
  ...(n.Plans ?? []).flatMap(nodeNames),
];

/** Records the last page query a search ran and on which connection, so that it can be explained. */
function recording(
  conn: Queryable,
  into: { last?: { conn: Queryable; sql: string; values: readonly SqlValue[] } },
) {
  return {
    ...conn,
    query<T>(sql: string, values: readonly SqlValue[] = []): Promise<T[]> {
      if (sql.startsWith('SELECT id, link')) into.last = { conn, sql, values };
      return conn.query<T>(sql, values);
    },
  };
}

async function explainLast(into: { last?: { conn: Queryable; sql: string; values: readonly SqlValue[] } }) {
  if (!into.last) return { nodes: '—', buffers: 0 };
  const { conn, sql, values } = into.last;
  const rows = await conn.query<Record<string, unknown>>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
    values,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]?.Plan;
  if (!plan) return { nodes: '—', buffers: 0 };
  return {
    nodes: nodeNames(plan).join(' > '),
    buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
  };
}

interface BenchApp {
  base: string;
  /** The service's own time of each request answered since the last take (sorted); empty when not known. */
  takeServerTimes(): number[];
  /** The CPU milliseconds the service's process has used, when it has its own. */
  cpuMs?: () => number;
  post(body: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** The service as production wires it (start-service.ts): limits and index walks on their own pools. */
async function serveInProcess(db: Db, aux: AuxPools, key: string): Promise<BenchApp> {
  const limiter = createPgLimiter(aux.limiterDb);
  const app = await buildApp({
    db,
    plans: BENCH_PLANS,
    keys: createKeyResolver(db, BENCH_PLANS),
    limiter,
    version: 'bench',
    logger: false,
    rest: createRestDeps(db, { limiter, walkDb: aux.walkDb, plainDb: aux.plainDb }),
  });
  let serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return benchClient(base, key, {
    takeServerTimes() {
      const taken = serverTimes.sort((a, b) => a - b);
      serverTimes = [];
      return taken;
    },
    stop: () => app.close(),
  });
}

/** Posts searches to the app at `base` as `key`; `stop` ends the app once the client is closed. */
function benchClient(
  base: string,
  key: string,
  parts: Pick<BenchApp, 'takeServerTimes' | 'cpuMs'> & { stop(): Promise<void> },
): BenchApp {
  const poster = createJsonPoster(base, { 'x-api-key': key }, 4);
  return {
    base,
    takeServerTimes: parts.takeServerTimes,
    ...(parts.cpuMs ? { cpuMs: parts.cpuMs } : {}),
    async post(body) {
      const res = await poster.post('/v2/articles', body);
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text}`);
      return JSON.parse(res.text) as unknown;
    },
    async close() {
      poster.close();
      await parts.stop();
    },
  };
}

/** A plan whose limits the bench never reaches, so every request still runs the burst and quota statement. */
const LIMITED_BENCH_PLAN = {
  ...(BENCH_PLANS.bench as Plan),
  monthlyQuota: 2_000_000_000,
  burst: { requests: 1_000_000, seconds: 10 },
};

/** The service as `npm start` runs it: its own process on the bench's schema, limits and request logging on. */
async function serveProcess(key: string): Promise<BenchApp> {
  const url = args['database-url'] as string;
  const dir = path.join(BENCH_DIR, '.data', `serve-${ARTICLES}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const plansFile = path.join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ ...loadPlans(), bench: LIMITED_BENCH_PLAN }));
  const { DATABASE_URL: _ignored, LOG_LEVEL: _level, ...inherited } = process.env;
  const service: ServiceProcesses = serviceProcesses(dir, {
    ...inherited,
    NEWSROOM_DATA_DIR: dir,
    DATABASE_URL: schemaUrl(url),
    NEWSROOM_PLANS_FILE: plansFile,
    PORT: '0',
    NEWSROOM_DEMO: '0',
    NEWSROOM_POLL: '0',
  });
  const base = await service.start();
  const pid = service.children[0]?.pid ?? 0;
  return benchClient(base, key, {
    takeServerTimes: () => [],
    cpuMs: () => pidCpuMs(pid),
    stop: () => service.stopAll(),
  });
}

const serve = (db: Db, aux: AuxPools, key: string): Promise<BenchApp> =>
  SERVE_PROCESS ? serveProcess(key) : serveInProcess(db, aux, key);

async function measureShapes(
  db: Db,
  aux: AuxPools,
  app: BenchApp,
  keyId: number,
  mix: Shape[],
  options: { quiet?: boolean } = {},
): Promise<ShapeTimes[]> {
  const out: ShapeTimes[] = [];
  for (const shape of mix) {
    const parsed = parseQuery(shape.body.query ?? '');
    const req = toSearchRequest(shape.body, parsed.ok ? parsed.ast : null, keyId);
    const search = createArticleSearch(db, { walkDb: aux.walkDb });
    const sql = await timeIt(() => search.searchPage(req), REQUESTS);
    const cpuAtStart = { postgres: postgresCpuMeter(), service: 0 };
    const http = await timeIt(
      () => app.post(shape.body),
      REQUESTS,
      () => {
        app.takeServerTimes();
        cpuAtStart.postgres = postgresCpuMeter();
        cpuAtStart.service = app.cpuMs?.() ?? 0;
      },
    );
    const cpu = {
      postgres: args['database-url'] ? cpuAtStart.postgres.usedMs() / REQUESTS : null,
      service: app.cpuMs ? (app.cpuMs() - cpuAtStart.service) / REQUESTS : null,
    };
    const server = app.takeServerTimes();
    const hits = ((await app.post(shape.body)) as { articles: unknown[] }).articles.length;
    const seen: { last?: { conn: Queryable; sql: string; values: readonly SqlValue[] } } = {};
    const traced = createArticleSearch(recording(db, seen) as Db, {
      walkDb: aux.walkDb && recording(aux.walkDb, seen),
    });
    await traced.searchPage(req);
    out.push({ name: shape.name, hits, http, server, sql, cpu, plan: await explainLast(seen) });
    if (!options.quiet)
      log(
        `  ${shape.name}: HTTP p50 ${ms(percentile(http, 50))} ms, server p50 ${ms(percentile(server, 50))} ms, SQL p50 ${ms(percentile(sql, 50))} ms`,
      );
  }
  return out;
}

function bulkTable(times: ShapeTimes[]): string {
  const header = [
    'shape',
    'rows',
    'HTTP p50 ms',
    'HTTP p95 ms',
    'HTTP p99 ms',
    'server p50 ms',
    'SQL p50 ms',
    'SQL p99 ms',
    'HTTP/server p50',
    'HTTP/SQL p50',
    'PostgreSQL CPU ms/request',
    'service CPU ms/request',
  ];
  const rows = times.map((t) => [
    t.name,
    t.hits,
    ms(percentile(t.http, 50)),
    ms(percentile(t.http, 95)),
    ms(percentile(t.http, 99)),
    ms(percentile(t.server, 50)),
    ms(percentile(t.sql, 50)),
    ms(percentile(t.sql, 99)),
    ratio(percentile(t.http, 50), percentile(t.server, 50)),
    ratio(percentile(t.http, 50), percentile(t.sql, 50)),
    t.cpu.postgres === null ? '—' : ms(t.cpu.postgres),
    t.cpu.service === null ? '—' : ms(t.cpu.service),
  ]);
  return markdownTable(header, rows);
}

/** Each shape as the import left the store, next to the same shape after a manual VACUUM ANALYZE. */
function comparisonTable(
  asImported: ShapeTimes[],
  analysed: ShapeTimes[],
  unanalysed: ShapeTimes[],
): { table: string; worst: number; workWorst: number } {
  let worst = 0;
  let workWorst = 0;
  const rows = asImported.map((t, i) => {
    const a = analysed[i] as ShapeTimes;
    const u = unanalysed[i] as ShapeTimes;
    const httpRatio = percentile(t.http, 50) / percentile(a.http, 50);
    const sqlRatio = percentile(t.sql, 50) / percentile(a.sql, 50);
    worst = Math.max(worst, httpRatio);
    workWorst = Math.max(workWorst, t.plan.buffers / Math.max(1, a.plan.buffers));
    return [
      t.name,
      t.hits,
      ms(percentile(t.http, 50)),
      ms(percentile(t.http, 99)),
      ms(percentile(a.http, 50)),
      httpRatio.toFixed(2),
      ms(percentile(t.sql, 50)),
      ms(percentile(a.sql, 50)),
      sqlRatio.toFixed(2),
      `${t.plan.buffers} / ${a.plan.buffers}`,
      t.plan.nodes === a.plan.nodes ? 'same' : `${t.plan.nodes} → ${a.plan.nodes}`,
      ms(percentile(u.sql, 50)),
      String(u.plan.buffers),
      t.cpu.postgres === null ? '—' : ms(t.cpu.postgres),
      t.cpu.service === null ? '—' : ms(t.cpu.service),
    ];
  });
  const header = [
    'shape',
    'rows',
    'HTTP p50 ms as imported',
    'HTTP p99 ms as imported',
    'HTTP p50 ms after manual ANALYZE',
    'ratio',
    'SQL p50 ms as imported',
    'SQL p50 ms after manual ANALYZE',
    'ratio',
    'buffers as imported / after',
    'page plan',
    'SQL p50 ms never analysed (before)',
    'buffers never analysed',
    'PostgreSQL CPU ms/request as imported',
    'service CPU ms/request as imported',
  ];
  return { table: markdownTable(header, rows), worst, workWorst };
}

async function throughput(app: BenchApp, key: string, mix: Shape[]): Promise<string> {
  const seconds = Number(args['throughput-seconds']);
  const postgresMeter = postgresCpuMeter();
  const serviceAtStart = app.cpuMs?.() ?? 0;
  const load = await runLoadClient({
    url: app.base,
    key,
    bodies: mix.map((m) => m.body),
    concurrency: CONCURRENCY,
    seconds,
  });
  if (load.errors > 0) log(`  ${load.errors} requests failed during the throughput run`);
  const rps = load.requests / load.seconds;
  const perRequest = (cpuMs: number) => ms(cpuMs / Math.max(1, load.requests));
  const where = [
    args['database-url'] ? `PostgreSQL ${perRequest(postgresMeter.usedMs())} ms` : null,
    app.cpuMs ? `the service ${perRequest(app.cpuMs() - serviceAtStart)} ms` : null,
  ].filter((part): part is string => part !== null);
  const service = SERVE_PROCESS
    ? 'one service process as `npm start` runs it: limits, metering and request logging on'
    : 'one service app in the bench process, metering on, request logging off';
  return (
    `Whole mix at concurrency ${CONCURRENCY} for ${seconds} s from a separate client process: **${rps.toFixed(0)} requests/s** (${service}).` +
    (where.length > 0 ? ` CPU per request in the mix: ${where.join(', ')}.` : '')
  );
}

function ingestNote(loaded: IngestLoad, size: string): string {
  const { file, run, groupingLag } = loaded;
  const n = file.lines;
  return (
    `Loaded by \`npm run ingest -- --batch ${args.batch}\` (${
      VIA_SERVICE
        ? 'through the running service: the CLI sent its batches to the admin API'
        : 'the CLI writing to the store itself; no service ran'
    }): ` +
    `${file.real.toLocaleString('en')} real articles of ../shared/data/news, ${file.generated.toLocaleString('en')} ` +
    `generated demo articles, ${file.markers} markers. ${run.summary} ` +
    `${run.wallSeconds.toFixed(1)} s wall (${(n / run.wallSeconds).toFixed(0)} articles/s), ` +
    `${run.cpuSeconds.toFixed(1)} CPU-s of the CLI process (${(n / run.cpuSeconds).toFixed(0)} articles per CPU-s` +
    `${VIA_SERVICE ? "; the service's CPU not counted" : args['database-url'] ? "; the server's CPU not counted" : ', the embedded store included'}), ` +
    `enrichment, process start, migrations and the statistics refresh included. ` +
    (groupingLag === null
      ? ''
      : `The service had grouped every article into stories ${groupingLag.toFixed(1)} s after the CLI finished. `) +
    `Store after the import: ${size}. ` +
    `Load average when the ` +
    `search measurement started: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (shared with other work).`
  );
}

async function main() {
  const engine = args['database-url'] ? 'PostgreSQL' : 'PGlite';
  const title = `bench:search — ${engine}, ${ARTICLES.toLocaleString('en')} articles${VIA_INGEST ? ` loaded through npm run ingest${VIA_SERVICE ? ' into the running service' : ''}` : ''}`;
  log(title);
  if (VIA_INGEST && !hasNewsData()) {
    log(
      '  skipped: the real headlines of ../shared/data/news are not here (see bench/ingest/news-articles.ts)',
    );
    return;
  }
  const loaded = VIA_INGEST ? await loadThroughIngest() : null;
  const db = await openBenchDb();
  await migrate(db);
  const size = loaded ? await storeSize(db) : '';
  if (loaded) log(`  ${size}`);
  let asOfInstant: Date | null = null;
  if (!loaded) {
    const loadSeconds = await ensureBenchCorpus(db, ARTICLES, log);
    if (loadSeconds > 0) log(`  corpus loaded in ${loadSeconds.toFixed(1)} s`);
    asOfInstant = await ensureRevisedShare(db, ARTICLES, Number(args.revised), log);
    if (asOfInstant)
      log(`  ${Number(args.revised) * 100}% revised; asOf shapes at ${asOfInstant.toISOString()}`);
  }
  const { key, record } = await createApiKey(db, { name: 'bench', plan: 'bench' });
  const aux = await openAuxPools(db, args['database-url'] ? schemaUrl(args['database-url']) : undefined);
  const mix = shapes(await pickValues(db), asOfInstant);
  const app = await serve(db, aux, key);
  if (loaded) {
    // The passes compared must be equally warm (JIT, connections, caches): measured twice with no ANALYZE
    // between, the first pass was up to 1.8× slower than the second. An untimed pass first; it leaves the
    // statistics as the import left them.
    log('  untimed warm-up pass over every shape');
    await measureShapes(db, aux, app, record.id, mix, { quiet: true });
  }
  const times = await measureShapes(db, aux, app, record.id, mix);
  const mixLine = await throughput(app, key, mix);
  await app.close();
  const perShape =
    `${REQUESTS} timed requests per shape after ${WARM_UP} warm-up, sequential; server = the service's own time ` +
    `(request received → response sent); SQL = the same page query run directly on the store.` +
    (loaded ? ' Before the first timed pass, one untimed pass over every shape (no ANALYZE).' : '') +
    (asOfInstant
      ? ` ${Number(args.revised) * 100}% of the articles (id % ${Math.round(1 / Number(args.revised))} = 0) revised once` +
        ' through the write path after the load; the asOf shapes ask as of just before those revisions.'
      : '');
  if (!loaded) {
    const table = bulkTable(times);
    log(`\n${table}\n\n${mixLine}`);
    appendResults(title, `${perShape}\n\n${table}\n\n${mixLine}`);
  } else {
    log('  manual VACUUM ANALYZE articles, then the same shapes again');
    await db.exec('VACUUM ANALYZE articles');
    const again = await serve(db, aux, key);
    const analysed = await measureShapes(db, aux, again, record.id, mix);
    await again.close();
    // The state the store was left in before the service kept its statistics: never analysed.
    log('  statistics removed (never analysed, as an import left the store before), the same shapes again');
    await db.exec(
      `UPDATE pg_class SET reltuples = -1, relpages = 0 WHERE oid = 'articles'::regclass;
       DELETE FROM pg_statistic WHERE starelid = 'articles'::regclass`,
    );
    const bare = await serve(db, aux, key);
    const unanalysed = await measureShapes(db, aux, bare, record.id, mix);
    await bare.close();
    await db.exec('ANALYZE articles');
    const { table, worst, workWorst } = comparisonTable(times, analysed, unanalysed);
    const worstP50 = Math.max(...times.map((t) => percentile(t.http, 50)));
    const columns =
      'Buffers: shared blocks hit or read by the executed page query (EXPLAIN (ANALYZE, BUFFERS)), a measure of ' +
      'its work that the machine load does not change; page plan "same": the same plan nodes as imported and ' +
      'after the manual ANALYZE. "Never analysed": pg_class and pg_statistic of articles reset by hand afterwards, ' +
      'the state an import left the store in before the service kept its statistics.';
    const verdict =
      `Worst HTTP p50 ratio as imported / after a manual ANALYZE: **${worst.toFixed(2)}** (target ≤ 1.5); ` +
      `worst ratio of buffers the page query touched: **${workWorst.toFixed(2)}**; ` +
      `worst HTTP p50 as imported: **${ms(worstP50)} ms**. The mix throughput is measured as imported.`;
    log(`\n${table}\n\n${mixLine}\n${verdict}`);
    appendResults(
      title,
      `${ingestNote(loaded, size)}\n\n${perShape} ${columns}\n\n${table}\n\n${mixLine}\n\n${verdict}`,
    );
  }
  await aux.close();
  await db.close();
}

await main();
