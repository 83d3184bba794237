/** @module GET /v2/articles/by-link: the drawer's article, and separately its plan-gated full text. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleByLinkResponse, OPT_IN_FLAGS, type OptInFlag } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { articleKeys } from './article-keys';

export function getArticleByLink(
  link: string,
  opts: { includeEntities?: boolean; includeContent?: boolean; optIn?: readonly OptInFlag[] },
  signal?: AbortSignal,
): Promise<ArticleByLinkResponse> {
  return request(ArticleByLinkResponse, {
    method: 'GET',
    path: '/v2/articles/by-link',
    query: {
      link,
      includeEntities: opts.includeEntities || undefined,
      includeContent: opts.includeContent || undefined,
      ...Object.fromEntries((opts.optIn ?? []).map((flag) => [flag, true])),
    },
    signal,
  });
}

export function articleByLinkOptions(link: string, includeEntities: boolean) {
  return queryOptions({
    queryKey: articleKeys.detail(link, includeEntities),
    // The drawer shows every opt-in field (byline, first sighting, story, each company's judgement); an upstream
    // without these extensions leaves them out, and so does the drawer.
    queryFn: ({ signal }) => getArticleByLink(link, { includeEntities, optIn: OPT_IN_FLAGS }, signal),
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
