/** @module GET /v2/articles/by-link: one article by its URL (any form; canonicalised as ingestion does). */
import type { FastifyInstance } from 'fastify';
import {
  ArticleByLinkQuery,
  ERROR_TEXT,
  normalizeByLinkQuery,
  ArticleByLinkResponse,
  BadRequestBody,
  ForbiddenBody,
  NotFoundBody,
  parseDateBound,
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
  summary: 'One article by its URL',
  querystring: ArticleByLinkQuery,
  response: {
    200: described(ArticleByLinkResponse, 'The article'),
    400: described(BadRequestBody, 'link missing'),
    403: described(ForbiddenBody, 'Plan lacks full article content'),
    404: described(NotFoundBody, 'Article not found'),
  },
});

export function registerArticleByLink(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/articles/by-link', DOCS, async (request): Promise<ArticleByLinkResponse> => {
    const params = parseOr400(
      ArticleByLinkQuery,
      normalizeByLinkQuery(request.query as Record<string, unknown>),
    );
    const caller = callerOf(request);
    const shown = presentationFor(params, caller);
    if (!shown.ok) throw searchRefusal(shown.refusal);
    const asOf = params.asOf === undefined ? undefined : parseDateBound(params.asOf)?.instant;
    const record = await deps.articles.findByLink(params.link, caller.key.id, asOf);
    if (!record) throw notFound(ERROR_TEXT.articleNotFound);
    const optIns = await deps.optIns([record], shown.presentation.optIn, asOf ? { asOf } : {});
    return { status: 'ok', article: toArticleV2(record, shown.presentation, optIns.get(record.id)) };
  });
}
