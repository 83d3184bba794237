import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, Company } from '../../contract';
import { enrichArticle } from '../enrich/enrich-article';
import type { ArticleInput } from '../model/article';
import { describeAgreement, measureAgreement, type Agreement } from './enrichment-agreement';
import { generateDemoCorpus, type DemoCorpusItem } from './generate-corpus';
import { demoRawArticle, demoRevisedRawArticle } from './raw-article';

const NOW = new Date('2026-11-10T14:30:00.000Z');
const ARTICLES = 2_000;

let corpus: DemoCorpusItem[];
let enriched: ArticleInput[];
let agreement: Agreement;

beforeAll(() => {
  corpus = generateDemoCorpus({ now: NOW, count: ARTICLES });
  enriched = corpus.map((item) => enrichArticle(demoRawArticle(item)));
  agreement = measureAgreement(
    corpus.map((item, i) => ({ meant: item.article, found: enriched[i] as ArticleInput })),
  );
  process.stdout.write(`\n${describeAgreement(agreement)}\n`);
});

const share = (pred: (a: ArticleInput) => boolean): number => enriched.filter(pred).length / enriched.length;

describe('demo articles through enrichment', () => {
  it('hands enrichment only the raw text, never the generator labels', () => {
    const raw = demoRawArticle(corpus[0] as DemoCorpusItem);
    // Every feed field is stated (the one item mapping); a generated article has no byline and no first-seen time.
    expect(Object.keys(raw).sort()).toEqual(
      [
        'author',
        'content',
        'declaredLanguage',
        'firstSeenAt',
        'images',
        'link',
        'publishDate',
        'source',
        'summary',
        'title',
      ].sort(),
    );
    expect(raw).toMatchObject({ author: null, firstSeenAt: null });
    for (const label of ['sentiment', 'confidence', 'companies', 'categories', 'countries', 'language'])
      expect(raw).not.toHaveProperty(label);
    const revised = corpus.find((item) => item.revision !== undefined);
    expect(revised).toBeDefined();
    const revisedRaw = revised && demoRevisedRawArticle(revised);
    expect(revisedRaw?.title).toBe(revised?.revision?.title ?? revised?.article.title);
    expect(demoRevisedRawArticle({ ...(corpus[0] as DemoCorpusItem), revision: undefined })).toBeUndefined();
  });

  // Loose floors: they fail when a stage or the templates break, not when a stage is retuned.
  it('agrees with the generator on language and, mostly, on sentiment', () => {
    expect(agreement.language).toBeGreaterThan(0.95);
    expect(agreement.sentiment).toBeGreaterThan(0.5);
  });

  it('finds the companies the templates name, and few others', () => {
    expect(agreement.companies.recall).toBeGreaterThan(0.9);
    expect(agreement.companies.precision).toBeGreaterThan(0.9);
  });

  it('finds most of the categories and countries the templates are about', () => {
    expect(agreement.categories.recall).toBeGreaterThan(0.5);
    expect(agreement.categories.precision).toBeGreaterThan(0.4);
    expect(agreement.countries.precision).toBeGreaterThan(0.8);
  });

  it('still gives a demo with every category, several languages, all sentiments and tagged companies', () => {
    expect(new Set(enriched.flatMap((a) => a.categories))).toEqual(new Set(CATEGORIES));
    const languages = new Set(enriched.map((a) => a.language));
    for (const lang of ['en', 'de', 'fr', 'es', 'ja']) expect(languages, lang).toContain(lang);
    expect(new Set(enriched.map((a) => a.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    expect(share((a) => a.companies.length > 0)).toBeGreaterThan(0.3);
    for (const company of enriched.flatMap((a) => a.companies)) {
      expect(Company.safeParse(company).success, company.ticker).toBe(true);
      expect(company.exchange).toBeTruthy();
    }
    expect(share((a) => a.companies.some((c) => c.isin))).toBeGreaterThan(0.2);
  });
});
