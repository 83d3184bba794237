/** @module Stories (our extension): GET /v2/stories/:id, the articles that tell one story. */
import { z } from 'zod';
import { ArticleV2, IsoDateTime } from './article';
import { ArticleByLinkQuery } from './search-params';
import { VALIDATION_TEXT as T } from './validation-text';

/** What `oncePerStory` does, for the reference (a subscription's and a webhook's field). */
export const ONCE_PER_STORY_DESCRIPTION =
  'Sends the first article of a story that matches the filters and no later copy of that story (reprints, ' +
  "other publishers' versions); revisions of the sent article still follow includeUpdates. Waits for the " +
  'article to be grouped (just after its write), at most a few seconds: an article still ungrouped then is ' +
  'sent as a story of its own.';

/** `oncePerStory` on `/ws` and `/ws/raw` subscriptions and on webhooks: absent or false sends every copy. */
export const OncePerStory = z
  .boolean({ error: T.boolean('oncePerStory') })
  .meta({ description: ONCE_PER_STORY_DESCRIPTION });

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
