/**
 * @module `npm run bench:webhooks -- [--receivers K] [--dead D] [--articles M] [--rate R] [--database-url URL]
 * [--dry-run]`: webhook delivery. A store with the webhooks runtime as start-service builds it (dispatcher +
 * delivery worker, woken by the change log's NOTIFY), K healthy local receivers each behind its own webhook of
 * one key (every article matches), and D more webhooks (default 16) of another key whose receivers never answer
 * (each attempt times out): that key's dead receivers must not delay the healthy key's deliveries. M articles
 * are written through the write path (import batches, one per 100 ms) at R per second. Reports sustained
 * deliveries per second to the healthy receivers, lost and duplicated deliveries (must be 0), and latency from
 * the article's commit to its receipt, p50/p95/p99/max. Targets: ≥ 1,000 deliveries/s and p99 ≤ 500 ms for the
 * healthy receivers while the dead ones are dead. Prints the table and appends it to bench/RESULTS.md.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import type { Caller } from '../src/service/auth/key-resolver';
import { loadPlans } from '../src/service/config/plans';
import { openLiveTransport } from '../src/service/events/live-transport';
import { createArticleSearch } from '../src/service/search/article-search';
import type { ArticleInput } from '../src/service/model/article';
import { insertNewArticles } from '../src/service/store/articles-repo';
import { createApiKey } from '../src/service/store/keys-repo';
import { upsertSource } from '../src/service/store/sources-repo';
import { openWebhooks } from '../src/service/webhooks/open-webhooks';
import { openFreshPglite, openFreshPgSchema } from './ingest/bench-store';
import { appendResults, markdownTable, percentile } from './results-file';

const { values: args } = parseArgs({
  options: {
    receivers: { type: 'string', default: '4' },
    dead: { type: 'string', default: '16' },
    articles: { type: 'string', default: '4000' },
    rate: { type: 'string', default: '300' },
    'database-url': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const RECEIVERS = Number(args.receivers);
const DEAD = Number(args.dead);
const ARTICLES = Number(args.articles);
const RATE = Number(args.rate);
const RATE_TARGET = 1_000;
const P99_TARGET_MS = 500;
const SOURCE = 'hooks.bench.example';
const log = (line: string) => process.stdout.write(`${line}\n`);

for (const [name, value] of [
  ['receivers', RECEIVERS],
  ['dead', DEAD],
  ['articles', ARTICLES],
  ['rate', RATE],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
}

interface Receiver {
  url: string;
  /** Receipt time per link (first receipt). */
  firstSeen: Map<string, number>;
  received: number;
  close(): Promise<void>;
}

