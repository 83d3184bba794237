import { describe, expect, it } from 'vitest';
import { STREAM_FILTER_KEYS } from '../../contract';
import {
  applyPatch,
  comparedTickers,
  EXPLORER_STREAM_FILTERS,
  MAX_COMPARED,
  sidebarFilterCount,
  toExplorerState,
} from './explorer-state';

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

describe('live feed state', () => {
  it('is off with updates excluded by default, and a malformed value falls back', () => {
    expect(toExplorerState({})).toMatchObject({ view: 'results', live: false, updates: false });
    expect(toExplorerState({ view: 'live', live: 'yes', updates: true })).toMatchObject({
      view: 'live',
      live: false,
      updates: true,
    });
  });

  it('switching it does not return to page 1', () => {
    expect(applyPatch(toExplorerState({ page: 4 }), { live: true, updates: true }).page).toBe(4);
  });
});

describe('sentiment state', () => {
  it('sentiments and minConf are filters: counted in the badge, and a change returns to page 1', () => {
    expect(sidebarFilterCount(toExplorerState({ sentiments: ['negative'], minConf: 0.5 }))).toBe(2);
    const onPage3 = toExplorerState({ page: 3 });
    expect(applyPatch(onPage3, { sentiments: ['positive'] }).page).toBe(1);
    expect(applyPatch(onPage3, { minConfidence: 0.7 }).page).toBe(1);
  });

  it('an unknown label in a link falls back to no sentiment filter', () => {
    expect(toExplorerState({ sentiments: ['bearish'] }).sentiments).toEqual([]);
  });
});

describe('filter keys from the contract', () => {
  it('holds every stream filter of the contract but the content switches the grid does not use', () => {
    const missing = STREAM_FILTER_KEYS.filter((key) => !(EXPLORER_STREAM_FILTERS as string[]).includes(key));
    expect(missing).toEqual(['includeContent', 'excludeEmptyContent']);
  });

  it('a change of any stream filter, the dates or the order returns to page 1', () => {
    const onPage3 = toExplorerState({ page: 3 });
    const patches = [
      { query: 'x' },
      { sources: ['a.example'] },
      { optInSources: ['a.example'] },
      { excludeSources: ['a.example'] },
      { tickers: ['AAPL'] },
      { countries: ['DE'] },
      { categories: ['markets' as const] },
      { language: 'de' },
      { includeEntities: true },
      { range: '7d' as const },
      { from: '2026-01-01' },
      { to: '2026-01-02' },
      { order: 'ASC' as const },
      { orderBy: 'createdAt' as const },
    ];
    for (const patch of patches) expect(applyPatch(onPage3, patch).page).toBe(1);
  });
});

describe('compare state', () => {
  it('is the sentiment chart with no company by default', () => {
    expect(toExplorerState({})).toMatchObject({ chartMode: 'sentiment', compare: [], sentimentFor: '' });
  });

  it('reads a link: tickers upper-cased, trimmed, once each, at most five; a malformed value falls back', () => {
    expect(
      toExplorerState({
        chartMode: 'compare',
        compare: [' aapl', 'MSFT', 'AAPL', '', 'nvda', 'sap', 'tsla', 'ko'],
      }),
    ).toMatchObject({ chartMode: 'compare', compare: ['AAPL', 'MSFT', 'NVDA', 'SAP', 'TSLA'] });
    expect(toExplorerState({ chartMode: 'bars', compare: 'AAPL', sentimentFor: 7 })).toMatchObject({
      chartMode: 'sentiment',
      compare: [],
      sentimentFor: '',
    });
    expect(toExplorerState({ sentimentFor: ' nvda ' }).sentimentFor).toBe('NVDA');
  });

  it('keeps at most MAX_COMPARED companies', () => {
    expect(comparedTickers(['A', 'B', 'C', 'D', 'E', 'F'])).toHaveLength(MAX_COMPARED);
  });

  it('choosing companies or the grid column is not a filter: the page stays', () => {
    const onPage3 = toExplorerState({ page: 3 });
    expect(applyPatch(onPage3, { chartMode: 'compare', compare: ['AAPL', 'MSFT'] }).page).toBe(3);
    expect(applyPatch(onPage3, { sentimentFor: 'AAPL' }).page).toBe(3);
  });
});
