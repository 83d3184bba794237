/** @module Webhook filters from the explorer's query: enriched keeps every stream filter, raw only its own. */
import { describe, expect, it } from 'vitest';
import {
  SEARCH_FIELDS,
  SearchArticlesV2Body,
  WEBHOOK_FILTER_FIELDS,
  WebhookCreateBody,
  type OptInFlag,
  type WebhookFilterField,
} from '../../../../contract';
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

/**
 * A value that filters something for every search field a webhook also takes (the compiler asks for new ones);
 * the opt-in fields are how articles are shown, not filters of the explorer's query.
 */
const EVERY_SHARED_FILTER = {
  query: 'ticker:AAPL',
  sources: ['www.wire.example'],
  excludeSources: ['www.other.example'],
  optInSources: ['www.optin.example'],
  tickers: ['AAPL'],
  countries: ['US'],
  categories: ['markets'],
  sentiments: ['negative'],
  minConfidence: 0.8,
  language: 'de',
  includeContent: true,
  includeEntities: true,
  excludeEmptyContent: true,
} satisfies Record<Exclude<Extract<keyof SearchArticlesV2Body, WebhookFilterField>, OptInFlag>, unknown>;

describe('webhookFilters', () => {
  it('carries every filter of the search contract that webhooks accept', () => {
    const shared = Object.keys(SEARCH_FIELDS).filter((key) => key in WEBHOOK_FILTER_FIELDS);
    expect(Object.keys(EVERY_SHARED_FILTER).sort()).toEqual(shared.sort());
    const body = SearchArticlesV2Body.parse({ ...EVERY_SHARED_FILTER, from: '2026-11-01', page: 3 });
    const { filters, dropped } = webhookFilters(body, 'enriched');
    expect(filters).toEqual(EVERY_SHARED_FILTER);
    expect(dropped).toEqual([]);
    expect(
      WebhookCreateBody.safeParse({ url: 'https://r.example/h', type: 'enriched', ...filters }).success,
    ).toBe(true);
  });

  it('keeps a "negative AAPL" alert negative: sentiments and minimum confidence are carried', () => {
    const { filters } = webhookFilters(
      { query: 'ticker:AAPL', sentiments: ['negative'], minConfidence: 0.8, language: 'en' },
      'enriched',
    );
    expect(filters).toEqual({
      query: 'ticker:AAPL',
      sentiments: ['negative'],
      minConfidence: 0.8,
      language: 'en',
    });
  });

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
    expect(
      webhookFilters(
        { ...search, includeEntities: true, sentiments: ['positive'], minConfidence: 0.5 },
        'raw',
      ),
    ).toEqual({
      filters: { query: 'ticker:NVDA OR "interest rate"', sources: ['www.wire.example'], language: 'en' },
      dropped: ['tickers', 'countries', 'categories', 'sentiments', 'minConfidence', 'includeEntities'],
    });
  });
});
