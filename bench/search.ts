/**
 * @module `npm run bench:search -- --articles N [--database-url URL] [--requests R] [--concurrency C]`:
 * loads a corpus, runs a fixed mix of query shapes through HTTP on loopback, prints p50/p95/p99 per
 * shape next to the raw SQL time of the same query, the mix throughput at concurrency C, and appends
 * the table to bench/RESULTS.md.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRestDeps } from '../src/service/create-rest-deps';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import type { PlanTable } from '../src/service/config/plans';
import { parseQuery } from '../src/query/parse';
import { createArticleSearch } from '../src/service/search/article-search';
import { toSearchRequest, type SearchParamsInput } from '../src/service/search/search-request';
import type { Db } from '../src/service/store/db';
import { openAuxPools } from '../src/service/aux-pools';
import { createApiKey } from '../src/service/store/keys-repo';
import { migrate } from '../src/service/store/migrate';
import { openPgDb } from '../src/service/store/pg-db';
import { openPgliteDb } from '../src/service/store/pglite-db';
import { createJsonPoster } from './http-post';
import { ensureBenchCorpus, OLD_TERM, RARE_TERM } from './bench-corpus';
import { appendResults, markdownTable, percentile } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '16' },
    'throughput-seconds': { type: 'string', default: '10' },
  },
});
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

function schemaUrl(url: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}options=${encodeURIComponent(`-c search_path=bench_${ARTICLES}`)}`;
}

async function openBenchDb(): Promise<Db> {
  const url = args['database-url'];
  if (url) {
    const schema = `bench_${ARTICLES}`;
    const admin = await openPgDb({ url });
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.close();
    const sep = url.includes('?') ? '&' : '?';
    return openPgDb({
      url: `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      maxConnections: CONCURRENCY + 4,
    });
  }
  const dir = path.join(fileURLToPath(new URL('.', import.meta.url)), '.data', `pglite-${ARTICLES}`);
  return openPgliteDb(dir);
}

interface Shape {
  name: string;
  body: SearchParamsInput & { query?: string };
}

async function pickValues(db: Db) {
  const lexemes = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat('SELECT search FROM articles WHERE id % 50 = 0 AND language = ''en''')
     WHERE length(word) > 4 ORDER BY ndoc DESC LIMIT 40`,
  );
  const tickers = await db.query<{ t: string; n: number }>(
    `SELECT t, count(*)::int AS n FROM (SELECT unnest(tickers) AS t FROM articles WHERE id % 10 = 0) x
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

function shapes(v: Awaited<ReturnType<typeof pickValues>>): Shape[] {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
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

async function timeIt(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

const ms = (x: number) => x.toFixed(2);

async function main() {
  const engine = args['database-url'] ? 'PostgreSQL' : 'PGlite';
  log(`bench:search — ${engine}, ${ARTICLES.toLocaleString('en')} articles`);
  const db = await openBenchDb();
  await migrate(db);
  const loadSeconds = await ensureBenchCorpus(db, ARTICLES, log);
  if (loadSeconds > 0) log(`  corpus loaded in ${loadSeconds.toFixed(1)} s`);
  const { key, record } = await createApiKey(db, { name: 'bench', plan: 'bench' });
  // As in production (start-service.ts): limits and index walks on their own pools.
  const aux = await openAuxPools(db, args['database-url'] ? schemaUrl(args['database-url']) : undefined);
  const app = await buildApp({
    db,
    plans: BENCH_PLANS,
    keys: createKeyResolver(db, BENCH_PLANS),
    limiter: createPgLimiter(aux.limiterDb),
    version: 'bench',
    logger: false,
    rest: createRestDeps(db, { walkDb: aux.walkDb }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const poster = createJsonPoster(base, { 'x-api-key': key }, 4);
  const post = async (body: unknown) => {
    const res = await poster.post('/v2/articles', body);
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text}`);
    return JSON.parse(res.text) as unknown;
  };

  const values = await pickValues(db);
  const mix = shapes(values);
  const rows: (string | number)[][] = [];
  for (const shape of mix) {
    const parsed = parseQuery(shape.body.query ?? '');
    const req = toSearchRequest(shape.body, parsed.ok ? parsed.ast : null, record.id);
    const search = createArticleSearch(db, { walkDb: aux.walkDb });
    const sql = await timeIt(() => search.searchPage(req), REQUESTS);
    const http = await timeIt(() => post(shape.body), REQUESTS);
    const hits = ((await post(shape.body)) as { articles: unknown[] }).articles.length;
    const row = [
      shape.name,
      hits,
      ms(percentile(http, 50)),
      ms(percentile(http, 95)),
      ms(percentile(http, 99)),
      ms(percentile(sql, 50)),
      ms(percentile(sql, 99)),
      (percentile(http, 50) / percentile(sql, 50)).toFixed(2),
    ];
    rows.push(row);
    log(`  ${row.join('  ')}`);
  }

  const seconds = Number(args['throughput-seconds']);
  const load = await runLoadClient({
    url: base,
    key,
    bodies: mix.map((m) => m.body),
    concurrency: CONCURRENCY,
    seconds,
  });
  if (load.errors > 0) log(`  ${load.errors} requests failed during the throughput run`);
  const done = load.requests;
  const rps = done / load.seconds;
  const header = [
    'shape',
    'rows',
    'HTTP p50 ms',
    'HTTP p95 ms',
    'HTTP p99 ms',
    'SQL p50 ms',
    'SQL p99 ms',
    'HTTP/SQL p50',
  ];
  const table = markdownTable(header, rows);
  const summary = `Whole mix at concurrency ${CONCURRENCY} for ${seconds} s from a separate client process: **${rps.toFixed(0)} requests/s** (one service process).`;
  log(`\n${table}\n\n${summary}`);
  appendResults(
    `bench:search — ${engine}, ${ARTICLES.toLocaleString('en')} articles`,
    `${REQUESTS} timed requests per shape after 3 warm-up, sequential; SQL = the same page query run directly on the store.\n\n${table}\n\n${summary}`,
  );
  poster.close();
  await app.close();
  await aux.close();
  await db.close();
}

await main();
