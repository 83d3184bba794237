/**
 * @module `npm run bench:ingest -- [--articles N] [--source demo|news|both] [--database-url URL]`:
 * the ingest pipeline after the fetch, on N articles (default 10,000; `both` = half demo generator,
 * half real news from ../shared/data/news).
 *
 * 1. parse: the articles written as RSS / Atom / JSON feeds of 50 items (one publisher and language per
 *    feed), each feed through parseFeed; per-article time = feed time / its items.
 * 2. enrich: enrichArticle on every parsed item (language → sentiment → categories → countries →
 *    companies), timed one by one.
 * 3. store: the enriched articles into a fresh, migrated store, twice: writeArticle one at a time (the
 *    poller's path, with revision detection) and insertNewArticles in batches of 500 (imports, demo);
 *    then processItem on every stored article again, unchanged (what most items of a re-polled feed cost).
 *    import: the parsed items (enrichment included) into a fresh store the way `npm run ingest` writes them,
 *    processItems in batches of 500, next to processItem one at a time (what the import did before).
 * 4. memory: heap and RSS peaks.
 * One warm-up pass (200 articles, 3 feeds) first. Target: parse + enrich ≥ 1,000 articles/s per core,
 * measured on CPU time (the stages are single-threaded). Prints the table and appends it to
 * bench/RESULTS.md (`--dry-run`: print only).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { ArticleInput } from '../src/service/model/article';
import { enrichArticle, type RawArticle } from '../src/service/enrich/enrich-article';
import { parseFeed, type ParsedItem } from '../src/service/ingest/parse/parse-feed';
import { insertNewArticles, writeArticle } from '../src/service/store/articles-repo';
import { createMemoryEventBus } from '../src/service/events/article-events';
import { processItem } from '../src/service/ingest/pipeline/process-item';
import type { PipelineItem } from '../src/service/ingest/pipeline/to-pipeline-item';
import { pipelineItem as testItem } from '../src/service/ingest/testing/pipeline-item';
import { processItems } from '../src/service/ingest/pipeline/process-batch';
import type { BenchCorpus, CorpusItems } from './ingest/bench-item';
import { openFreshPglite, openFreshPgSchema, type BenchStore } from './ingest/bench-store';
import { loadDemoItems } from './ingest/demo-articles';
import { buildFeeds, type FeedDocument } from './ingest/feed-documents';
import { hasNewsData, loadNewsItems, NEWS_DIR } from './ingest/news-articles';
import {
  memoryPeaks,
  p,
  perSecond,
  sampleMemory,
  startClock,
  timeEach,
  type StageTiming,
} from './ingest/stage-clock';
import { appendResults, markdownTable } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    source: { type: 'string', default: 'both' },
    'database-url': { type: 'string' },
    /** Print only; leave bench/RESULTS.md alone (exploratory runs). */
    'dry-run': { type: 'boolean', default: false },
    /** Parse and enrich only: skip the store stages (the enrichment budget alone, in minutes not hours). */
    'enrich-only': { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(args.articles);
const SOURCE = args.source;
const TARGET_PER_CORE = 1_000;
const BULK_BATCH = 500;
const WARM_UP_ITEMS = 200;
const log = (line: string) => process.stdout.write(`${line}\n`);

if (!Number.isInteger(ARTICLES) || ARTICLES < 1) throw new Error('--articles must be a positive integer');
if (SOURCE !== 'demo' && SOURCE !== 'news' && SOURCE !== 'both')
  throw new Error('--source must be demo, news or both');

function loadCorpora(now: Date): { corpora: CorpusItems[]; note: string } {
  const wantsNews = SOURCE !== 'demo';
  if (wantsNews && !hasNewsData()) {
    const note = `${NEWS_DIR} is absent: demo generator only.`;
    log(`  ${note}`);
    return { corpora: [{ corpus: 'demo', items: loadDemoItems(ARTICLES, now) }], note };
  }
  const newsCount = SOURCE === 'news' ? ARTICLES : SOURCE === 'both' ? Math.floor(ARTICLES / 2) : 0;
  const news = wantsNews ? loadNewsItems(newsCount) : [];
  const demoCount = ARTICLES - news.length;
  const corpora: CorpusItems[] = [];
  if (demoCount > 0) corpora.push({ corpus: 'demo', items: loadDemoItems(demoCount, now) });
  if (news.length > 0) corpora.push({ corpus: 'news', items: news });
  const short = news.length < newsCount ? ` (the news set has only ${news.length} distinct articles)` : '';
  return {
    corpora,
    note: `${demoCount} demo-generator articles, ${news.length} real news articles${short}.`,
  };
}

interface Parsed {
  corpus: BenchCorpus;
  raw: RawArticle;
}

function toRaw(item: ParsedItem, source: string, language: string | null, now: Date): RawArticle {
  return {
    link: item.canonicalLink,
    source,
    title: item.title,
    summary: item.summary,
    content: item.content,
    publishDate: item.publishDate ?? now,
    images: item.images,
    declaredLanguage: language,
  };
}

/** Per-corpus rows from per-item latencies: wall time is their sum, CPU time is not split. */
function byCorpus(corpora: BenchCorpus[], latencies: number[]): Map<BenchCorpus, StageTiming> {
  const out = new Map<BenchCorpus, StageTiming>();
  for (const [i, corpus] of corpora.entries()) {
    const t = out.get(corpus) ?? { items: 0, wallMs: 0, cpuMs: Number.NaN, latencies: [] };
    const ms = latencies[i] ?? 0;
    t.items += 1;
    t.wallMs += ms;
    t.latencies.push(ms);
    out.set(corpus, t);
  }
  for (const t of out.values()) t.latencies.sort((a, b) => a - b);
  return out;
}

interface Stage<T> {
  results: T[];
  timing: StageTiming;
  byCorpus: Map<BenchCorpus, StageTiming>;
}

/** A stage's results and timing, overall and per corpus: `latencies[i]` is the time of `parsed[i]`'s item. */
function stageOf<T>(
  results: T[],
  parsed: readonly Parsed[],
  latencies: number[],
  clock: { wallMs: number; cpuMs: number },
): Stage<T> {
  return {
    results,
    timing: { items: results.length, ...clock, latencies: [...latencies].sort((a, b) => a - b) },
    byCorpus: byCorpus(
      parsed.map((item) => item.corpus),
      latencies,
    ),
  };
}

/** Parses every feed; the per-article latency of a feed's items is the feed's time shared out. */
function parseAll(feeds: FeedDocument[], now: Date): Stage<Parsed> {
  for (const feed of feeds.slice(0, 3)) parseFeed(feed.body, feed.contentType);
  const parsed: Parsed[] = [];
  const latencies: number[] = [];
  const stop = startClock();
  for (const feed of feeds) {
    const started = performance.now();
    const result = parseFeed(feed.body, feed.contentType);
    const share = (performance.now() - started) / Math.max(1, result.items.length);
    for (const item of result.items) {
      parsed.push({ corpus: feed.corpus, raw: toRaw(item, feed.source, result.language, now) });
      latencies.push(share);
    }
    sampleMemory();
  }
  return stageOf(parsed, parsed, latencies, stop());
}

function enrichAll(parsed: Parsed[]): Stage<ArticleInput> {
  for (const { raw } of parsed.slice(0, WARM_UP_ITEMS)) enrichArticle(raw);
  const inputs: ArticleInput[] = [];
  const latencies: number[] = [];
  const stop = startClock();
  for (const [i, { raw }] of parsed.entries()) {
    const started = performance.now();
    inputs.push(enrichArticle(raw));
    latencies.push(performance.now() - started);
    if (i % 250 === 0) sampleMemory();
  }
  return stageOf(inputs, parsed, latencies, stop());
}

interface StoreRun {
  label: string;
  timing: StageTiming;
  written: number;
}

/** writeArticle one at a time, then every article seen again unchanged, as a poll of a changed feed sees most. */
async function storeOneByOne(
  open: () => Promise<BenchStore>,
  inputs: ArticleInput[],
  at: Date,
): Promise<StoreRun[]> {
  const store = await open();
  try {
    const { results, timing } = await timeEach(inputs, (input) => writeArticle(store.db, input, { at }));
    const written = results.filter((r) => r.kind === 'created').length;
    const deps = { db: store.db, events: createMemoryEventBus(), now: () => at };
    const again = await timeEach(inputs, (input) =>
      processItem(
        deps,
        testItem({ ...input, author: input.author ?? null, firstSeenAt: input.firstSeenAt ?? null }),
      ),
    );
    return [
      { label: `store: writeArticle one by one (${store.engine})`, timing, written },
      {
        label: `re-sighting: processItem, every article again unchanged (${store.engine})`,
        timing: again.timing,
        written: again.results.filter((outcome) => outcome !== 'unchanged').length,
      },
    ];
  } finally {
    await store.dispose();
  }
}

async function storeInBulk(
  open: () => Promise<BenchStore>,
  inputs: ArticleInput[],
  at: Date,
): Promise<StoreRun[]> {
  const store = await open();
  try {
    const batches = Array.from({ length: Math.ceil(inputs.length / BULK_BATCH) }, (_, i) =>
      inputs.slice(i * BULK_BATCH, (i + 1) * BULK_BATCH).map((input) => ({ input, at })),
    );
    const { results, timing } = await timeEach(batches, (batch) =>
      store.db.transaction(async (tx) => (await insertNewArticles(tx, batch)).length),
    );
    const perArticle = batches.flatMap((batch, i) =>
      batch.map(() => (timing.latencies[i] ?? 0) / batch.length),
    );
    return [
      {
        label: `store: insertNewArticles, batches of ${BULK_BATCH} (${store.engine})`,
        timing: { ...timing, items: inputs.length, latencies: perArticle.sort((a, b) => a - b) },
        written: results.reduce((sum, n) => sum + n, 0),
      },
    ];
  } finally {
    await store.dispose();
  }
}

const pipelineItem = ({ raw }: Parsed): PipelineItem =>
  testItem({
    link: raw.link,
    source: raw.source,
    title: raw.title,
    summary: raw.summary,
    content: raw.content,
    publishDate: raw.publishDate,
    images: raw.images,
    declaredLanguage: raw.declaredLanguage ?? null,
  });

/** The import's write path from parsed items (enrichment included): batched as now, one by one as before. */
async function importPaths(open: () => Promise<BenchStore>, parsed: Parsed[], at: Date): Promise<StoreRun[]> {
  const items = parsed.map(pipelineItem);
  const runs: StoreRun[] = [];
  for (const batched of [true, false]) {
    const store = await open();
    try {
      const deps = { db: store.db, events: createMemoryEventBus(), now: () => at };
      const batches = Array.from({ length: Math.ceil(items.length / BULK_BATCH) }, (_, i) =>
        items.slice(i * BULK_BATCH, (i + 1) * BULK_BATCH),
      );
      const { results, timing } = batched
        ? await timeEach(batches, (batch) => processItems(deps, batch))
        : await timeEach(items, async (item) => [await processItem(deps, item)]);
      const perArticle = batched
        ? batches.flatMap((batch, i) => batch.map(() => (timing.latencies[i] ?? 0) / batch.length))
        : timing.latencies;
      runs.push({
        label: batched
          ? `import: processItems, batches of ${BULK_BATCH}, enrichment included (${store.engine})`
          : `import: processItem one by one, enrichment included, as before (${store.engine})`,
        timing: { ...timing, items: items.length, latencies: perArticle.sort((a, b) => a - b) },
        written: results.flat().filter((outcome) => outcome === 'created').length,
      });
    } finally {
      await store.dispose();
    }
  }
  return runs;
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function row(stage: string, t: StageTiming, extra = ''): string[] {
  return [
    stage,
    String(t.items),
    fixed(t.wallMs / 1000, 2),
    fixed(perSecond(t.items, t.wallMs)),
    fixed(perSecond(t.items, t.cpuMs)),
    fixed(p(t, 50), 3),
    fixed(p(t, 99), 3),
    extra,
  ];
}

async function main() {
  const now = new Date();
  const load = os.loadavg()[0] ?? 0;
  log(`bench:ingest — ${ARTICLES.toLocaleString('en')} articles, source ${SOURCE}`);
  const { corpora, note } = loadCorpora(now);
  const feeds = buildFeeds(corpora);
  const formats = ['rss', 'atom', 'json'].map((f) => `${feeds.filter((d) => d.format === f).length} ${f}`);
  log(`  ${note} ${feeds.length} feeds (${formats.join(', ')})`);
  sampleMemory();

  const parse = parseAll(feeds, now);
  log(`  parsed ${parse.results.length} items in ${(parse.timing.wallMs / 1000).toFixed(2)} s`);
  const enrich = enrichAll(parse.results);
  log(`  enriched in ${(enrich.timing.wallMs / 1000).toFixed(2)} s`);

  const both: StageTiming = {
    items: parse.timing.items,
    wallMs: parse.timing.wallMs + enrich.timing.wallMs,
    cpuMs: parse.timing.cpuMs + enrich.timing.cpuMs,
    latencies: [],
  };
  const perCore = perSecond(both.items, both.cpuMs);
  const verdict = perCore >= TARGET_PER_CORE ? 'ok' : 'below target';

  const stores: StoreRun[] = [];
  const databaseUrl = args['database-url'];
  const engines: (() => Promise<BenchStore>)[] = [openFreshPglite];
  if (databaseUrl) engines.push(() => openFreshPgSchema(databaseUrl, `bench_ingest_${process.pid}`));
  for (const open of args['enrich-only'] ? [] : engines) {
    for (const run of [storeInBulk, storeOneByOne]) {
      for (const result of await run(open, enrich.results, now)) {
        log(`  ${result.label}: ${result.written} written in ${(result.timing.wallMs / 1000).toFixed(1)} s`);
        stores.push(result);
      }
    }
  }
  for (const open of args['enrich-only'] ? [] : engines) {
    for (const result of await importPaths(open, parse.results, now)) {
      log(`  ${result.label}: ${result.written} written in ${(result.timing.wallMs / 1000).toFixed(1)} s`);
      stores.push(result);
    }
  }
  const memory = memoryPeaks();

  const header = [
    'stage',
    'articles',
    'wall s',
    'articles/s (wall)',
    'articles per CPU-s',
    'p50 ms',
    'p99 ms',
    'note',
  ];
  const rows = [
    row('parse (feeds of 50, RSS/Atom/JSON)', parse.timing),
    ...[...parse.byCorpus].map(([corpus, t]) => row(`… parse, ${corpus} articles`, t, 'CPU not split')),
    row('enrich', enrich.timing),
    ...[...enrich.byCorpus].map(([corpus, t]) => row(`… enrich, ${corpus} articles`, t, 'CPU not split')),
    [
      '**parse + enrich**',
      String(both.items),
      fixed(both.wallMs / 1000, 2),
      fixed(perSecond(both.items, both.wallMs)),
      `**${fixed(perCore)}**`,
      '',
      '',
      `target ≥ ${TARGET_PER_CORE}/s per core: **${verdict}**`,
    ],
    ...stores.map((s) =>
      row(
        s.label,
        s.timing,
        `${s.written} rows written${s.label.includes('PostgreSQL') ? '; CPU of this process only' : ''}`,
      ),
    ),
    ...stores
      .filter((s) => s.label.includes('insertNewArticles'))
      .map((s) => {
        const total = {
          items: both.items,
          wallMs: both.wallMs + s.timing.wallMs,
          cpuMs: both.cpuMs + s.timing.cpuMs,
          latencies: [],
        };
        return row(
          `parse + enrich + ${s.label.replace('store: ', '')}`,
          total,
          'the whole pipeline after the fetch',
        );
      }),
  ];
  const table = markdownTable(header, rows);
  const memoryLine = `Memory: heap peak ${mb(memory.heapPeak)}, RSS peak ${mb(memory.maxRss)} (sampled ${mb(memory.rssPeak)}).`;
  const sources = `Articles: ${note}`;
  log(`\n${table}\n\n${memoryLine}\n${sources}`);
  if (args['dry-run']) return;
  appendResults(
    `bench:ingest — ${ARTICLES.toLocaleString('en')} articles (${SOURCE})${args['enrich-only'] ? ', parse + enrich only' : ''}`,
    [
      'Parse + enrich are single-threaded, so articles per CPU-second is the per-core figure (wall clock is',
      'shown too; the machine may be shared). Store rows include index maintenance (GIN on the tsvector,',
      'arrays); writeArticle one by one also counts the per-source counters, as the poller does. The',
      're-sighting row is processItem on articles already stored, unchanged: what most items of a polled',
      'feed cost (no enrichment, no page fetch, nothing written).',
      `Load average when the run started: ${load.toFixed(1)} on ${os.cpus().length} cores.`,
      '',
      table,
      '',
      memoryLine,
      sources,
    ].join('\n'),
  );
}

await main();
