/** @module POST /v2/articles: search with the full v2 parameter set. */
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXT, SearchArticlesV2Body, normalizeV2Body, type ArticlePageV2 } from '../../../contract';
import { createHighlighter } from '../../../query/text/highlight';
import { callerOf } from '../../auth/auth-plugin';
import { toSearchRequest } from '../../search/search-request';
import { forbidden } from '../http-error';
import { toArticleV2 } from '../present-article';
import type { RestDeps } from '../rest-deps';
import { parseOr400, parseQueryOr400 } from '../validate';

export function registerSearchArticlesV2(app: FastifyInstance, deps: RestDeps): void {
  app.post('/v2/articles', async (request): Promise<ArticlePageV2> => {
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
    };
    return {
      status: 'ok',
      page: req.page,
      pageSize: req.pageSize,
      articles: records.map((r) => toArticleV2(r, presentation)),
    };
  });
}
