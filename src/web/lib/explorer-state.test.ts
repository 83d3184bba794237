import { describe, expect, it } from 'vitest';
import { sidebarFilterCount, toExplorerState } from './explorer-state';

describe('sidebarFilterCount', () => {
  it('is 0 for the defaults, whatever the query, order or view', () => {
    expect(sidebarFilterCount(toExplorerState({ q: 'ticker:AAPL', order: 'ASC', view: 'charts' }))).toBe(0);
  });

  it('counts every list entry, a date range once and a non-default language', () => {
    const state = toExplorerState({
      sources: ['*'],
      exclude: ['a.example'],
      tickers: ['AAPL', 'MSFT'],
      countries: ['DE'],
      categories: ['markets'],
      range: '7d',
      from: '2026-01-01T00:00',
      lang: 'de',
    });
    expect(sidebarFilterCount(state)).toBe(8);
  });
});
