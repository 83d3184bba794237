/** @module Webhook filters from the explorer's query: enriched keeps the search filters, raw only its own. */
import { describe, expect, it } from 'vitest';
import { webhookFilters } from './webhook-from-query';

const search = {
  query: 'ticker:NVDA OR "interest rate"',
  sources: ['www.wire.example'],
  tickers: ['NVDA'],
  countries: ['US'],
  categories: ['markets' as const],
  language: 'en',
  includeEntities: false,
  from: '2026-11-01T00:00:00.000Z',
  order: 'DESC' as const,
  page: 2,
};

describe('webhookFilters', () => {
  it('keeps the filters an enriched webhook takes, never dates, order or paging', () => {
    expect(webhookFilters(search, 'enriched')).toEqual({
      filters: {
        query: 'ticker:NVDA OR "interest rate"',
        sources: ['www.wire.example'],
        tickers: ['NVDA'],
        countries: ['US'],
        categories: ['markets'],
        language: 'en',
      },
      dropped: [],
    });
  });

  it('a raw webhook keeps query, sources and language, and names what it dropped', () => {
    expect(webhookFilters({ ...search, includeEntities: true }, 'raw')).toEqual({
      filters: { query: 'ticker:NVDA OR "interest rate"', sources: ['www.wire.example'], language: 'en' },
      dropped: ['tickers', 'countries', 'categories', 'includeEntities'],
    });
  });
});
