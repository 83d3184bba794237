/**
 * @module `npm run bench:changes -- [--articles N] [--calls C] [--health-concurrency H] [--seconds S]
 * [--database-url URL]`: the change feed over a whole change log. On the embedded store: the demo corpus (N
 * articles, loaded once as the service loads it, into bench/.data/changes-N). With `--database-url`: bench:search's
 * PostgreSQL corpus of N articles (schema bench_N, loaded once, its rare marker term), whose creations and
 * revisions are the change log. Measures (1) a rare-term page over the whole log — GET /v2/changes through HTTP
 * on loopback and the store call alone — and (2) /healthz at concurrency H while C such calls run back to back,
 * from a client in another process. Targets: the page ≤ 100 ms on the embedded store, ≤ 50 ms on PostgreSQL
 * (issue 33); /healthz under 200 ms meanwhile. Prints the table and appends it to bench/RESULTS.md.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import { loadDemoCorpusOnce } from '../src/service/bootstrap/demo-loader';
import { FEED_SPAN, readChangeFeed } from '../src/service/feed/change-feed';
import { changeLogHead } from '../src/service/store/change-log';
import { loadPlans, type Plan } from '../src/service/config/plans';
import { createRestDeps } from '../src/service/create-rest-deps';
import { parseQuery } from '../src/query/parse';
import { toSearchRequest } from '../src/service/search/search-request';
import { boundQueue } from '../src/service/store/bounded-queue';
import { maintainArticles } from '../src/service/store/maintenance';
import { createApiKey } from '../src/service/store/keys-repo';
import { migrate } from '../src/service/store/migrate';
import { openPgliteDb } from '../src/service/store/pglite-db';
import type { Db } from '../src/service/store/db';
import { ensureBenchCorpus, RARE_TERM } from './bench-corpus';
import { openBenchStore } from './export-app';
import type { ChangesLoadPlan, ChangesLoadReport } from './changes/load';
import { appendResults, markdownTable, percentile } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '20000' },
    calls: { type: 'string', default: '10' },
    'health-concurrency': { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const DATABASE_URL = args['database-url'];
/**
 * On the 1M corpus the change log keeps its last 1,000,000 changes (retention), which hold the marker articles'
 * revisions but no longer their creations: the rare term is read with revisions there.
 */
const INCLUDE_UPDATES = DATABASE_URL !== undefined;
const UPDATES_PARAM = INCLUDE_UPDATES ? '&includeUpdates=true' : '';
const ARTICLES = Number(args.articles);
const CALLS = Number(args.calls);
const HEALTH_CONCURRENCY = Number(args['health-concurrency']);
const SECONDS = Number(args.seconds);
const REPEAT = Number(args.repeat);
/** The service's default bound on the embedded store's queue (NEWSROOM_PGLITE_MAX_QUEUE). */
const QUEUE_LIMIT = 128;
const PAGE_TARGET_MS = DATABASE_URL ? 50 : 100;
const HEALTH_TARGET_MS = 200;
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => value.toFixed(1);

function runLoad(plan: ChangesLoadPlan): Promise<ChangesLoadReport> {
  const script = path.join(BENCH_DIR, 'changes', 'load.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, JSON.stringify(plan)], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as ChangesLoadReport),
    );
  });
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
};

/** bench:search's PostgreSQL corpus of the same size (its schema), or the embedded store with the demo corpus. */
async function openStore(): Promise<Db> {
  if (DATABASE_URL) {
    const { db: pg } = await openBenchStore(ARTICLES, DATABASE_URL);
    await migrate(pg);
    const seconds = await ensureBenchCorpus(pg, ARTICLES, log);
    if (seconds > 0) log(`bench corpus loaded in ${seconds.toFixed(0)} s`);
    return pg;
  }
  const embedded = await openPgliteDb(path.join(BENCH_DIR, '.data', `changes-${ARTICLES}`, 'pglite'));
  await migrate(embedded);
  const loadStarted = Date.now();
  const loaded = await loadDemoCorpusOnce(embedded, { count: ARTICLES });
  if (loaded.loaded) log(`demo corpus loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`);
  // What the service does after the demo load (and its timer later): the planner's statistics, the GIN lists.
  await maintainArticles(embedded);
  return embedded;
}
const store = await openStore();
const head = await changeLogHead(store);
const changes = head.latest - head.prunedThrough;

