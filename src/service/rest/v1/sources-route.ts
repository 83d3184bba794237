/** @module GET /v1/sources: the catalog as plain domain strings, the caller's custom sources included. */
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';

export function registerSourcesV1(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v1/sources', async (request): Promise<string[]> => {
    const sources = await deps.sources.list(callerOf(request).key.id);
    return sources.map((s) => s.domain);
  });
}
