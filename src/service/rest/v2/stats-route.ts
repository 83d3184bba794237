/** @module POST /v2/articles/stats: aggregates over all matches of a search (our extension). */
import type { FastifyInstance } from 'fastify';
import { ArticleStatsBody, normalizeV2Body, ArticleStatsResponse, BadRequestBody } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import { toSearchRequest } from '../../search/search-request';
import type { RestDeps } from '../rest-deps';
import { parseOr400, parseQueryOr400 } from '../validate';
import { described, routeDocs } from '../openapi-parts';

const DEFAULT_TOP = 10;

const DOCS = routeDocs({
  summary: 'Aggregates over all matches of a search (extension)',
  body: ArticleStatsBody,
  response: {
    200: described(ArticleStatsResponse, 'Sentiment mix, timeline, top sources and tickers'),
    400: described(BadRequestBody, 'Invalid parameters or query syntax'),
  },
});

export function registerArticleStats(app: FastifyInstance, deps: RestDeps): void {
  app.post('/v2/articles/stats', DOCS, async (request): Promise<ArticleStatsResponse> => {
    const params = parseOr400(ArticleStatsBody, normalizeV2Body(request.body));
    const search = toSearchRequest(params, parseQueryOr400(params.query), callerOf(request).key.id);
    return deps.stats({
      search,
      interval: params.interval,
      top: params.top ?? DEFAULT_TOP,
      facets: params.facets === true,
    });
  });
}
