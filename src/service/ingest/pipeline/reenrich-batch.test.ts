import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCompanyMatcher } from '../../enrich/companies/match-companies';
import { enrichArticle, type RawArticle } from '../../enrich/enrich-article';
import { findArticleByLink, writeArticle } from '../../store/articles-repo';
import type { Db } from '../../store/db';
import { ENGINES } from '../../testing/engines';
import { openMigratedStore } from '../../testing/migrated-store';
import { reenrichBatch, type ReenrichResult } from './reenrich-batch';

const SOURCE = 'www.reenrich-wire.example';
const raw = (slug: string, title: string): RawArticle => ({
  link: `https://${SOURCE}/${slug}`,
  source: SOURCE,
  title,
  summary: null,
  content: null,
  publishDate: new Date('2026-11-20T09:00:00Z'),
  images: [],
  declaredLanguage: 'en',
});
const ARTICLES = [
  raw('apple', 'Apple shares climb after iPhone sales beat forecasts'),
  raw('shell', 'Shell to cut 2,000 jobs as refining margins shrink'),
  raw('rates', 'Central bank holds rates as inflation cools in the euro zone'),
];

async function pass(db: Db, limit: number): Promise<ReenrichResult[]> {
  const steps: ReenrichResult[] = [];
  let after: number | null = null;
  do {
    const step: ReenrichResult = await reenrichBatch({ db }, { after, limit });
    steps.push(step);
    after = step.next;
  } while (after !== null);
  return steps;
}

const languageCounts = async (db: Db) =>
  db.query<{ language: string; articles: number }>(
    'SELECT language, articles FROM source_languages WHERE domain = $1 ORDER BY language',
    [SOURCE],
  );

describe.each(ENGINES)('reenrichBatch [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeEach(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    // Stored by an older release that knew no companies, and one headline misread as French.
    const knewNothing = createCompanyMatcher([]);
    for (const article of ARTICLES) {
      const input = enrichArticle(article, knewNothing);
      await writeArticle(db, article === ARTICLES[2] ? { ...input, language: 'fr' } : input);
    }
  });
  afterEach(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)(
    'should tag stored articles with what the enrichment knows now, in steps, without revising them',
    async () => {
      const before = await findArticleByLink(db, ARTICLES[0]?.link ?? '');
      expect(before?.companies).toEqual([]);
      const steps = await pass(db, 2);
      expect(steps.map((s) => [s.examined, s.next === null])).toEqual([
        [2, false],
        [1, true],
      ]);
      expect(steps.reduce((n, s) => n + s.changed, 0)).toBe(3);
      const apple = await findArticleByLink(db, ARTICLES[0]?.link ?? '');
      expect(apple?.companies.map((c) => c.ticker)).toEqual(['AAPL']);
      expect(apple?.revisedDate).toBeNull();
      expect(apple?.title).toBe(before?.title);
      const tagged = await db.query<{ link: string }>(`SELECT link FROM articles WHERE tickers @> '{SHEL}'`);
      expect(tagged.map((r) => r.link)).toEqual([ARTICLES[1]?.link]);
    },
  );

  it.skipIf(skip)(
    "should correct a misread language from the source's usual one and move the source's count",
    async () => {
      expect(await languageCounts(db)).toEqual([
        { language: 'en', articles: 2 },
        { language: 'fr', articles: 1 },
      ]);
      await pass(db, 10);
      expect((await findArticleByLink(db, ARTICLES[2]?.link ?? ''))?.language).toBe('en');
      expect(await languageCounts(db)).toEqual([{ language: 'en', articles: 3 }]);
      // Its words are now indexed as English: "rates" under the English stem "rate" (French gave "rat").
      const found = await db.query<{ link: string }>(
        `SELECT link FROM articles WHERE search @@ to_tsquery('simple', 'rate')`,
      );
      expect(found.map((r) => r.link)).toEqual([ARTICLES[2]?.link]);
    },
  );

  it.skipIf(skip)('should change nothing on a second pass, and stop at once on an empty store', async () => {
    await pass(db, 2);
    const again = await pass(db, 2);
    expect(again.reduce((n, s) => n + s.changed, 0)).toBe(0);
    expect(again.reduce((n, s) => n + s.examined, 0)).toBe(3);
    await db.query('DELETE FROM articles');
    expect(await pass(db, 2)).toEqual([{ examined: 0, changed: 0, next: null }]);
  });
});
