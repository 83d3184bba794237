/** @module POST /v2/articles/stats: aggregates over all matches of a search (our extension). */
import type { FastifyInstance } from 'fastify';
import { ArticleStatsBody, normalizeV2Body, ArticleStatsResponse, BadRequestBody } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import { prepareSearch } from '../../search/prepare-search';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';
import { parseOr400 } from '../../http/validate';
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
    // Stats show no article, so the plan's content access is not asked.
    const prepared = prepareSearch({ ...params, includeContent: false }, callerOf(request));
    if (!prepared.ok) throw searchRefusal(prepared.refusal);
    return deps.stats({
      search: prepared.request,
      interval: params.interval,
      top: params.top ?? DEFAULT_TOP,
      facets: params.facets === true,
      ...(params.companySentiment === true
        ? { companySentiment: { tickers: params.companyTickers ?? null, top: params.top ?? DEFAULT_TOP } }
        : {}),
      stories: params.includeStories === true,
    });
  });
}
