/** @module GET /v1/sources: the catalog as plain domain strings, the caller's custom sources included. */
import type { FastifyInstance } from 'fastify';
import { SourceListV1 } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';
import { described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs({
  summary: 'Source domains (v1)',
  response: { 200: described(SourceListV1, 'Domains') },
});

export function registerSourcesV1(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v1/sources', DOCS, async (request): Promise<string[]> => {
    const sources = await deps.sources.list(callerOf(request).key.id);
    return sources.map((s) => s.domain);
  });
}
