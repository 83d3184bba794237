/**
 * @module Every filter key of the one definition (src/contract/filter-keys.ts) reaches every dashboard
 * consumer: the explorer's URL state, the request it sends, a webhook made from it and the webhook card.
 */
import { describe, expect, it } from 'vitest';
import {
  LIST_FILTER_KEYS,
  STREAM_FILTER_KEYS,
  WEBHOOK_FILTER_FIELDS,
  WebhookCreateBody,
  type StreamFilterKey,
} from '../../../../contract';
import { filterBody } from '../../../lib/effective-request';
import {
  applyPatch,
  EXPLORER_STREAM_FILTERS,
  GRID_UNUSED_FILTERS,
  sidebarFilterCount,
  toExplorerState,
  type ExplorerSearch,
} from '../../../lib/explorer-state';
import { filterSummary } from './filter-summary';
import { webhookFilters } from './webhook-from-query';

const NOW = new Date('2026-11-20T12:00:00Z');

/** A value that filters something, for every stream filter key (the compiler asks for a new key's). */
const FILTERING: { [K in StreamFilterKey]-?: NonNullable<WebhookCreateBody[K]> } = {
  query: 'ticker:AAPL -category:regulation',
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
};

/** The explorer state holding only `key`'s filtering value, as a link carries it (JSON in the URL). */
function stateWith(key: StreamFilterKey): ExplorerSearch {
  return toExplorerState(JSON.parse(JSON.stringify({ [key]: FILTERING[key] })));
}

describe('the filter keys reach every consumer', () => {
  it('the explorer keeps every stream filter but the content switches its grid never sets', () => {
    expect([...EXPLORER_STREAM_FILTERS, ...GRID_UNUSED_FILTERS].sort()).toEqual(
      [...STREAM_FILTER_KEYS].sort(),
    );
  });

  it.each(EXPLORER_STREAM_FILTERS.map((key) => [key]))('%s survives the URL and returns to page 1', (key) => {
    const state = stateWith(key);
    expect(state[key]).toEqual(FILTERING[key]);
    expect(toExplorerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(applyPatch(toExplorerState({ page: 3 }), { [key]: state[key] }).page).toBe(1);
  });

  it.each(EXPLORER_STREAM_FILTERS.map((key) => [key]))(
    '%s goes into the request and into a webhook made from it, shown on its card',
    (key) => {
      const body = filterBody(stateWith(key), NOW);
      expect(body[key]).toEqual(FILTERING[key]);
      const { filters, dropped } = webhookFilters(body, 'enriched');
      expect(key in WEBHOOK_FILTER_FIELDS).toBe(true);
      expect(filters[key]).toEqual(FILTERING[key]);
      expect(dropped).toEqual([]);
      expect(
        WebhookCreateBody.safeParse({ url: 'https://r.example/h', type: 'enriched', ...filters }).success,
      ).toBe(true);
      expect(filterSummary(filters)).toContain(key);
    },
  );

  it.each(STREAM_FILTER_KEYS.map((key) => [key]))('a webhook card names %s when it is set', (key) => {
    expect(filterSummary({ [key]: FILTERING[key] })).toMatch(new RegExp(`^${key}\\b`));
  });

  it.each(LIST_FILTER_KEYS.map((key) => [key]))('each %s value counts in the sidebar badge', (key) => {
    expect(sidebarFilterCount(stateWith(key))).toBe(FILTERING[key].length);
  });
});
