/**
 * @module The count and the facets of the current query: POST /v2/articles/stats with `facets: true`,
 * one request for both. On an upstream without the endpoint (404) they are counted over the browser's
 * sample of search pages instead (src/web/lib/sample-articles.ts, shared with the charts), and say so.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleStatsResponse, type ArticleFacets, type ArticleStatsBody } from '../../../../contract';
import { ApiError } from '../../../lib/api-problem';
import { sendWithFallback } from '../../../lib/extension-fallback';
import { sampleArticles, sampleVia } from '../../../lib/sample-articles';
import { sampleFacets } from '../lib/sample-facets';

type Sampler = typeof sampleArticles;

export interface Facets {
  /** Matches: from the service, or the sample's size. */
  total: number;
  /** False when `total` is only a lower bound (a sample that stopped before the results ran out). */
  exact: boolean;
  facets: ArticleFacets;
  /** Set when counted from a sample of pages rather than by the service. */
  sampled: { articles: number; complete: boolean } | null;
  /**
   * The top companies by articles (the stats' topTickers: main ticker, name, each article once): the
   * ticker facet's rows. Null when counted from a sample, whose ticker facet is per company already.
   */
  companies: CompanyCount[] | null;
  /** The stories the matches tell (asked with `includeStories`); null when not asked or not offered. */
  stories: number | null;
}

export type CompanyCount = ArticleStatsResponse['topTickers'][number];

export const facetKeys = {
  all: ['facets'] as const,
  body: (body: ArticleStatsBody) => [...facetKeys.all, body] as const,
};

/** The facets counted over a sample of search pages (the browser's one sampler, src/web/lib). */
async function sampled(body: ArticleStatsBody, sample: Sampler, signal?: AbortSignal): Promise<Facets> {
  const { articles, scanned, complete } = await sample(body, signal);
  const named = [...(body.sources ?? []).filter((s) => s !== '*'), ...(body.optInSources ?? [])];
  return {
    total: articles.length,
    exact: complete,
    facets: sampleFacets(articles, body.top ?? 10, named),
    sampled: { articles: scanned, complete },
    companies: null,
    stories: null,
  };
}

export async function getFacets(
  body: ArticleStatsBody,
  signal?: AbortSignal,
  sample: Sampler = sampleArticles,
): Promise<Facets> {
  // An upstream refusing `includeStories` still gives the count of articles.
  const { result } = await sendWithFallback(
    ArticleStatsResponse,
    { method: 'POST', path: '/v2/articles/stats', body, signal },
    ['includeStories'],
  );
  if (result.ok) {
    const { total, facets, topTickers } = result.data;
    const stories = result.data.stories?.total ?? null;
    // An upstream that has stats but not facets: the count stays exact, the facets come from a sample.
    if (!facets) return { ...(await sampled(body, sample, signal)), total, exact: true, stories };
    return { total, exact: true, facets, sampled: null, companies: topTickers, stories };
  }
  if (result.problem.kind === 'not_found') return sampled(body, sample, signal);
  throw new ApiError(result.problem);
}

export function facetsOptions(body: ArticleStatsBody) {
  return queryOptions({
    queryKey: facetKeys.body(body),
    queryFn: ({ signal, client }) => getFacets(body, signal, sampleVia(client)),
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` holds the request back (the page's rows go first). */
export function useFacets(body: ArticleStatsBody, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...facetsOptions(body), enabled });
}
