/** @module A webhook card's filter line names every filter, sentiment and confidence included. */
import { describe, expect, it } from 'vitest';
import { filterSummary } from './filter-summary';

describe('filterSummary', () => {
  it('names each filter that filters something, in the contract order', () => {
    expect(
      filterSummary({
        query: 'ticker:AAPL',
        sources: [],
        tickers: ['AAPL', 'MSFT'],
        sentiments: ['negative'],
        minConfidence: 0.8,
        language: 'en',
        includeEntities: true,
        includeContent: false,
        countries: null,
      }),
    ).toBe(
      'query ticker:AAPL · tickers AAPL, MSFT · sentiments negative · minConfidence 0.8 · language en · includeEntities',
    );
  });

  it('says when nothing is filtered', () => {
    expect(filterSummary({ minConfidence: 0, query: '' })).toBe('every new article');
  });
});
