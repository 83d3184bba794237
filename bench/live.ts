/**
 * @module `npm run bench:live -- [--subscribers N] [--articles M] [--rate R] [--database-url URL] [--dry-run]`:
 * live fan-out. A service (as start-service builds it: in-process events on PGlite, LISTEN/NOTIFY on a
 * PostgreSQL server) with N WebSocket subscribers in another process — a quarter each on every source, one
 * ticker, one country, one query word — while M articles are written and announced at R per second through
 * the write path. Reports delivery latency (announce → frame parsed by the subscriber) p50/p95/p99/max,
 * deliveries per second, lost or duplicated deliveries (must be 0), and the service's CPU per article and
 * per delivery. Target: p99 ≤ 100 ms at the defaults (200 subscribers, 50 articles/s) on loopback.
 * Prints the table and appends it to bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Company } from '../src/contract';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import { loadPlans, type Plan } from '../src/service/config/plans';
import { createRestDeps } from '../src/service/create-rest-deps';
import { openLiveTransport } from '../src/service/events/live-transport';
import type { ArticleInput } from '../src/service/model/article';
import { writeArticle } from '../src/service/store/articles-repo';
import { createApiKey } from '../src/service/store/keys-repo';
import { upsertSource } from '../src/service/store/sources-repo';
import { openFreshPglite, openFreshPgSchema } from './ingest/bench-store';
import type { SubscriberPlan, SubscriberReport } from './live/subscribers';
import { appendResults, markdownTable } from './results-file';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    articles: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const SUBSCRIBERS = Number(args.subscribers);
const ARTICLES = Number(args.articles);
const RATE = Number(args.rate);
const P99_TARGET_MS = 100;
const SOURCE = 'live.bench.example';
const LINK_PREFIX = `https://${SOURCE}/`;
const log = (line: string) => process.stdout.write(`${line}\n`);

for (const [name, value] of [
  ['subscribers', SUBSCRIBERS],
  ['articles', ARTICLES],
  ['rate', RATE],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
}

const TICKERS = ['AAPL', 'NVDA', 'MSFT', 'AMZN', 'TSLA', 'META', 'JPM', 'XOM', 'SAP', 'SHEL'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'JP', 'CN', 'IN', 'BR'];
const WORDS = ['copper', 'bonds', 'tariffs', 'earnings', 'merger', 'outlook', 'dividend', 'guidance'];

const company = (ticker: string, i: number): Company => ({
  companyId: 900_000 + i,
  confidence: '0.9',
  country: 'US',
  exchange: 'NASDAQ',
  industry: '',
  name: `${ticker} Holdings`,
  sector: '',
  ticker,
  isin: '',
  openfigi: '',
});

/** Article i: one ticker, one country and one word each, cycling at different periods. */
function benchArticle(i: number, at: Date): ArticleInput {
  const ticker = TICKERS[i % TICKERS.length] as string;
  const word = WORDS[i % WORDS.length] as string;
  return {
    link: `${LINK_PREFIX}${i}`,
    source: SOURCE,
    title: `${ticker} Holdings: ${word} in focus (${i})`,
    summary: `Bench article ${i} about ${word}.`,
    content: null,
    publishDate: at,
    language: 'en',
    sentiment: 'neutral',
    confidence: 0.5,
    images: [],
    countries: [COUNTRIES[i % COUNTRIES.length] as string],
    categories: ['markets'],
    companies: [company(ticker, TICKERS.indexOf(ticker))],
  };
}

type Kind = 'all' | 'ticker' | 'country' | 'word';

function subscriptionOf(s: number): {
  kind: Kind;
  body: Record<string, unknown>;
  wants: (i: number) => boolean;
} {
  const kinds: Kind[] = ['all', 'ticker', 'country', 'word'];
  const kind = kinds[s % kinds.length] as Kind;
  const n = Math.floor(s / kinds.length);
  switch (kind) {
    case 'all':
      return { kind, body: { sources: ['*'] }, wants: () => true };
    case 'ticker': {
      const ticker = TICKERS[n % TICKERS.length] as string;
      return {
        kind,
        body: { sources: ['*'], tickers: [ticker] },
        wants: (i) => i % TICKERS.length === n % TICKERS.length,
      };
    }
    case 'country': {
      const c = COUNTRIES[n % COUNTRIES.length] as string;
      return {
        kind,
        body: { sources: ['*'], countries: [c] },
        wants: (i) => i % COUNTRIES.length === n % COUNTRIES.length,
      };
    }
    case 'word': {
      const w = WORDS[n % WORDS.length] as string;
      return {
        kind,
        body: { sources: ['*'], query: w },
        wants: (i) => i % WORDS.length === n % WORDS.length,
      };
    }
  }
}

