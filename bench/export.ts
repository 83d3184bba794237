/**
 * @module `npm run bench:export -- --articles N [--database-url URL]`: streams POST /v2/articles/export over
 * loopback from the bench:search corpus (the same store, loaded once and kept) and reports rows per second,
 * bytes, and the process's RSS before and at its peak during each export (the client only counts bytes, so
 * the growth is the service's). Appends the table to bench/RESULTS.md.
 */
import { parseArgs } from 'node:util';
import { migrate } from '../src/service/store/migrate';
import { ensureBenchCorpus } from './bench-corpus';
import { openBenchStore, startExportApp } from './export-app';
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
  const store = await openBenchStore(ARTICLES, args['database-url']);
  const { db } = store;
  await migrate(db);
  const loadSeconds = await ensureBenchCorpus(db, ARTICLES, log);
  if (loadSeconds > 0) log(`corpus loaded in ${loadSeconds.toFixed(0)} s`);
  const { base, key, close } = await startExportApp(store, 'bench-export');
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
  await close();
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
