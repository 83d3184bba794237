import { describe, expect, it } from 'vitest';
import { SavedSearchCreateBody } from '../../../../contract';
import { toExplorerState } from '../../../lib/explorer-state';
import { explorerStateOf, filtersAsSaved, savedSearchOf } from './saved-search-state';

const view = toExplorerState({
  query: 'ticker:AAPL -category:regulation',
  tickers: ['AAPL'],
  sentiments: ['negative'],
  minConfidence: 0.8,
  countries: ['US'],
  excludeSources: ['spam.example'],
  range: '24h',
  orderBy: 'createdAt',
  pageSize: 50,
  page: 3,
  view: 'charts',
});

describe('saved search state', () => {
  it('keeps a rolling range as the range, not as dates', () => {
    const draft = savedSearchOf(view);
    expect(draft.range).toBe('24h');
    expect(draft.search).not.toHaveProperty('from');
    expect(draft.search).toMatchObject({ sentiments: ['negative'], minConfidence: 0.8, pageSize: 50 });
    // What the service takes: the create body's own schema accepts it.
    expect(SavedSearchCreateBody.safeParse({ name: 'n', ...draft }).success).toBe(true);
  });

  it('opens the same filters, range, order and page size (page 1, default view)', () => {
    const opened = explorerStateOf({ ...savedSearchOf(view), range: '24h' });
    expect(opened).toEqual({ ...view, page: 1, view: 'results' });
    expect(filtersAsSaved(view, { ...savedSearchOf(view), range: '24h' })).toBe(true);
  });

  it('keeps absolute dates when there is no range', () => {
    const dated = toExplorerState({ query: 'x', from: '2025-01-01', to: '2025-02-01' });
    const draft = savedSearchOf(dated);
    expect(draft).toEqual({
      search: expect.objectContaining({ from: '2025-01-01', to: '2025-02-01' }) as unknown,
    });
    expect(explorerStateOf({ search: draft.search, range: null })).toMatchObject({ from: '2025-01-01' });
  });

  it('tells a changed filter apart', () => {
    const saved = { ...savedSearchOf(view), range: '24h' };
    expect(filtersAsSaved({ ...view, sentiments: [] }, saved)).toBe(false);
    expect(filtersAsSaved({ ...view, range: '7d', view: 'live' }, saved)).toBe(true);
  });
});
