/** @module POST /v2/articles: one page of results; the previous page stays on screen while the next loads. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ArticlePageV2, type SearchArticlesV2Body } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { articleKeys } from './article-keys';

export function searchArticles(body: SearchArticlesV2Body, signal?: AbortSignal): Promise<ArticlePageV2> {
  return request(ArticlePageV2, { method: 'POST', path: '/v2/articles', body, signal });
}

export function searchArticlesOptions(body: SearchArticlesV2Body) {
  return queryOptions({
    queryKey: articleKeys.list(body),
    queryFn: ({ signal }) => searchArticles(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** The grid's page; a query's matches come back highlighted (a presentation aid, not a filter). */
export function useSearchArticles(body: SearchArticlesV2Body) {
  return useQuery(searchArticlesOptions(body.query ? { ...body, highlight: true } : body));
}
