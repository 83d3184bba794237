/** @module POST /v2/articles: search with the full v2 parameter set. */
import type { FastifyInstance } from 'fastify';
import {
  SearchArticlesV2Body,
  normalizeV2Body,
  ArticlePageV2,
  BadRequestBody,
  ForbiddenBody,
} from '../../../contract';
import { createHighlighter } from '../../../query/text/highlight';
import { callerOf } from '../../auth/auth-plugin';
import { prepareSearch } from '../../search/prepare-search';
import { optInContextOf } from '../../feed/opt-in-readers';
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
    };
    const optIns = await deps.optIns(records, presentation.optIn, optInContextOf(req));
    return {
      status: 'ok',
      page: req.page,
      pageSize: req.pageSize,
      articles: records.map((r) => toArticleV2(r, presentation, optIns.get(r.id))),
    };
  });
}
