/** @module Observes every HTTP response's latency under its method, route pattern and status code. */
import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './registry';

/** Requests that matched no route share one label value: raw URLs would grow the series without bound. */
const UNMATCHED = 'unmatched';

export function measureResponses(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
