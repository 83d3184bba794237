import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_COMPANIES } from '../companies/seed-companies';
import { createCompanyMatcher } from '../enrich/companies/match-companies';
import { ENRICHMENT_VERSION, enrichArticle, type RawArticle } from '../enrich/enrich-article';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { insertNewArticles, updateEnrichment, writeArticle } from './articles-repo';
import { readCompanySentiment } from './company-sentiment-repo';
import type { Db } from './db';
import { indexedForm } from './indexed-form';

const raw = (slug: string, title: string, content: string | null = null): RawArticle => ({
  link: `https://www.judged.example/${slug}`,
  source: 'www.judged.example',
  title,
  summary: null,
  content,
  publishDate: new Date('2026-11-20T09:00:00Z'),
  images: [],
  declaredLanguage: 'en',
});

const idOf = (ticker: string): number => SEED_COMPANIES.find((c) => c.ticker === ticker)?.companyId ?? -1;

describe.each(ENGINES)('per-company judgement in the store [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeEach(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterEach(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)('keeps what enrichment judged, written one by one or in bulk', async () => {
    const one = enrichArticle(raw('one', 'Apple beats forecasts while Samsung warns on profit'));
    const bulk = enrichArticle(
      raw(
        'bulk',
        'Markets mixed',
        'Stocks were flat. Tesla shares slumped after a recall of 2 million cars.',
      ),
    );
    const written = await writeArticle(db, one);
    const [inserted] = await insertNewArticles(db, [
      { input: bulk, at: new Date(), indexed: indexedForm(bulk) },
    ]);
    const ids = [written.article?.id ?? -1, inserted?.id ?? -1];
    const stored = await readCompanySentiment(db, ids);
    expect(stored.get(ids[0] ?? -1)).toEqual({
      companySentiment: one.companySentiment,
      enrichmentVersion: ENRICHMENT_VERSION,
    });
    expect(stored.get(ids[1] ?? -1)?.companySentiment).toEqual(bulk.companySentiment);
    const [apple, samsung] = [idOf('AAPL'), idOf('005930')].map((id) =>
      stored.get(ids[0] ?? -1)?.companySentiment.find((j) => j.companyId === id),
    );
    expect([apple?.sentiment, samsung?.sentiment]).toEqual(['positive', 'negative']);
    expect(stored.get(ids[1] ?? -1)?.companySentiment[0]?.evidence[0]?.field).toBe('content');
  });

  it.skipIf(skip)('stores none and version 0 for an article built without a judgement', async () => {
    const {
      companySentiment: _c,
      enrichmentVersion: _v,
      ...bare
    } = enrichArticle(raw('bare', 'Tesco shares fall'));
    const written = await writeArticle(db, bare);
    const id = written.article?.id ?? -1;
    expect((await readCompanySentiment(db, [id])).get(id)).toEqual({
      companySentiment: [],
      enrichmentVersion: 0,
    });
  });

  it.skipIf(skip)('re-enrichment rewrites the judgement with the companies it now knows', async () => {
    const article = raw('later', 'Shell shares slump as refining margins collapse');
    const written = await writeArticle(db, enrichArticle(article, createCompanyMatcher([])));
    const id = written.article?.id ?? -1;
    expect((await readCompanySentiment(db, [id])).get(id)?.companySentiment).toEqual([]);
    await updateEnrichment(db, id, enrichArticle(article));
    const judged = (await readCompanySentiment(db, [id])).get(id)?.companySentiment ?? [];
    expect(judged.map((j) => [j.companyId, j.sentiment])).toEqual([[idOf('SHEL'), 'negative']]);
  });
});
