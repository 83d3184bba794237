/**
 * @module GET /v2/sources: the catalog as Source objects, with the caller's own custom sources; with
 * `includeDetails=true` (our extension) each also carries its article count and polling outcome.
 */
import type { FastifyInstance } from 'fastify';
import {
  normalizeSourcesQuery,
  SourcesQuery,
  type SourceV2,
  SourceListV2,
  BadRequestBody,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { SourceListing } from '../../store/sources-repo';
import type { RestDeps } from '../rest-deps';
import { parseOr400 } from '../../http/validate';
import { described, routeDocs } from '../openapi-parts';

function detailsOf(s: SourceListing): NonNullable<SourceV2['details']> {
  return {
    articles: s.articles,
    enabled: s.enabled,
    polled: s.polled,
    lastSuccessAt: s.lastSuccessAt?.toISOString() ?? null,
    lastErrorAt: s.lastErrorAt?.toISOString() ?? null,
    lastError: s.lastError,
  };
}

const DOCS = routeDocs({
  summary: 'Sources',
  querystring: SourcesQuery,
  response: {
    200: described(SourceListV2, 'Sources'),
    400: described(BadRequestBody, 'includeDetails is not a boolean'),
  },
});

export function registerSourcesV2(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/sources', DOCS, async (request): Promise<SourceV2[]> => {
    const query = parseOr400(SourcesQuery, normalizeSourcesQuery(request.query as Record<string, unknown>));
    const { key, plan } = callerOf(request);
    const sources = await deps.sources.list(key.id);
    return sources.map((s) => {
      const source: SourceV2 = {
        domain: s.domain,
        isDefaultSource: s.isDefault,
        originCountry: s.originCountry,
        languages: s.languages,
      };
      if (s.isCustom) source.isCustomSource = true;
      if (plan.capabilities.content) source.isContentAvailable = s.contentAvailable;
      if (query.includeDetails) source.details = detailsOf(s);
      return source;
    });
  });
}
