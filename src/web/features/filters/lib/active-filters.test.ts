/** @module The filter bar's pills: every active filter once, each with the patch removing only it. */
import { describe, expect, it } from 'vitest';
import { applyPatch, sidebarFilterCount, toExplorerState } from '../../../lib/explorer-state';
import { activeFilters } from './active-filters';

const state = toExplorerState({
  query: 'oil',
  sources: ['*'],
  excludeSources: ['a.example'],
  optInSources: ['b.example'],
  tickers: ['AAPL', 'MSFT'],
  countries: ['DE'],
  categories: ['markets'],
  sentiments: ['negative'],
  minConfidence: 0.8,
  language: 'de',
  range: '7d',
});

describe('activeFilters', () => {
  it('shows every filter the sidebar counts, each once', () => {
    const pills = activeFilters(state);
    expect(pills.map((p) => `${p.label}: ${p.value}`)).toEqual([
      'Published: the last 7 days',
      'Source: every source',
      'Opted-in source: b.example',
      'Not source: a.example',
      'Ticker: AAPL',
      'Ticker: MSFT',
      'Country: DE',
      'Category: markets',
      'Sentiment: negative',
      'Confidence: ≥ 80%',
      'Language: de',
    ]);
    expect(pills).toHaveLength(sidebarFilterCount(state));
  });

  it('removing a pill removes that filter and no other', () => {
    for (const pill of activeFilters(state)) {
      const left = activeFilters(applyPatch(state, pill.remove)).map((p) => p.id);
      expect(left).toEqual(
        activeFilters(state)
          .map((p) => p.id)
          .filter((id) => id !== pill.id),
      );
    }
  });

  it('an absolute range reads as its UTC bounds; no filters, no pills', () => {
    const dated = toExplorerState({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T12:00:00.000Z' });
    expect(activeFilters(dated)[0]?.value).toBe('2026-11-01 00:00 UTC – 2026-11-02 12:00 UTC');
    expect(activeFilters(toExplorerState({ query: 'x' }))).toEqual([]);
  });
});
