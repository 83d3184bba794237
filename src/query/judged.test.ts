import { describe, expect, it } from 'vitest';
import type { Company } from '../contract';
import { compileMatcher, prepareArticle, type MatchableArticle } from './evaluate';
import { judgedLabel, judgedLabels } from './judged';
import { parseQuery } from './parse';

const company = (companyId: number, ticker: string, extra: Partial<Company> = {}): Company => ({
  companyId,
  confidence: '0.9',
  country: 'US',
  exchange: 'NASDAQ',
  industry: '',
  name: ticker,
  sector: '',
  ticker,
  isin: '',
  openfigi: '',
  ...extra,
});

const APPLE = company(1, 'AAPL', {
  primaryListing: { ticker: 'AAPL', exchangeCode: 'XNAS', exchangeCountry: 'US' },
  otherListings: [{ ticker: 'apc ', exchangeCode: 'XFRA', exchangeCountry: 'DE' }],
});
const SAMSUNG = company(2, '005930');

describe('judgedLabels', () => {
  it('labels every listing of a judged company with its sentiment, and about from salience 0.5', () => {
    const labels = judgedLabels(
      [APPLE, SAMSUNG],
      [
        { companyId: 1, sentiment: 'positive', salience: 0.5 },
        { companyId: 2, sentiment: 'negative', salience: 0.49 },
      ],
    );
    expect(labels.sort()).toEqual([
      '005930:negative',
      'AAPL:about',
      'AAPL:positive',
      'APC:about',
      'APC:positive',
    ]);
  });

  it('gives nothing for a company not judged, nor for a judgement of a company not tagged', () => {
    expect(judgedLabels([APPLE], [{ companyId: 2, sentiment: 'negative', salience: 1 }])).toEqual([]);
    expect(judgedLabels([APPLE, SAMSUNG], [])).toEqual([]);
  });

  it('folds only spaces and ASCII letters, as SQL does on every server', () => {
    expect(judgedLabel('negative', ' aapl ')).toBe('AAPL:negative');
    expect(judgedLabel('about', 'ärzte')).toBe('äRZTE:about');
    expect(judgedLabel('about', '\tnvda')).toBe('\tNVDA:about');
  });
});

describe('judged filters in the query language', () => {
  const article = (companySentiment: MatchableArticle['companySentiment']): MatchableArticle => ({
    title: 'Apple beats, Samsung slumps',
    summary: null,
    content: null,
    source: 'www.reuters.com',
    language: 'en',
    sentiment: 'neutral',
    countries: [],
    categories: [],
    companies: [APPLE, SAMSUNG],
    companySentiment,
  });
  const judged = prepareArticle(
    article([
      { companyId: 1, sentiment: 'positive', salience: 0.8 },
      { companyId: 2, sentiment: 'negative', salience: 0.35 },
    ]),
  );
  const matches = (query: string, prepared = judged): boolean => {
    const parsed = parseQuery(query);
    if (!parsed.ok || !parsed.ast) throw new Error(`does not parse: ${query}`);
    return compileMatcher(parsed.ast, 'en')(prepared);
  };

  it.each([
    ['positive for the company the article is positive about', 'positive:AAPL', true],
    ['its other listing, any case', 'positive:apc', true],
    ['negative for the other company', 'negative:005930', true],
    ['not the article-level sentiment', 'negative:AAPL', false],
    ['about the title subject', 'about:AAPL', true],
    ['a passing mention is not about', 'about:005930', false],
    ['a ticker the article does not tag', 'about:NVDA', false],
    ['combined', 'about:AAPL AND negative:005930 AND sentiment:neutral', true],
    ['negated', '-negative:AAPL ticker:AAPL', true],
    ['quoted value', 'neutral:"AAPL" OR positive:" aapl"', true],
  ])('%s: %s', (_, query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it('an article stored without judgements matches none of them', () => {
    const unjudged = prepareArticle(article(null));
    expect(matches('ticker:AAPL', unjudged)).toBe(true);
    expect(matches('positive:AAPL OR about:AAPL OR neutral:AAPL', unjudged)).toBe(false);
  });
});
