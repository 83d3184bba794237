/**
 * @module Loads a benchmark corpus of N articles: the demo generator in chunks, plus marker articles
 * with known rarity (a rare term, a term whose matches are all old) so every query shape is meaningful.
 */
import type { ArticleInput } from '../src/service/model/article';
import { DEMO_SOURCES, generateDemoCorpus } from '../src/service/demo/generate-corpus';
import { findArticlesByIds, insertNewArticles, writeArticle } from '../src/service/store/articles-repo';
import type { Db } from '../src/service/store/db';
import { getMeta, setMeta } from '../src/service/store/meta-repo';
import { upsertSource } from '../src/service/store/sources-repo';

export const RARE_TERM = 'quasarbond';
export const OLD_TERM = 'fossilcoin';
const CHUNK = 20_000;
const BATCH = 400;
const DAY = 86_400_000;

function markerArticles(now: Date, source: string): ArticleInput[] {
  const make = (term: string, i: number, ageDays: number): ArticleInput => ({
    link: `https://${source}/bench/${term}-${i}`,
    source,
    title: `${term} issuance update number ${i}`,
    summary: `Traders discussed ${term} again today.`,
    content: null,
    publishDate: new Date(now.getTime() - ageDays * DAY),
    language: 'en',
    sentiment: 'neutral',
    confidence: 0.7,
    images: [],
    countries: [],
    categories: ['markets'],
    companies: [],
  });
  const rare = Array.from({ length: 40 }, (_, i) => make(RARE_TERM, i, (i * 89) / 40));
  const old = Array.from({ length: 300 }, (_, i) => make(OLD_TERM, i, 80 + (i % 10)));
  return [...rare, ...old];
}

/** Loads `count` articles once per store (remembered in meta); returns the seconds it took. */
export async function ensureBenchCorpus(db: Db, count: number, log: (line: string) => void): Promise<number> {
  const marker = `bench_corpus_${count}`;
  if (await getMeta(db, marker)) return 0;
  const started = Date.now();
  const now = new Date();
  for (const s of DEMO_SOURCES) {
    await upsertSource(db, {
      domain: s.domain,
      isDefault: s.isDefaultSource,
      originCountry: s.originCountry,
    });
  }
  const defaultSource = DEMO_SOURCES.find((s) => s.isDefaultSource)?.domain ?? 'www.wire.example';
  let written = 0;
  for (let chunk = 0; written < count; chunk += 1) {
    const size = Math.min(CHUNK, count - written);
    const items = generateDemoCorpus({ count: size, now, seed: chunk + 1 }).map(({ article }) => ({
      input: { ...article, link: `${article.link}-c${chunk}` },
      at: new Date(article.publishDate.getTime() + 90_000),
    }));
    if (chunk === 0) {
      for (const input of markerArticles(now, defaultSource)) items.push({ input, at: input.publishDate });
    }
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      await db.transaction((tx) => insertNewArticles(tx, batch));
    }
    written += size;
    log(`  loaded ${written.toLocaleString('en')} / ${count.toLocaleString('en')} articles`);
  }
  // What autovacuum does after a bulk load: merge GIN pending lists, refresh statistics.
  log('  VACUUM ANALYZE');
  await db.exec('VACUUM ANALYZE articles');
  // The ticker and company filters walk article_keys (filled by a trigger on articles): its statistics decide it.
  await db.exec('VACUUM ANALYZE article_keys');
  await setMeta(db, marker, new Date().toISOString());
  return (Date.now() - started) / 1000;
}

/**
 * Revises a share of the corpus once per store (issue 31: point-in-time cost is measured with 10% revised),
 * through the product's write path: each chosen article is written again with an edited title, which updates
 * the row, keeps its earlier version and logs the change. Returns the instant just before the first revision
 * (an `asOf` there sees every chosen article as first stored), remembered in meta with the share.
 */
export async function ensureRevisedShare(
  db: Db,
  count: number,
  share: number,
  log: (line: string) => void,
): Promise<Date | null> {
  if (share <= 0) return null;
  const marker = `bench_revised_${count}_${share}`;
  const kept = await getMeta(db, marker);
  if (kept) return new Date(kept);
  const before = new Date();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const every = Math.round(1 / share);
  const ids = (
    await db.query<{ id: number | string }>(`SELECT id FROM articles WHERE id % $1 = 0 ORDER BY id`, [every])
  ).map((row) => Number(row.id));
  const started = Date.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      const batch = ids.slice(next, next + 200);
      next += batch.length;
      if (batch.length === 0) return;
      for (const record of await findArticlesByIds(db, batch)) {
        const { id: _id, createdAt: _c, revisedDate: _r, ...input } = record;
        await writeArticle(db, { ...input, title: `${record.title} (updated)` }, { at: new Date() });
      }
      done += batch.length;
      if (done % 20_000 < 200)
        log(`  revised ${done.toLocaleString('en')} / ${ids.length.toLocaleString('en')}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  log(
    `  revised ${ids.length.toLocaleString('en')} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await db.exec('VACUUM ANALYZE articles');
  await db.exec('VACUUM ANALYZE article_revisions');
  await db.exec('VACUUM ANALYZE article_keys');
  await setMeta(db, marker, before.toISOString());
  return before;
}
