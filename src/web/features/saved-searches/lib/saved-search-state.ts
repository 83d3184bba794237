/**
 * @module An explorer view ↔ a saved search. The search is the explorer's own request body (filters, dates,
 * order, page size), so a saved search runs as the view did; a rolling range is kept as the saved search's
 * `range` rather than frozen into dates.
 */
import type { SavedSearch, SearchArticlesV2Body } from '../../../../contract';
import { filterBody } from '../../../lib/effective-request';
import {
  EXPLORER_STREAM_FILTERS,
  explorerDefaults,
  toExplorerState,
  type ExplorerSearch,
} from '../../../lib/explorer-state';

export interface SavedSearchDraft {
  search: SearchArticlesV2Body;
  range?: string;
}

/** What saving this view stores: its body without dates when a rolling range stands for them. */
export function savedSearchOf(state: ExplorerSearch): SavedSearchDraft {
  // Without its range the body keeps absolute dates only (filterBody would resolve the range against now).
  const body = filterBody(state.range ? { ...state, range: '', from: '', to: '' } : state, new Date());
  const search: SearchArticlesV2Body =
    state.pageSize === explorerDefaults.pageSize ? body : { ...body, pageSize: state.pageSize };
  return state.range ? { search, range: state.range } : { search };
}

/** The explorer view a saved search opens: its filters, dates or range, order and page size. */
export function explorerStateOf(saved: Pick<SavedSearch, 'search' | 'range'>): ExplorerSearch {
  const { search, range } = saved;
  return toExplorerState({ ...search, page: 1, ...(range ? { range, from: '', to: '' } : {}) });
}

/** Whether the view filters articles as the saved search does (its dates, order and paging aside). */
export function filtersAsSaved(state: ExplorerSearch, saved: Pick<SavedSearch, 'search' | 'range'>): boolean {
  const own = explorerStateOf(saved);
  return EXPLORER_STREAM_FILTERS.filter((key) => key !== 'includeEntities').every(
    (key) => JSON.stringify(state[key]) === JSON.stringify(own[key]),
  );
}
