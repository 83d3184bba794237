/** @module Stories (our extension): GET /v2/stories/:id, the articles that tell one story. */
import { z } from 'zod';
import { ArticleV2, IsoDateTime } from './article';
import { ArticleByLinkQuery } from './search-params';

/** The most articles one answer lists (the first seen); `size` counts them all. */
export const MAX_STORY_ARTICLES = 500;

export const StoryParams = z.object({
  /** A story id as `storyId` gives it: a positive integer, as a string. */
  id: z.string(),
});
export type StoryParams = z.infer<typeof StoryParams>;

export const StoryQuery = z.object({
  includeContent: ArticleByLinkQuery.shape.includeContent,
  includeEntities: ArticleByLinkQuery.shape.includeEntities,
});
export type StoryQuery = z.infer<typeof StoryQuery>;

/** A story's article: the v2 article with when this service first stored it and the copy it reprints. */
export const StoryArticle = ArticleV2.extend({
  firstSeenAt: IsoDateTime,
  /** The link of the first copy this article reprints (a wire copy, a syndicated text), or null. */
  reprintOf: z.string().nullable(),
});
export type StoryArticle = z.infer<typeof StoryArticle>;

export const StoryResponse = z.object({
  status: z.literal('ok'),
  story: z.object({
    id: z.string(),
    /** How many articles the story holds (of the sources the caller may see). */
    size: z.number().int(),
    /** First seen first; at most MAX_STORY_ARTICLES. */
    articles: z.array(StoryArticle),
  }),
});
export type StoryResponse = z.infer<typeof StoryResponse>;
