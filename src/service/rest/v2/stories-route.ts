/** @module GET /v2/stories/:id: the articles that tell one story, first seen first (our extension). */
import type { FastifyInstance } from 'fastify';
import {
  ERROR_TEXT,
  ForbiddenBody,
  MAX_STORY_ARTICLES,
  normalizeByLinkQuery,
  NotFoundBody,
  BadRequestBody,
  StoryParams,
  StoryQuery,
  StoryResponse,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import { presentationFor } from '../../search/prepare-search';
import { notFound } from '../../http/http-error';
import { toArticleV2 } from '../../feed/present-article';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';
import { parseOr400 } from '../../http/validate';
import { described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs({
  summary: 'One story: its articles, first seen first',
  description:
    `Articles about the same event within the story window (72 h by default), grouped just after they are ` +
    `stored; a reprint names the first copy it repeats. At most ${MAX_STORY_ARTICLES} articles; size counts all.`,
  params: StoryParams,
  querystring: StoryQuery,
  response: {
    200: described(StoryResponse, 'The story'),
    400: described(BadRequestBody, 'Invalid parameters'),
    403: described(ForbiddenBody, 'Plan lacks full article content'),
    404: described(NotFoundBody, 'Story not found'),
  },
});

/** Story ids are positive integers below 2^53; anything else names no story. */
const STORY_ID = /^[1-9]\d{0,15}$/;

export function registerStories(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/stories/:id', DOCS, async (request): Promise<StoryResponse> => {
    const { id } = parseOr400(StoryParams, request.params);
    const params = parseOr400(StoryQuery, normalizeByLinkQuery(request.query as Record<string, unknown>));
    const caller = callerOf(request);
    const shown = presentationFor(params, caller);
    if (!shown.ok) throw searchRefusal(shown.refusal);
    const story = STORY_ID.test(id)
      ? await deps.articles.findStory(Number(id), caller.key.id, MAX_STORY_ARTICLES)
      : null;
    if (!story) throw notFound(ERROR_TEXT.storyNotFound);
    const presentation = { ...shown.presentation, includeFirstSeen: true };
    return {
      status: 'ok',
      story: {
        id,
        size: story.size,
        articles: story.members.map(({ article, reprintOf }) => ({
          ...toArticleV2(article, presentation),
          firstSeenAt: article.firstSeenAt.toISOString(),
          reprintOf,
        })),
      },
    };
  });
}
