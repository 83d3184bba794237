/**
 * @module `npm run bench:export -- --articles N [--database-url URL]`: streams POST /v2/articles/export over
 * loopback from the bench:search corpus (the same store, loaded once and kept) and reports rows per second,
 * bytes, and the process's RSS before and at its peak during each export (the client only counts bytes, so
 * the growth is the service's). Appends the table to bench/RESULTS.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/service/app';
import { openAuxPools } from '../src/service/aux-pools';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import type { PlanTable } from '../src/service/config/plans';
import { createRestDeps } from '../src/service/create-rest-deps';
import type { Db } from '../src/service/store/db';
import { createApiKey } from '../src/service/store/keys-repo';
import { migrate } from '../src/service/store/migrate';
import { openPgDb } from '../src/service/store/pg-db';
import { openPgliteDb } from '../src/service/store/pglite-db';
import { ensureBenchCorpus } from './bench-corpus';
import { readExportStream } from './export-stream';
import { appendResults, markdownTable } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
  },
});
const ARTICLES = Number(args.articles);
const log = (line: string) => process.stdout.write(`${line}\n`);

const PLANS: PlanTable = {
  bench: {
    monthlyQuota: null,
    burst: null,
    capabilities: { content: true, entities: true, websocket: false, webhooks: false },
    websocketConnections: 0,
    webhooks: 0,
  },
};

/** bench:search's store of the same size: its schema on a server, its data directory on PGlite. */
const SCHEMA = `bench_${ARTICLES}`;
const schemaUrl = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;

async function openBenchDb(): Promise<Db> {
  const url = args['database-url'];
  if (!url) {
    return openPgliteDb(
      path.join(fileURLToPath(new URL('.', import.meta.url)), '.data', `pglite-${ARTICLES}`),
    );
  }
  const admin = await openPgDb({ url });
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await admin.close();
  return openPgDb({ url: schemaUrl(url), maxConnections: 8 });
}

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** One export read to its end, counting lines and bytes only; RSS sampled every 50 ms meanwhile. */
async function runExport(base: string, key: string, body: unknown, gzip: boolean): Promise<Run> {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 50);
  const started = process.hrtime.bigint();
  try {
    const read = await readExportStream(base, key, body, gzip);
    return {
      rows: read.newlines,
      bytes: read.bytes,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(Math.max(rssPeak, process.memoryUsage.rss())),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  const db = await openBenchDb();
  await migrate(db);
  const loadSeconds = await ensureBenchCorpus(db, ARTICLES, log);
  if (loadSeconds > 0) log(`corpus loaded in ${loadSeconds.toFixed(0)} s`);
  const { key } = await createApiKey(db, { name: 'bench-export', plan: 'bench' });
  const aux = await openAuxPools(db, args['database-url'] ? schemaUrl(args['database-url']) : undefined);
  const limiter = createPgLimiter(aux.limiterDb);
  const app = await buildApp({
    db,
    plans: PLANS,
    keys: createKeyResolver(db, PLANS),
    limiter,
    version: 'bench',
    logger: false,
    rest: createRestDeps(db, { limiter, walkDb: aux.walkDb }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const all = { sources: ['*'] };
  const cases: { name: string; body: unknown; gzip?: boolean; csvRows?: boolean }[] = [
    { name: 'NDJSON, every article (publishDate DESC)', body: all },
    {
      name: 'NDJSON with content and companies',
      body: { ...all, includeContent: true, includeEntities: true },
    },
    { name: 'NDJSON, gzip', body: all, gzip: true },
    { name: 'CSV', body: { ...all, format: 'csv' }, csvRows: true },
    { name: 'NDJSON, negative sentiment only', body: { ...all, sentiments: ['negative'] } },
  ];
  const rows: (string | number)[][] = [];
  let firstCount: number | undefined;
  for (const c of cases) {
    const run = await runExport(base, key, c.body, c.gzip === true);
    // NDJSON: one article a line plus a token line a thousand; CSV: a header line; gzip: the same as the first.
    const articles = c.gzip
      ? (firstCount ?? 0)
      : c.csvRows
        ? run.rows - 1
        : run.rows - Math.floor(run.rows / 1001);
    firstCount ??= articles;
    rows.push([
      c.name,
      articles.toLocaleString('en'),
      `${(run.bytes / 2 ** 20).toFixed(0)} MB`,
      run.seconds.toFixed(2),
      Math.round(articles / run.seconds).toLocaleString('en'),
      `${run.rssBeforeMb} → ${run.rssPeakMb} MB`,
    ]);
    log(`${c.name}: ${Math.round(articles / run.seconds)} rows/s`);
  }
  await app.close();
  await aux.close();
  await db.close();
  const engine = args['database-url'] ? 'PostgreSQL' : 'PGlite';
  const command = `npm run bench:export -- --articles ${ARTICLES}${args['database-url'] ? ' --database-url <url>' : ''}`;
  const table = markdownTable(['export', 'rows', 'bytes', 's', 'rows/s', 'RSS before → peak'], rows);
  log(table);
  appendResults(
    `Export (${engine}, ${ARTICLES.toLocaleString('en')} articles)`,
    `Command: \`${command}\` (service and reading client in one process, loopback HTTP, one run per case).\n\n${table}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