/** A word of one to three demo articles: a lexeme the analyser keeps as it is, found by the feed itself. */
async function rareTerm(): Promise<{ term: string; matches: number; hasMore: boolean }> {
  // ts_stat reads every article: fine for the demo corpus, minutes at 1M, where the corpus has its own marker.
  const rows = DATABASE_URL
    ? [{ word: RARE_TERM }]
    : await store.query<{ word: string }>(
        `SELECT word FROM ts_stat('SELECT search FROM articles WHERE language = ''en''')
          WHERE ndoc BETWEEN 1 AND 3 AND word ~ '^[a-z]{7,}$' ORDER BY word LIMIT 50`,
      );
  for (const { word } of rows) {
    const parsed = parseQuery(word);
    if (!parsed.ok) continue;
    const page = await readChangeFeed(store, {
      filter: {
        request: toSearchRequest({ sources: ['*'] }, parsed.ast, 0),
        includeUpdates: INCLUDE_UPDATES,
        removals: true,
      },
      after: head.prunedThrough,
      limit: 100,
    });
    // A page looks through FEED_SPAN changes at most: on a longer log the first page has hasMore, and the reader
    // walks on with nextCursor (measured below as the whole-log walk).
    if (page.ok && (changes > FEED_SPAN || (page.entries.length > 0 && !page.hasMore)))
      return { term: word, matches: page.entries.length, hasMore: page.hasMore };
  }
  throw new Error('no rare term found in the corpus');
}
const rare = await rareTerm();

