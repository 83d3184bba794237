/** @module Query-key factory for articles: every key and every invalidation goes through here. */
import type { SearchArticlesV2Body } from '../../../../contract';

export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (body: SearchArticlesV2Body) => [...articleKeys.lists(), body] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (link: string, includeEntities: boolean) =>
    [...articleKeys.details(), link, includeEntities] as const,
  content: (link: string) => [...articleKeys.all, 'content', link] as const,
};
