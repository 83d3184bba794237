import { describe, expect, it } from 'vitest';
import { ArticleByLinkQuery, SearchArticlesV2Body, crossFieldIssues } from './search-params';
import { VALIDATION_TEXT } from './validation-text';

describe('crossFieldIssues', () => {
  it('names the result window by page and the date order by from, in that order', () => {
    expect(crossFieldIssues({ page: 101, pageSize: 100, from: '2024-02-01', to: '2024-01-01' })).toEqual([
      { field: 'page', message: VALIDATION_TEXT.resultWindow },
      { field: 'from', message: VALIDATION_TEXT.dateOrder },
    ]);
  });

  it('finds nothing within the window and with ordered dates (defaults included)', () => {
    expect(crossFieldIssues({ page: 500 })).toEqual([]);
    expect(crossFieldIssues({ from: '2024-01-01', to: '2024-01-01' })).toEqual([]);
  });

  it('is what the v2 body schema reports across fields', () => {
    const parsed = SearchArticlesV2Body.safeParse({ page: 501, from: '2024-02-01', to: '2024-01-01' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((i) => ({ field: i.path[0], message: i.message }))).toEqual(
      crossFieldIssues({ page: 501, from: '2024-02-01', to: '2024-01-01' }),
    );
  });
});

describe('text and list rules of the search fields', () => {
  const texts = (body: unknown): string[] => {
    const parsed = SearchArticlesV2Body.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };
  const LISTS = {
    sources: 'a.example',
    optInSources: 'a.example',
    excludeSources: 'a.example',
    tickers: 'AAPL',
    countries: 'US',
    categories: 'markets',
    sentiments: 'negative',
  } as const;

  it.each(Object.entries(LISTS))(
    'takes at most 100 values in %s, and names the cap beyond',
    (field, value) => {
      expect(texts({ [field]: Array.from({ length: 100 }, () => value) })).toEqual([]);
      expect(texts({ [field]: Array.from({ length: 101 }, () => value) })).toEqual([
        `${field} must contain no more than 100 elements`,
      ]);
    },
  );

  it.each(['sources', 'optInSources', 'excludeSources', 'tickers'])(
    'refuses any control character in a value of %s (C0, DEL, C1; tab included)',
    (field) => {
      for (const control of ['\u0000', '\u0001', '\t', '\n', '\u007f', '\u0085', '\u009f']) {
        expect(texts({ [field]: ['ok', `a${control}b`] })).toEqual([
          `each value in ${field} must not contain control characters`,
        ]);
      }
      expect(texts({ [field]: ['www.bórsen.example', 'BRK.B', '日本'] })).toEqual([]);
    },
  );

  it('lets a query hold tab, line feed and carriage return as white space, and no other control', () => {
    expect(texts({ query: 'apple\tAND\r\nrate' })).toEqual([]);
    for (const control of ['\u0000', '\u0008', '\u000b', '\u001f', '\u007f', '\u0080']) {
      expect(texts({ query: `source:a${control}` })).toEqual(['query must not contain control characters']);
    }
  });

  it('refuses a control character in a by-link link', () => {
    expect(ArticleByLinkQuery.safeParse({ link: 'https://a.example/x\u0000' }).error?.issues).toEqual([
      expect.objectContaining({ message: 'link must not contain control characters' }),
    ]);
  });
});