const plans = loadPlans();
plans.bench = { ...(plans.enterprise as Plan), monthlyQuota: null, burst: null };
const { key } = await createApiKey(store, { name: 'bench-changes', plan: 'bench' });
// As the service serves the embedded store: behind the bound on its queue (a server has its pool instead).
const db = DATABASE_URL ? store : boundQueue(store, QUEUE_LIMIT);
const limiter = createPgLimiter(db);
const app = await buildApp({
  db,
  plans,
  keys: createKeyResolver(db, plans),
  limiter,
  version: 'bench',
  logger: false,
  rest: createRestDeps(db, { limiter }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;
const changesPath = `/v2/changes?sources=*&after=${head.prunedThrough}&limit=100&query=${rare.term}${UPDATES_PARAM}`;

// Warm-up: the first calls read the store's pages and the planner's statistics into memory.
for (let i = 0; i < 3; i += 1)
  await (await fetch(`${base}${changesPath}`, { headers: { 'x-api-key': key } })).arrayBuffer();
const httpTimes: number[] = [];
const storeTimes: number[] = [];
for (let i = 0; i < REPEAT; i += 1) {
  let started = performance.now();
  const res = await fetch(`${base}${changesPath}`, { headers: { 'x-api-key': key } });
  const body = (await res.json()) as { changes: unknown[]; hasMore: boolean };
  httpTimes.push(performance.now() - started);
  if (res.status !== 200 || body.changes.length !== rare.matches || body.hasMore !== rare.hasMore)
    throw new Error(`unexpected page: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  started = performance.now();
  const parsed = parseQuery(rare.term);
  await readChangeFeed(store, {
    filter: {
      request: toSearchRequest({ sources: ['*'] }, parsed.ok ? parsed.ast : null, 0),
      includeUpdates: INCLUDE_UPDATES,
      removals: true,
    },
    after: head.prunedThrough,
    limit: 100,
  });
  storeTimes.push(performance.now() - started);
}
const idleHealth: number[] = [];
for (let i = 0; i < REPEAT; i += 1) {
  const started = performance.now();
  await (await fetch(`${base}/healthz`)).arrayBuffer();
  idleHealth.push(performance.now() - started);
}
/** The whole log for the rare term, page after page through nextCursor, as a reader catching up does. */
async function walkWholeLog(): Promise<{ ms: number; pages: number; matches: number }> {
  const started = performance.now();
  let after = head.prunedThrough;
  let pages = 0;
  let matches = 0;
  for (;;) {
    const res = await fetch(
      `${base}/v2/changes?sources=*&after=${after}&limit=100&query=${rare.term}${UPDATES_PARAM}`,
      {
        headers: { 'x-api-key': key },
      },
    );
    const body = (await res.json()) as { changes: unknown[]; hasMore: boolean; nextCursor: number };
    if (res.status !== 200) throw new Error(`unexpected page: ${res.status}`);
    pages += 1;
    matches += body.changes.length;
    if (!body.hasMore) break;
    after = body.nextCursor;
  }
  return { ms: performance.now() - started, pages, matches };
}
const walks = rare.hasMore ? [await walkWholeLog(), await walkWholeLog(), await walkWholeLog()] : [];
const loadReport = await runLoad({
  base,
  key,
  changesPath,
  changeWorkers: CALLS,
  healthWorkers: HEALTH_CONCURRENCY,
  seconds: SECONDS,
});
await app.close();
await store.close();

const page = summary(httpTimes);
const inStore = summary(storeTimes);
const underLoad = summary(loadReport.changes);
const health = summary(loadReport.health);
const idle = summary(idleHealth);
const table = markdownTable(
  ['measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'target', 'met'],
  [
    [
      'rare-term page, HTTP (one at a time)',
      page.n,
      ms(page.p50),
      ms(page.p95),
      ms(page.max),
      `≤ ${PAGE_TARGET_MS}`,
      page.p50 <= PAGE_TARGET_MS ? 'yes' : 'no',
    ],
    [
      'rare-term page, store call alone',
      inStore.n,
      ms(inStore.p50),
      ms(inStore.p95),
      ms(inStore.max),
      '',
      '',
    ],
    ['/healthz, idle', idle.n, ms(idle.p50), ms(idle.p95), ms(idle.max), '', ''],
    [
      `rare-term page, ${CALLS} at once`,
      underLoad.n,
      ms(underLoad.p50),
      ms(underLoad.p95),
      ms(underLoad.max),
      '',
      '',
    ],
    [
      `/healthz at concurrency ${HEALTH_CONCURRENCY} meanwhile`,
      health.n,
      ms(health.p50),
      ms(health.p95),
      ms(health.max),
      `< ${HEALTH_TARGET_MS}`,
      health.max < HEALTH_TARGET_MS ? 'yes' : 'no',
    ],
  ],
);
const body = [
  `Command: \`npm run bench:changes -- --articles ${ARTICLES} --calls ${CALLS} --health-concurrency ${HEALTH_CONCURRENCY} --seconds ${SECONDS} --repeat ${REPEAT}${DATABASE_URL ? ' --database-url <url>' : ''}\``,
  '',
  (DATABASE_URL
    ? `PostgreSQL with bench:search's corpus of ${ARTICLES} articles (schema bench_${ARTICLES})`
    : `Embedded store (PGlite) with the demo corpus of ${ARTICLES} articles`) +
    `: ${changes} changes in the log. Rare term ` +
    (INCLUDE_UPDATES ? '(creations and revisions) ' : '') +
    `\`${rare.term}\` (${rare.matches} matching change${rare.matches === 1 ? '' : 's'}); ` +
    (rare.hasMore
      ? `each page looks through the first ${FEED_SPAN.toLocaleString('en')} changes of the log (a call's span; ` +
        `hasMore true); the whole log for the term, page after page through nextCursor, took ` +
        `${walks.map((w) => `${w.ms.toFixed(0)} ms`).join(', ')} in ${walks[0]?.pages ?? 0} pages (${walks[0]?.matches ?? 0} matches). `
      : `each page covers the whole log (\`after=${head.prunedThrough}\`, hasMore false). `) +
    `Load client in another process; errors: ${loadReport.errors}. ` +
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min).`,
  '',
  table,
].join('\n');
log(body);
appendResults('bench:changes (change feed filtered in the store; /healthz meanwhile)', body);
