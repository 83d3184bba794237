/** @module POST /v2/articles: one page of results; the previous page stays on screen while the next loads. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ArticlePageV2, type ArticleV2, type SearchArticlesV2Body } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-problem';
import { sendWithFallback } from '../../../lib/extension-fallback';
import { articleKeys } from './article-keys';

/** The fields that fold a page into stories: an upstream refusing them is asked for plain rows. */
export const STORY_FOLD_FIELDS = ['collapse', 'includeStory'] as const;

export interface SearchPage extends ArticlePageV2 {
  /** Each row is a story (`collapse: "story"` was honoured); false: every copy is a row of its own. */
  folded: boolean;
}

/**
 * Folded when the upstream took `collapse` and its rows carry the story fields; an upstream that refused it is
 * asked again without it, and one that ignored it answers plain rows: both are shown as such, without error.
 */
function isFolded(articles: readonly ArticleV2[]): boolean {
  return articles.length === 0 || articles.some((a) => a.storySize !== undefined);
}

export async function searchArticles(body: SearchArticlesV2Body, signal?: AbortSignal): Promise<SearchPage> {
  if (body.collapse === undefined) {
    const page = await request(ArticlePageV2, { method: 'POST', path: '/v2/articles', body, signal });
    return { ...page, folded: false };
  }
  const { result, dropped } = await sendWithFallback(
    ArticlePageV2,
    { method: 'POST', path: '/v2/articles', body, signal },
    STORY_FOLD_FIELDS,
  );
  if (!result.ok) throw new ApiError(result.problem);
  return { ...result.data, folded: !dropped && isFolded(result.data.articles) };
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
