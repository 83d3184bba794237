/** @module The one stats request behind the count line and the facets: the search filters plus `facets`. */
import type { ArticleStatsBody, SearchArticlesV2Body } from '../../../../contract';

/** How many values each facet lists. */
export const FACET_TOP = 10;

/**
 * The stats body for the current filters; paging, ordering and presentation fields do not change counts. With
 * `stories` (the grid folds stories) it also asks how many stories the matches tell.
 */
export function facetBody(filters: SearchArticlesV2Body, { stories = false } = {}): ArticleStatsBody {
  const {
    order: _order,
    orderBy: _orderBy,
    includeEntities: _entities,
    includeContent: _content,
    highlight: _highlight,
    page: _page,
    pageSize: _pageSize,
    ...rest
  } = filters;
  return { ...rest, facets: true, top: FACET_TOP, ...(stories ? { includeStories: true } : {}) };
}
