import { describe, expect, it } from 'vitest';
import { toExplorerState } from '../../../lib/explorer-state';
import { excludePatch, includePatch, queryWithout } from './facet-actions';

describe('facet include', () => {
  it('adds to the list filter, a language replaces the language', () => {
    const state = toExplorerState({ tickers: ['AAPL'], sources: ['*'] });
    expect(includePatch(state, 'tickers', 'NVDA')).toEqual({ tickers: ['AAPL', 'NVDA'] });
    expect(includePatch(state, 'sources', 'www.ft.com')).toEqual({ sources: ['www.ft.com'] });
    expect(includePatch(state, 'sentiments', 'negative')).toEqual({ sentiments: ['negative'] });
    expect(includePatch(state, 'sentiments', 'bearish')).toEqual({});
    expect(includePatch(state, 'languages', 'de')).toEqual({ language: 'de' });
  });
});

describe('facet toggle', () => {
  it('clicking an included value again removes it, and only it', () => {
    const state = toExplorerState({
      tickers: ['AAPL', 'NVDA'],
      sources: ['a.com'],
      countries: ['DE'],
      categories: ['markets', 'crypto'],
      sentiments: ['negative'],
    });
    expect(includePatch(state, 'tickers', 'AAPL')).toEqual({ tickers: ['NVDA'] });
    expect(includePatch(state, 'sources', 'a.com')).toEqual({ sources: [] });
    expect(includePatch(state, 'countries', 'DE')).toEqual({ countries: [] });
    expect(includePatch(state, 'categories', 'markets')).toEqual({ categories: ['crypto'] });
    expect(includePatch(state, 'sentiments', 'negative')).toEqual({ sentiments: [] });
  });
});

describe('facet exclude', () => {
  it('a source moves to excludeSources, out of sources and optIn', () => {
    const state = toExplorerState({
      sources: ['a.com', 'b.com'],
      optInSources: ['a.com'],
      excludeSources: ['c.com'],
    });
    expect(excludePatch(state, 'sources', 'a.com')).toEqual({
      sources: ['b.com'],
      optInSources: [],
      excludeSources: ['c.com', 'a.com'],
    });
  });

  it('a sentiment leaves the other labels (of the chosen ones, or of all three)', () => {
    expect(excludePatch(toExplorerState({}), 'sentiments', 'neutral')).toEqual({
      sentiments: ['positive', 'negative'],
    });
    expect(
      excludePatch(toExplorerState({ sentiments: ['negative', 'neutral'] }), 'sentiments', 'neutral'),
    ).toEqual({ sentiments: ['negative'] });
  });

  it('tickers, countries and categories become -field:value in the query', () => {
    expect(excludePatch(toExplorerState({ query: 'oil' }), 'countries', 'US')).toEqual({
      query: 'oil -country:US',
    });
    expect(excludePatch(toExplorerState({ query: 'oil OR gas' }), 'tickers', 'XOM')).toEqual({
      query: '(oil OR gas) -ticker:XOM',
    });
    expect(excludePatch(toExplorerState({ query: 'a b' }), 'categories', 'crypto')).toEqual({
      query: 'a b -category:crypto',
    });
  });

  it('cannot exclude without a word to match, nor a language', () => {
    expect(excludePatch(toExplorerState({}), 'tickers', 'XOM')).toBeNull();
    expect(excludePatch(toExplorerState({ query: 'oil AND' }), 'tickers', 'XOM')).toBeNull();
    expect(excludePatch(toExplorerState({ query: 'oil' }), 'languages', 'de')).toBeNull();
  });

  it('quotes a value that is not a bare word', () => {
    expect(queryWithout('oil', 'ticker', 'BRK B')).toBe('oil -ticker:"BRK B"');
  });
});
