/**
 * @module The resource template `newsroom://search{?query,tickers,…}`: any search's filters written into a
 * URI, one parameter per filter key (a list comma-separated or repeated, a switch true/false). It lists no
 * concrete resources; any URI of its form names a query.
 */
import {
  SEARCH_RESOURCE_PREFIX,
  SEARCH_RESOURCE_TEMPLATE,
  type ResourceTemplateDescriptor,
} from '../../../contract/mcp/resources';
import type { WatchableQueries, WatchedQuery } from './watchable-queries';

export const SEARCH_TEMPLATE: ResourceTemplateDescriptor = {
  uriTemplate: SEARCH_RESOURCE_TEMPLATE,
  name: 'search',
  title: 'Latest matches of a news search',
  description:
    'The latest articles matching a search, newest arrivals first, as JSON text in the search_articles shape ' +
    '{articles, totalResults, page, pageSize}. Parameters are search_articles’ filters (lists comma-separated, ' +
    'e.g. newsroom://search?tickers=NVDA&sentiments=negative); includeUpdates=true also notifies revisions. ' +
    'Subscribe to be sent notifications/resources/updated when a new article matches.',
  mimeType: 'application/json',
};

/** The filters of a search URI (each parameter's text; a repeated one joined by commas), or null when `uri` is not one. */
export function searchUriFilters(uri: string): Record<string, string> | null {
  if (uri !== SEARCH_RESOURCE_PREFIX && !uri.startsWith(`${SEARCH_RESOURCE_PREFIX}?`)) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(uri.slice(SEARCH_RESOURCE_PREFIX.length));
  } catch {
    return null;
  }
  const filters: Record<string, string> = {};
  for (const [key, value] of params) filters[key] = key in filters ? `${filters[key]},${value}` : value;
  return filters;
}

export function searchTemplateQueries(): WatchableQueries {
  return {
    list: async () => [],
    async get(_keyId, uri): Promise<WatchedQuery | null> {
      const filters = searchUriFilters(uri);
      return filters === null ? null : { uri, name: uri.slice('newsroom://'.length), filters };
    },
  };
}
