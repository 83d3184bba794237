/** @module GET /v2/sources: the catalog as Source objects. */
import type { FastifyInstance } from 'fastify';
import type { SourceV2 } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';

export function registerSourcesV2(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/sources', async (request): Promise<SourceV2[]> => {
    const { plan } = callerOf(request);
    const sources = await deps.sources.list();
    return sources.map((s) => {
      const source: SourceV2 = {
        domain: s.domain,
        isDefaultSource: s.isDefault,
        originCountry: s.originCountry,
        languages: s.languages,
      };
      if (plan.capabilities.content) source.isContentAvailable = s.contentAvailable;
      return source;
    });
  });
}
