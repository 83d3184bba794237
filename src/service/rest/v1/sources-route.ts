/** @module GET /v1/sources: the catalog as plain domain strings. */
import type { FastifyInstance } from 'fastify';
import type { RestDeps } from '../rest-deps';

export function registerSourcesV1(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v1/sources', async (): Promise<string[]> => {
    const sources = await deps.sources.list();
    return sources.map((s) => s.domain);
  });
}