async function startReceiver(dead: boolean): Promise<Receiver> {
  const firstSeen = new Map<string, number>();
  const receiver = { firstSeen, received: 0 };
  const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received += 1;
      if (dead) return; // never answers: the sender's 5 s timeout ends each attempt
      const link = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { link: string }).link;
      if (!firstSeen.has(link)) firstSeen.set(link, performance.timeOrigin + performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function benchArticle(i: number): ArticleInput {
  return {
    link: `https://${SOURCE}/${i}`,
    source: SOURCE,
    title: `Bench delivery ${i}: copper and bonds`,
    summary: `Webhook bench article ${i}.`,
    content: null,
    publishDate: new Date(),
    language: 'en',
    sentiment: 'neutral',
    confidence: 0.5,
    images: [],
    countries: ['US'],
    categories: ['markets'],
    companies: [],
  };
}

async function main(): Promise<void> {
  const store = args['database-url']
    ? await openFreshPgSchema(args['database-url'], 'bench_webhooks')
    : await openFreshPglite();
  const { db } = store;
  const plans = loadPlans();
  await upsertSource(db, { domain: SOURCE, isDefault: true, originCountry: 'US', contentAvailable: false });
  const plan = plans.enterprise;
  if (!plan) throw new Error('bench: the enterprise plan is missing');
  if (RECEIVERS > plan.webhooks || DEAD > plan.webhooks)
    throw new Error(`--receivers and --dead must be at most ${plan.webhooks} (webhooks per enterprise key)`);
  const callerNamed = async (name: string): Promise<Caller> => {
    const { record } = await createApiKey(db, { name, plan: 'enterprise' });
    return { key: record, planName: 'enterprise', plan };
  };
  const caller = await callerNamed('bench');
  const deadCaller = await callerNamed('bench-dead');
  // Woken by the change log's NOTIFY as start-service wires it (without it the dispatcher only polls each second).
  const transport = await openLiveTransport(db, store.url, (err) => log(`warn: ${String(err)}`));
  const webhooks = await openWebhooks({
    db,
    plans,
    articles: createArticleSearch(db),
    log: {
      warn: (o: unknown, m?: string) => log(`warn: ${m ?? ''} ${JSON.stringify(o)}`),
      info: () => undefined,
    },
    policy: { allowPrivate: true },
    wakeups: transport.changes,
  });
  const healthy = await Promise.all(Array.from({ length: RECEIVERS }, () => startReceiver(false)));
  const dead = await Promise.all(Array.from({ length: DEAD }, () => startReceiver(true)));
  for (const receiver of healthy)
    await webhooks.service.create(caller, { url: receiver.url, type: 'enriched' });
  for (const receiver of dead)
    await webhooks.service.create(deadCaller, { url: receiver.url, type: 'enriched' });
  const committed = new Map<string, number>();
  const articles = args['dry-run'] ? Math.min(ARTICLES, 200) : ARTICLES;
  log(
    `bench:webhooks — ${store.engine}, ${RECEIVERS} healthy receivers + ${DEAD} dead of another key, ${articles} articles at ${RATE}/s`,
  );
  const started = performance.timeOrigin + performance.now();
  // Written as imports write them: a batch per tick (every 100 ms), one transaction each.
  const perTick = Math.max(1, Math.round(RATE / 10));
  for (let i = 0, tick = 0; i < articles; i += perTick, tick += 1) {
    const wait = started + tick * 100 - (performance.timeOrigin + performance.now());
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const batch = Array.from({ length: Math.min(perTick, articles - i) }, (_, k) => benchArticle(i + k));
    await insertNewArticles(
      db,
      batch.map((input) => ({ input, at: new Date() })),
    );
    const at = performance.timeOrigin + performance.now();
    for (const article of batch) committed.set(article.link, at);
  }
  const written = performance.timeOrigin + performance.now();
  const expected = articles * RECEIVERS;
  const receivedDistinct = () => healthy.reduce((n, r) => n + r.firstSeen.size, 0);
  const deadline = Date.now() + 180_000;
  while (receivedDistinct() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const lastReceipt = Math.max(...healthy.flatMap((r) => [...r.firstSeen.values()]));
  const latencies = healthy
    .flatMap((r) => [...r.firstSeen].map(([link, at]) => at - (committed.get(link) ?? at)))
    .sort((a, b) => a - b);
  const distinct = receivedDistinct();
  const total = healthy.reduce((n, r) => n + r.received, 0);
  const seconds = (lastReceipt - started) / 1000;
  const rate = Math.round(distinct / seconds);
  const ms = (v: number) => `${Math.round(v)} ms`;
  const p99 = percentile(latencies, 99);
  const table = markdownTable(
    ['measure', 'value'],
    [
      ['store', store.engine],
      [
        'webhooks',
        `${RECEIVERS} healthy (every article) + ${DEAD} of another key whose receivers never answer`,
      ],
      ['articles written', `${articles} at ${RATE}/s (${((written - started) / 1000).toFixed(1)} s)`],
      ['healthy deliveries expected / received', `${expected} / ${distinct}`],
      ['lost / duplicated', `${expected - distinct} / ${total - distinct}`],
      ['sustained deliveries per second (healthy)', rate],
      [
        'commit → receipt p50 / p95 / p99 / max',
        `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} / ${ms(p99)} / ${ms(latencies.at(-1) ?? Number.NaN)}`,
      ],
      ['requests the dead receivers took (each timed out)', dead.reduce((n, r) => n + r.received, 0)],
    ],
  );
  log(table);
  const verdict =
    `${rate} deliveries/s against ${RATE_TARGET} (${rate >= RATE_TARGET ? 'met' : 'missed'}); ` +
    `p99 ${ms(p99)} against ${P99_TARGET_MS} ms (${p99 <= P99_TARGET_MS ? 'met' : 'missed'}); ` +
    `${expected - distinct} lost.`;
  log(verdict);
  if (!args['dry-run'])
    appendResults(`bench:webhooks — ${RECEIVERS} + ${DEAD} dead, ${store.engine}`, `${table}\n\n${verdict}`);
  await webhooks.runtime.close().catch(() => undefined);
  await transport.close();
  for (const receiver of [...healthy, ...dead]) await receiver.close();
  await store.dispose();
}

await main();
