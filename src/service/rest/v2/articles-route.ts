/** @module POST /v2/articles: search with the full v2 parameter set. */
import type { FastifyInstance } from 'fastify';
import {
  SearchArticlesV2Body,
  normalizeV2Body,
  ArticlePageV2,
  BadRequestBody,
  ForbiddenBody,
  type ArticleV2,
} from '../../../contract';
import type { ArticleRecord } from '../../model/article';
import { createHighlighter } from '../../../query/text/highlight';
import { callerOf } from '../../auth/auth-plugin';
import { prepareSearch } from '../../search/prepare-search';
import { toArticleV2 } from '../../feed/present-article';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';
import { parseOr400 } from '../../http/validate';
import { described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs({
  summary: 'Search articles',
  body: SearchArticlesV2Body,
  response: {
    200: described(ArticlePageV2, 'A page of articles'),
    400: described(BadRequestBody, 'Invalid parameters or query syntax'),
    403: described(ForbiddenBody, 'Plan lacks full article content'),
  },
});

/**
 * collapse: "story": each article with the story it stands for. One not grouped yet (the grouping runs just
 * after the write) has no story id yet and is a story of one.
 */
async function withStory(
  deps: RestDeps,
  records: ArticleRecord[],
  articles: ArticleV2[],
): Promise<ArticleV2[]> {
  const stories = await deps.articles.storyFields(records.map((r) => r.id));
  return articles.map((article, i) => {
    const story = stories.get(records[i]?.id ?? 0);
    return story
      ? { ...article, storyId: story.storyId, storySize: story.storySize }
      : { ...article, storySize: 1 };
  });
}

export function registerSearchArticlesV2(app: FastifyInstance, deps: RestDeps): void {
  app.post('/v2/articles', DOCS, async (request): Promise<ArticlePageV2> => {
    const params = parseOr400(SearchArticlesV2Body, normalizeV2Body(request.body));
    const prepared = prepareSearch(params, callerOf(request));
    if (!prepared.ok) throw searchRefusal(prepared.refusal);
    const { request: req, query } = prepared;
    const records = await deps.articles.searchPage(req);
    const presentation = {
      ...prepared.presentation,
      orderBy: req.orderBy,
      // Only the page's rows are marked, after the search: highlighting never slows the query itself.
      highlight: params.highlight === true ? createHighlighter(query, req.language) : undefined,
      includeAuthor: params.includeAuthor === true,
      includeFirstSeen: params.includeFirstSeen === true,
    };
    const articles = records.map((r) => toArticleV2(r, presentation));
    return {
      status: 'ok',
      page: req.page,
      pageSize: req.pageSize,
      articles: req.collapse === 'story' ? await withStory(deps, records, articles) : articles,
    };
  });
}
