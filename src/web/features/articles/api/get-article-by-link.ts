/** @module GET /v2/articles/by-link: the drawer's article, and separately its plan-gated full text. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleByLinkResponse } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { articleKeys } from './article-keys';

export function getArticleByLink(
  link: string,
  opts: { includeEntities?: boolean; includeContent?: boolean; includeAuthor?: boolean },
  signal?: AbortSignal,
): Promise<ArticleByLinkResponse> {
  return request(ArticleByLinkResponse, {
    method: 'GET',
    path: '/v2/articles/by-link',
    query: {
      link,
      includeEntities: opts.includeEntities || undefined,
      includeContent: opts.includeContent || undefined,
      includeAuthor: opts.includeAuthor || undefined,
    },
    signal,
  });
}

export function articleByLinkOptions(link: string, includeEntities: boolean) {
  return queryOptions({
    queryKey: articleKeys.detail(link, includeEntities),
    // The drawer shows the byline; an upstream without the extension leaves it out, and so does the drawer.
    queryFn: ({ signal }) => getArticleByLink(link, { includeEntities, includeAuthor: true }, signal),
    enabled: link !== '',
  });
}

export function useArticleByLink(link: string, includeEntities: boolean) {
  return useQuery(articleByLinkOptions(link, includeEntities));
}

/** Full text is asked for on its own so that a 403 (plan without content) never hides the article. */
export function articleContentOptions(link: string) {
  return queryOptions({
    queryKey: articleKeys.content(link),
    queryFn: ({ signal }) => getArticleByLink(link, { includeContent: true }, signal),
    enabled: link !== '',
  });
}

export function useArticleContent(link: string, enabled: boolean) {
  return useQuery({ ...articleContentOptions(link), enabled: enabled && link !== '' });
}
