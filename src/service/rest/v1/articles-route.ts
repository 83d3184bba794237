/** @module GET /v1/articles and /v1/articles/extended: search by query string, v1 article shapes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SearchArticlesV1Query,
  normalizeV1Query,
  ArticlePageV1,
  ArticlePageV1Extended,
  ForbiddenBody,
  UnprocessableBody,
  BadRequestBody,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { ArticleRecord } from '../../model/article';
import { prepareSearch, presentationFor } from '../../search/prepare-search';
import { toArticleV1, toArticleV1Extended } from '../../feed/present-article';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';
import { parseOr422 } from '../../http/validate';
import { COMMON_ERRORS, described, routeDocs } from '../openapi-parts';

async function searchV1(request: FastifyRequest, deps: RestDeps) {
  const params = parseOr422(
    SearchArticlesV1Query,
    normalizeV1Query(request.query as Record<string, unknown>),
  );
  const prepared = prepareSearch(params, callerOf(request));
  if (!prepared.ok) throw searchRefusal(prepared.refusal);
  const req = prepared.request;
  const records: ArticleRecord[] = await deps.articles.searchPage(req);
  return { page: req.page, pageSize: req.pageSize, records };
}

const V1_ERRORS = {
  ...COMMON_ERRORS,
  400: described(BadRequestBody, 'Invalid query syntax'),
  422: described(UnprocessableBody, 'Invalid query parameters'),
};
const DOCS = routeDocs(
  {
    summary: 'Search articles (v1)',
    querystring: SearchArticlesV1Query,
    response: { 200: described(ArticlePageV1, 'A page of articles') },
  },
  V1_ERRORS,
);
const EXTENDED_DOCS = routeDocs(
  {
    summary: 'Search articles with content (v1)',
    querystring: SearchArticlesV1Query,
    response: {
      200: described(ArticlePageV1Extended, 'A page of articles with content'),
      403: described(ForbiddenBody, 'Plan lacks full article content'),
    },
  },
  V1_ERRORS,
);

export function registerArticlesV1(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v1/articles', DOCS, async (request): Promise<ArticlePageV1> => {
    const { page, pageSize, records } = await searchV1(request, deps);
    return { status: 'ok', page, pageSize, articles: records.map(toArticleV1) };
  });

  app.get('/v1/articles/extended', EXTENDED_DOCS, async (request): Promise<ArticlePageV1Extended> => {
    // The extended route always carries content: the plan is asked before the parameters are read.
    const shown = presentationFor({ includeContent: true }, callerOf(request));
    if (!shown.ok) throw searchRefusal(shown.refusal);
    const { page, pageSize, records } = await searchV1(request, deps);
    return { status: 'ok', page, pageSize, articles: records.map(toArticleV1Extended) };
  });
}
