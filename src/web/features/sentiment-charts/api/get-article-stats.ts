/**
 * @module POST /v2/articles/stats, with a fallback for upstreams that lack it (404):
 * aggregate the browser's sample of search pages (src/web/lib/sample-articles.ts, shared with the facets),
 * and say so.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleStatsResponse, type ArticleStatsBody } from '../../../../contract';
import { ApiError } from '../../../lib/api-problem';
import { sendWithFallback } from '../../../lib/extension-fallback';
import { sampleArticles, sampleVia } from '../../../lib/sample-articles';
import { aggregateArticles } from '../lib/aggregate';

export interface ArticleStats extends ArticleStatsResponse {
  /** Set when computed from a sample of pages rather than by the service. */
  sampled: { articles: number; complete: boolean } | null;
}

export const statsKeys = {
  all: ['article-stats'] as const,
  body: (body: ArticleStatsBody) => [...statsKeys.all, body] as const,
};

async function sampleStats(
  body: ArticleStatsBody,
  signal?: AbortSignal,
  sample: typeof sampleArticles = sampleArticles,
): Promise<ArticleStats> {
  const { articles, scanned, complete } = await sample(body, signal);
  return {
    ...aggregateArticles(articles, body.interval ?? 'day', body.top ?? 10),
    sampled: { articles: scanned, complete },
  };
}

/** The service's aggregate, or null when the upstream has no stats endpoint (404). */
export async function getServiceStats(
  body: ArticleStatsBody,
  signal?: AbortSignal,
): Promise<ArticleStats | null> {
  // An upstream refusing `includeStories` still draws the article charts (they then say stories are not counted).
  const { result } = await sendWithFallback(
    ArticleStatsResponse,
    { method: 'POST', path: '/v2/articles/stats', body, signal },
    ['includeStories'],
  );
  if (result.ok) return { ...result.data, sampled: null };
  if (result.problem.kind === 'not_found') return null;
  throw new ApiError(result.problem);
}

export async function getArticleStats(body: ArticleStatsBody, signal?: AbortSignal): Promise<ArticleStats> {
  return (await getServiceStats(body, signal)) ?? sampleStats(body, signal);
}

export function serviceStatsOptions(body: ArticleStatsBody) {
  return queryOptions({
    queryKey: statsKeys.body(body),
    queryFn: ({ signal }) => getServiceStats(body, signal),
  });
}

export function sampledStatsOptions(body: ArticleStatsBody) {
  return queryOptions({
    queryKey: [...statsKeys.all, 'sampled', body] as const,
    queryFn: ({ signal, client }) => sampleStats(body, signal, sampleVia(client)),
  });
}

/**
 * The stats of a body: one request shared by every caller of the same body. With `sample` (the charts)
 * an upstream without the endpoint is sampled instead; without it (the results' histogram, which must not
 * spend ten requests of quota) such an upstream gives `data: null`.
 */
export interface ArticleStatsUse {
  /** Fall back to a sample of articles when the upstream has no stats endpoint. */
  sample?: boolean;
  /** False holds the request back (the page's rows go first on a store that runs one query at a time). */
  enabled?: boolean;
}

export function useArticleStats(
  body: ArticleStatsBody,
  { sample = true, enabled = true }: ArticleStatsUse = {},
) {
  const direct = useQuery({ ...serviceStatsOptions(body), enabled });
  const sampled = useQuery({
    ...sampledStatsOptions(body),
    enabled: enabled && sample && direct.data === null,
  });
  return sample && direct.data === null ? sampled : direct;
}
