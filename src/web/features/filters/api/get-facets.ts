/**
 * @module The count and the facets of the current query: POST /v2/articles/stats with `facets: true`,
 * one request for both. On an upstream without the endpoint (404) they come from up to SAMPLE_PAGES
 * pages of search results instead, and say so (the charts' fallback, applied to the facets).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ArticlePageV2,
  ArticleStatsResponse,
  type ArticleFacets,
  type ArticleStatsBody,
  type ArticleV2,
} from '../../../../contract';
import { request, send } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-problem';
import { sampleFacets } from '../lib/sample-facets';

export const SAMPLE_PAGES = 10;
const SAMPLE_PAGE_SIZE = 100;

export interface Facets {
  /** Matches: from the service, or the sample's size. */
  total: number;
  /** False when `total` is only a lower bound (a sample that stopped before the results ran out). */
  exact: boolean;
  facets: ArticleFacets;
  /** Set when counted from a sample of pages rather than by the service. */
  sampled: { articles: number; complete: boolean } | null;
}

export const facetKeys = {
  all: ['facets'] as const,
  body: (body: ArticleStatsBody) => [...facetKeys.all, body] as const,
};

async function sample(body: ArticleStatsBody, signal?: AbortSignal): Promise<Facets> {
  const { interval: _interval, top, facets: _facets, ...filters } = body;
  const articles: ArticleV2[] = [];
  let complete = false;
  for (let page = 1; page <= SAMPLE_PAGES; page += 1) {
    const result = await request(ArticlePageV2, {
      method: 'POST',
      path: '/v2/articles',
      body: { ...filters, includeEntities: true, page, pageSize: SAMPLE_PAGE_SIZE },
      signal,
    });
    articles.push(...result.articles);
    if (result.articles.length < SAMPLE_PAGE_SIZE) {
      complete = true;
      break;
    }
  }
  const named = [...(filters.sources ?? []).filter((s) => s !== '*'), ...(filters.optInSources ?? [])];
  return {
    total: articles.length,
    exact: complete,
    facets: sampleFacets(articles, top ?? 10, named),
    sampled: { articles: articles.length, complete },
  };
}

export async function getFacets(body: ArticleStatsBody, signal?: AbortSignal): Promise<Facets> {
  const result = await send(ArticleStatsResponse, {
    method: 'POST',
    path: '/v2/articles/stats',
    body,
    signal,
  });
  if (result.ok) {
    const { total, facets } = result.data;
    // An upstream that has stats but not facets: the count stays exact, the facets come from a sample.
    if (!facets) return { ...(await sample(body, signal)), total, exact: true };
    return { total, exact: true, facets, sampled: null };
  }
  if (result.problem.kind === 'not_found') return sample(body, signal);
  throw new ApiError(result.problem);
}

export function facetsOptions(body: ArticleStatsBody) {
  return queryOptions({
    queryKey: facetKeys.body(body),
    queryFn: ({ signal }) => getFacets(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` holds the request back (the page's rows go first). */
export function useFacets(body: ArticleStatsBody, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...facetsOptions(body), enabled });
}
