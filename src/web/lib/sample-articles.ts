/**
 * @module The one browser sampler, for upstreams without our stats endpoint: up to SAMPLE_PAGES pages of
 * search results for a stats body's filters. The facets and the charts both count over it, and as a query
 * of its own (keyed by the filters) one sample serves both.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ArticlePageV2, type ArticleStatsBody, type ArticleV2 } from '../../contract';
import { request } from './api-client';

export const SAMPLE_PAGES = 10;
const SAMPLE_PAGE_SIZE = 100;

export interface ArticleSample {
  /** The sampled articles that pass every filter. */
  articles: ArticleV2[];
  /** How many articles the pages held (before the filters applied here). */
  scanned: number;
  /** The pages ran out before SAMPLE_PAGES: the sample is every match. */
  complete: boolean;
}

/**
 * The search filters of a stats body. Sentiment labels and confidence are our extensions, which such an
 * upstream may ignore: they are applied to the sampled articles instead of being sent.
 */
function sampleRequest(body: ArticleStatsBody) {
  const {
    interval: _interval,
    top: _top,
    facets: _facets,
    sentiments: _sentiments,
    minConfidence: _minConfidence,
    ...filters
  } = body;
  return filters;
}

function passesExtensions(article: ArticleV2, body: ArticleStatsBody): boolean {
  if (body.sentiments?.length && !body.sentiments.includes(article.sentiment)) return false;
  return Number(article.confidence) >= (body.minConfidence ?? 0);
}

export async function sampleArticles(body: ArticleStatsBody, signal?: AbortSignal): Promise<ArticleSample> {
  const filters = sampleRequest(body);
  const read: ArticleV2[] = [];
  let complete = false;
  for (let page = 1; page <= SAMPLE_PAGES; page += 1) {
    const result = await request(ArticlePageV2, {
      method: 'POST',
      path: '/v2/articles',
      body: { ...filters, includeEntities: true, page, pageSize: SAMPLE_PAGE_SIZE },
      signal,
    });
    read.push(...result.articles);
    if (result.articles.length < SAMPLE_PAGE_SIZE) {
      complete = true;
      break;
    }
  }
  return { articles: read.filter((a) => passesExtensions(a, body)), scanned: read.length, complete };
}

/** The sample as a query: the facets' and the charts' bodies differ only in what the sample ignores. */
export function articleSampleOptions(body: ArticleStatsBody) {
  const { sentiments, minConfidence } = body;
  const key = { ...sampleRequest(body), sentiments, minConfidence };
  return queryOptions({
    queryKey: ['article-sample', key] as const,
    queryFn: ({ signal }) => sampleArticles(key, signal),
  });
}

/** Samples `body`, through `client`'s cache when there is one (a query function's), else directly. */
export function sampleVia(client: QueryClient | undefined) {
  return (body: ArticleStatsBody, signal?: AbortSignal): Promise<ArticleSample> =>
    client ? client.fetchQuery(articleSampleOptions(body)) : sampleArticles(body, signal);
}
