/**
 * The presenter reads the opt-in table generically: each flag writes exactly its fields, where the table says,
 * in the contract's shapes; a store-read flag not read first is a wiring fault, never a silent omission.
 */
import { describe, expect, it } from 'vitest';
import { ArticleV2, Company, OPT_IN_FIELDS, OPT_IN_FLAGS, type OptInFieldSpec } from '../../contract';
import type { ArticleRecord } from '../model/article';
import { APPLE } from '../testing/fixture-articles';
import { storeFlags, type ArticleOptIns } from './opt-in-readers';
import { toArticleV2 } from './present-article';

const ARTICLE: ArticleRecord = {
  id: 7,
  link: 'https://www.wire.example/apple-results',
  source: 'www.wire.example',
  title: 'Apple beats estimates',
  summary: null,
  content: 'Apple said revenue rose.',
  publishDate: new Date('2026-11-20T14:30:00.000Z'),
  language: 'en',
  sentiment: 'positive',
  confidence: 0.9,
  images: [],
  countries: ['US'],
  categories: ['business'],
  companies: [APPLE],
  createdAt: new Date('2026-11-20T14:31:05.123Z'),
  firstSeenAt: new Date('2026-11-20T14:31:05.123Z'),
  revisedDate: null,
  author: 'Jane Doe',
};

const JUDGEMENT = {
  sentiment: 'positive',
  sentimentScore: 0.8,
  sentimentConfidence: 0.9,
  salience: 0.85,
  evidence: [{ text: 'Apple beats estimates', field: 'title', start: 0, end: 21, sentiment: 'positive' }],
} as const;

/** What a store reader gives for the article, per store flag (the test knows the ones there are). */
const READ: ArticleOptIns = {
  includeStory: { storyId: '42', storySize: 3, reprintOf: null },
  includeCompanySentiment: new Map([[APPLE.companyId, { ...JUDGEMENT, evidence: [...JUDGEMENT.evidence] }]]),
};

describe.each(OPT_IN_FLAGS)('toArticleV2 with %s', (flag) => {
  const spec: OptInFieldSpec = OPT_IN_FIELDS[flag];
  const base = { includeCompanies: true, includeContent: true };
  const plain = toArticleV2(ARTICLE, base);
  const shown = toArticleV2(ARTICLE, { ...base, optIn: [flag] }, READ);

  it('writes its fields and nothing else, in the contract shape', () => {
    expect(ArticleV2.strict().parse(shown)).toEqual(shown);
    const fields = Object.keys(spec.fields);
    if (spec.on === 'article') {
      expect(Object.keys(shown)).toEqual([...Object.keys(plain), ...fields]);
    } else {
      const [company] = shown.companies ?? [];
      expect(Object.keys(company ?? {})).toEqual([...Object.keys(APPLE), ...fields]);
      expect(Company.strict().parse(company)).toEqual(company);
      expect({ ...shown, companies: plain.companies }).toEqual(plain);
    }
  });
});

describe.each(storeFlags(OPT_IN_FLAGS))('toArticleV2 with the store flag %s', (flag) => {
  it('refuses to present a value never read', () => {
    expect(() => toArticleV2(ARTICLE, { includeCompanies: true, optIn: [flag] })).toThrow(
      `the ${flag} values of article 7`,
    );
  });
});