/** The q-th percentile (nearest rank) of a latency histogram. */
function histogramQuantiles(histogram: Record<string, number>): (q: number) => number {
  const bins = Object.entries(histogram)
    .map(([ms, n]) => [Number(ms), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = bins.reduce((sum, [, n]) => sum + n, 0);
  return (q) => {
    const rank = Math.max(1, Math.ceil((q / 100) * total));
    let seen = 0;
    for (const [ms, n] of bins) {
      seen += n;
      if (seen >= rank) return ms;
    }
    return Number.NaN;
  };
}

function startSubscribers(plan: SubscriberPlan): { ready: Promise<void>; done: Promise<SubscriberReport> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./live/subscribers.ts', import.meta.url)),
      JSON.stringify(plan),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  let signalReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  const done = new Promise<SubscriberReport>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('ready\n')) signalReady();
    });
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as SubscriberReport);
      else reject(new Error(`subscribers exited with ${code}: ${out.slice(-500)}`));
    });
  });
  return { ready, done };
}

async function main(): Promise<void> {
  const store = args['database-url']
    ? await openFreshPgSchema(args['database-url'], `bench_live_${process.pid}`)
    : await openFreshPglite();
  const { db } = store;
  const plans = loadPlans();
  const benchPlan: Plan = {
    ...(plans.enterprise as Plan),
    monthlyQuota: null,
    burst: null,
    websocketConnections: SUBSCRIBERS,
  };
  plans.bench = benchPlan;
  const { key } = await createApiKey(db, { name: 'bench-live', plan: 'bench' });
  await upsertSource(db, { domain: SOURCE, isDefault: false, originCountry: 'US' });
  const transport = await openLiveTransport(db, store.url, (err) => log(`  event transport: ${String(err)}`));
  const limiter = createPgLimiter(db);
  const app = await buildApp({
    db,
    plans,
    keys: createKeyResolver(db, plans),
    limiter,
    version: 'bench',
    logger: false,
    live: { events: transport.events, changes: transport.changes, signals: transport.signals },
    rest: createRestDeps(db, { limiter }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const subscriptions = Array.from({ length: SUBSCRIBERS }, (_, s) => subscriptionOf(s));
  let expected = 0;
  for (let i = 0; i < ARTICLES; i += 1) for (const s of subscriptions) if (s.wants(i)) expected += 1;
  log(
    `bench:live: ${store.engine}, ${SUBSCRIBERS} subscribers, ${ARTICLES} articles at ${RATE}/s, ${expected} deliveries expected`,
  );
  const subscribers = startSubscribers({
    url: `${address.replace('http', 'ws')}/ws`,
    key,
    subscriptions: subscriptions.map((s) => s.body),
    linkPrefix: LINK_PREFIX,
    expected,
    timeoutMs: Math.ceil((ARTICLES / RATE) * 1000) + 30_000,
  });
  await subscribers.ready;

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < ARTICLES; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const outcome = await writeArticle(db, benchArticle(i, new Date()));
    if (outcome.kind === 'created') transport.events.emit('article.created', { article: outcome.article });
  }
  const report = await subscribers.done;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;

  const quantile = histogramQuantiles(report.latencyHistogram);
  const p99 = quantile(99);
  const table = markdownTable(
    ['measure', 'value'],
    [
      ['store / event transport', `${store.engine} / ${store.url ? 'LISTEN/NOTIFY' : 'in process'}`],
      ['subscribers (all · ticker · country · word)', `${SUBSCRIBERS} (a quarter each)`],
      ['articles written and announced', `${ARTICLES} at ${RATE}/s`],
      ['deliveries expected / received', `${expected} / ${report.received}`],
      ['lost / duplicated', `${expected - report.received} / ${report.duplicates}`],
      ['latency p50 / p95 / p99 / max', [50, 95, 99, 100].map((q) => `${quantile(q)} ms`).join(' / ')],
      ['deliveries per second', Math.round(report.received / seconds)],
      ['service CPU per article (write + fan-out)', `${(cpuMs / ARTICLES).toFixed(2)} ms`],
      ['service CPU per delivery', `${((cpuMs * 1000) / Math.max(1, report.received)).toFixed(1)} µs`],
      [
        'errors seen by subscribers',
        report.errors.length === 0 ? 'none' : report.errors.slice(0, 3).join('; '),
      ],
    ],
  );
  log(table);
  const verdict = `p99 ${p99} ms against the ${P99_TARGET_MS} ms target: ${p99 <= P99_TARGET_MS ? 'met' : 'not met'}; ${
    expected === report.received && report.duplicates === 0
      ? 'no delivery lost or duplicated'
      : 'DELIVERIES LOST OR DUPLICATED'
  }.`;
  log(verdict);
  if (!args['dry-run'])
    appendResults(`bench:live — ${SUBSCRIBERS} subscribers, ${store.engine}`, `${table}\n\n${verdict}`);

  await app.close();
  await transport.close();
  await store.dispose();
}

await main();
