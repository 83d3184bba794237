/** @module POST /v2/articles: search with the full v2 parameter set. */
import type { FastifyInstance } from 'fastify';
import {
  ERROR_TEXT,
  SearchArticlesV2Body,
  normalizeV2Body,
  ArticlePageV2,
  BadRequestBody,
  ForbiddenBody,
} from '../../../contract';
import { createHighlighter } from '../../../query/text/highlight';
import { callerOf } from '../../auth/auth-plugin';
import { toSearchRequest } from '../../search/search-request';
import { forbidden } from '../http-error';
import { toArticleV2 } from '../present-article';
import type { RestDeps } from '../rest-deps';
import { parseOr400, parseQueryOr400 } from '../validate';
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

export function registerSearchArticlesV2(app: FastifyInstance, deps: RestDeps): void {
  app.post('/v2/articles', DOCS, async (request): Promise<ArticlePageV2> => {
    const params = parseOr400(SearchArticlesV2Body, normalizeV2Body(request.body));
    const query = parseQueryOr400(params.query);
    const { key, plan } = callerOf(request);
    if (params.includeContent && !plan.capabilities.content) throw forbidden(ERROR_TEXT.contentForbidden);
    const req = toSearchRequest(params, query, key.id);
    const records = await deps.articles.searchPage(req);
    const presentation = {
      orderBy: req.orderBy,
      includeCompanies: params.includeEntities === true && plan.capabilities.entities,
      includeContent: params.includeContent === true,
      // Only the page's rows are marked, after the search: highlighting never slows the query itself.
      highlight: params.highlight === true ? createHighlighter(query, req.language) : undefined,
      includeAuthor: params.includeAuthor === true,
    };
    return {
      status: 'ok',
      page: req.page,
      pageSize: req.pageSize,
      articles: records.map((r) => toArticleV2(r, presentation)),
    };
  });
}
