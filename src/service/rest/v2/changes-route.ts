/** @module GET /v2/changes: the change feed after a cursor, filtered like an enhanced-stream subscription. */
import type { FastifyInstance } from 'fastify';
import {
  CHANGES_TEXT,
  ChangesQuery,
  DEFAULT_CHANGES_LIMIT,
  normalizeChangesQuery,
  ChangesPageV2,
  BadRequestBody,
  ForbiddenBody,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import { prepareSearch } from '../../search/prepare-search';
import { badRequest } from '../../http/http-error';
import { toArticleV2 } from '../../feed/present-article';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';
import { parseOr400 } from '../../http/validate';
import { described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs({
  summary: 'Changes after a cursor, filtered like a live subscription (extension); one quota unit per call',
  querystring: ChangesQuery,
  response: {
    200: described(ChangesPageV2, 'The matching changes in cursor order, nextCursor and hasMore'),
    400: described(BadRequestBody, 'Invalid parameters, query syntax, or a cursor older than retention'),
    403: described(ForbiddenBody, 'Plan lacks full article content'),
  },
});

export function registerChanges(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/changes', DOCS, async (request): Promise<ChangesPageV2> => {
    const params = parseOr400(ChangesQuery, normalizeChangesQuery(request.query as Record<string, unknown>));
    const prepared = prepareSearch(params, callerOf(request));
    if (!prepared.ok) throw searchRefusal(prepared.refusal);
    const { request: req, presentation } = prepared;
    const page = await deps.changes.read({
      filter: { request: req, includeUpdates: params.includeUpdates === true, removals: true },
      after: params.after,
      limit: params.limit ?? DEFAULT_CHANGES_LIMIT,
    });
    if (!page.ok) {
      const after = params.after ?? 0;
      throw badRequest([
        page.reason === 'expired'
          ? CHANGES_TEXT.expired(after, page.oldest)
          : CHANGES_TEXT.ahead(after, page.latest),
      ]);
    }
    const articles = page.entries.flatMap((entry) => (entry.kind === 'removed' ? [] : [entry.article]));
    const optIns = await deps.optIns(articles, presentation.optIn);
    return {
      status: 'ok',
      changes: page.entries.map((entry) =>
        entry.kind === 'removed'
          ? {
              cursor: entry.change.cursor,
              kind: 'removed',
              changedAt: entry.change.changedAt.toISOString(),
              link: entry.change.link,
            }
          : {
              cursor: entry.change.cursor,
              kind: entry.kind,
              changedAt: entry.change.changedAt.toISOString(),
              article: toArticleV2(entry.article, presentation, optIns.get(entry.article.id)),
            },
      ),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  });
}
