import { afterEach, describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../demo/generate-corpus';
import { demoRawArticle, demoRevisedRawArticle } from '../demo/raw-article';
import { enrichArticle } from '../enrich/enrich-article';
import { countArticles, findArticleByLink } from '../store/articles-repo';
import type { Db } from '../store/db';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { loadDemoCorpusOnce } from './demo-loader';

const NOW = new Date('2026-11-10T14:30:00.000Z');
const COUNT = 2_100;
const corpus = generateDemoCorpus({ count: COUNT, now: NOW });

const freshStore = (): Promise<Db> => openMigratedTestPglite();

/** What the store holds that enrichment decides. */
async function labels(db: Db, link: string) {
  const stored = await findArticleByLink(db, link);
  if (!stored) throw new Error(`${link} not stored`);
  const { language, sentiment, confidence, categories, countries, companies } = stored;
  return { language, sentiment, confidence, categories, countries, companies };
}

describe('loadDemoCorpusOnce', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it.each([
    { name: 'on a worker thread', enrichWorkers: 1 },
    { name: 'in this thread', enrichWorkers: 0 },
  ])('stores what enrichment makes of the raw text, $name', async ({ enrichWorkers }) => {
    db = await freshStore();
    const result = await loadDemoCorpusOnce(db, { count: COUNT, now: NOW, enrichWorkers });
    const revised = corpus.filter((item) => item.revision !== undefined);
    expect(result).toEqual({ loaded: true, articles: COUNT, revisions: revised.length });
    expect(await countArticles(db)).toBe(COUNT);
    const plain = corpus.find((item) => item.revision === undefined && item.article.companies.length > 0);
    if (!plain) throw new Error('the corpus has no unrevised article with a company');
    const enriched = enrichArticle(demoRawArticle(plain));
    const stored = await labels(db, plain.article.link);
    expect(stored).toEqual({
      language: enriched.language,
      sentiment: enriched.sentiment,
      confidence: expect.closeTo(enriched.confidence, 4) as number,
      categories: enriched.categories,
      countries: [...enriched.countries].sort(),
      companies: enriched.companies,
    });
    const first = revised[0];
    if (!first) throw new Error('the corpus has no revision');
    const revision = await findArticleByLink(db, first.article.link);
    const revisedRaw = demoRevisedRawArticle(first);
    expect(revision?.title).toBe(revisedRaw?.title);
    expect(revision?.summary).toBe(revisedRaw?.summary);
    expect(revision?.revisedDate).toBeInstanceOf(Date);
  });

  it('loads once per store', async () => {
    db = await freshStore();
    expect((await loadDemoCorpusOnce(db, { count: 50, now: NOW, enrichWorkers: 0 })).loaded).toBe(true);
    expect(await loadDemoCorpusOnce(db, { count: 50, now: NOW, enrichWorkers: 0 })).toEqual({
      loaded: false,
      articles: 0,
      revisions: 0,
    });
    expect(await countArticles(db)).toBe(50);
  });
});
