/** @module GET /v2/sources: the catalog as Source objects, with the caller's own custom sources. */
import type { FastifyInstance } from 'fastify';
import type { SourceV2 } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';

export function registerSourcesV2(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/sources', async (request): Promise<SourceV2[]> => {
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
      return source;
    });
  });
}
