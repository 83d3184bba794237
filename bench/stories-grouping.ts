/**
 * @module `npm run bench:stories -- [--database-url URL] [sizes…]`: what the story grouping costs per
 * article as the store grows. For each size, a store (PGlite in memory, or a fresh schema on the PostgreSQL
 * server of `--database-url`, dropped afterwards) is filled with that many grouped articles at a constant rate
 * (so the window holds as many at every size), then 2,000 more are written and their grouping is timed,
 * beside the time their write took (insertNewArticles, batches of 500). Headlines are synthetic: 8 words of a
 * 3,000-word vocabulary, a fifth of them a copy of a recent one (another publisher's reprint).
 */
import { performance } from 'node:perf_hooks';
import type { ArticleInput } from '../src/service/model/article';
import { insertNewArticles } from '../src/service/store/articles-repo';
import { groupAllStories } from '../src/service/store/assign-stories';
import { migrate } from '../src/service/store/migrate';
import { openPgliteDb } from '../src/service/store/pglite-db';
import { openPgDb } from '../src/service/store/pg-db';
import type { Db } from '../src/service/store/db';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { appendResults, markdownTable } from './results-file';

const { values: args, positionals } = parseArgs({
  options: { 'database-url': { type: 'string' } },
  allowPositionals: true,
});
const URL_ARG = args['database-url'];

const MEASURED = 2_000;
const BATCH = 500;
/** Articles per hour: 72 h of window hold about 14,400 of them at every size. */
const PER_HOUR = 200;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

/** mulberry32: 32-bit integer arithmetic throughout (a float LCG loses bits and repeats its headlines). */
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const WORDS = Array.from({ length: 3_000 }, (_, i) => `w${i.toString(36)}x`);

function makeArticles(from: number, count: number, recent: string[]): ArticleInput[] {
  return Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const copy = recent.length > 0 && random() < 0.2;
    const title = copy
      ? (recent[Math.floor(random() * recent.length)] as string)
      : Array.from({ length: 8 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
    recent.push(title);
    if (recent.length > 200) recent.shift();
    const at = new Date(T0 + (n * 3_600_000) / PER_HOUR);
    return {
      link: `https://p${n % 50}.example/a/${n}`,
      source: `p${n % 50}.example`,
      title,
      summary: null,
      content: null,
      publishDate: at,
      firstSeenAt: at,
      language: 'en',
      sentiment: 'neutral',
      confidence: 0.5,
      images: [],
      countries: [],
      categories: [],
      companies: [],
    };
  });
}

async function write(db: Db, articles: ArticleInput[]): Promise<void> {
  for (let i = 0; i < articles.length; i += BATCH) {
    await insertNewArticles(
      db,
      articles.slice(i, i + BATCH).map((input) => ({ input, at: input.firstSeenAt ?? new Date() })),
    );
  }
}

/** A fresh store: PGlite in memory, or the schema `bench_stories_<size>` on the server (dropped by `drop`). */
async function openStore(size: number): Promise<{ db: Db; drop(): Promise<void> }> {
  if (!URL_ARG) {
    const db = await openPgliteDb(undefined);
    return { db, drop: () => db.close() };
  }
  const schema = `bench_stories_${size}`;
  const admin = await openPgDb({ url: URL_ARG });
  await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const sep = URL_ARG.includes('?') ? '&' : '?';
  const db = await openPgDb({
    url: `${URL_ARG}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  });
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

interface Measured {
  size: number;
  writeMs: number;
  groupingMs: number;
  grouped: number;
  stories: string;
}

async function measure(size: number): Promise<Measured> {
  const { db, drop } = await openStore(size);
  await migrate(db);
  const recent: string[] = [];
  for (let done = 0; done < size; done += 5_000) {
    await write(db, makeArticles(done, Math.min(5_000, size - done), recent));
    await groupAllStories(db);
    if ((done + 5_000) % 50_000 === 0) process.stderr.write(`  ${size}: filled ${done + 5_000}\n`);
  }
  const more = makeArticles(size, MEASURED, recent);
  const w0 = performance.now();
  await write(db, more);
  const w1 = performance.now();
  const grouped = await groupAllStories(db);
  const g1 = performance.now();
  const stories = await db.query<{ n: string }>('SELECT count(DISTINCT story_id) AS n FROM article_stories');
  const measured = {
    size,
    writeMs: (w1 - w0) / MEASURED,
    groupingMs: (g1 - w1) / grouped,
    grouped,
    stories: stories[0]?.n ?? '?',
  };
  process.stdout.write(
    `${size} stored: write ${measured.writeMs.toFixed(3)} ms/article, grouping ` +
      `${measured.groupingMs.toFixed(3)} ms/article (${grouped} grouped; ${measured.stories} stories in all)\n`,
  );
  await drop();
  return measured;
}

const sizes = positionals.map(Number);
const results: Measured[] = [];
for (const size of sizes.length > 0 ? sizes : [10_000, 50_000]) results.push(await measure(size));
appendResults(
  `bench:stories — story grouping per article as the store grows, ${URL_ARG ? 'PostgreSQL' : 'PGlite'}`,
  [
    `${PER_HOUR} articles an hour (the 72 h window holds about ${(PER_HOUR * 72).toLocaleString('en')} at every ` +
      `size); ${MEASURED.toLocaleString('en')} articles written (insertNewArticles, batches of ${BATCH}) and grouped ` +
      `after each fill. Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} cores.`,
    '',
    markdownTable(
      ['stored', 'write ms/article', 'grouping ms/article', 'grouped', 'stories in all'],
      results.map((r) => [
        r.size.toLocaleString('en'),
        r.writeMs.toFixed(3),
        r.groupingMs.toFixed(3),
        r.grouped,
        Number(r.stories).toLocaleString('en'),
      ]),
    ),
  ].join('\n'),
);
