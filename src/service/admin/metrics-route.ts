/**
 * @module `GET /metrics`: the registry in Prometheus text format, for a scraper that presents the admin token
 * (`Authorization: Bearer <data dir's admin-token>`), as the admin API does.
 */
import type { FastifyInstance } from 'fastify';
import { tokenMatches } from './admin-routes';
import { HttpError } from '../http/http-error';
import { collectProcessMetrics, metricsRegistry } from '../metrics/registry';

export const METRICS_PATH = '/metrics';

export function registerMetricsRoute(app: FastifyInstance, options: { adminToken: string }): void {
  collectProcessMetrics();
  app.get(METRICS_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!tokenMatches(token, options.adminToken)) {
      throw new HttpError(401, { statusCode: 401, message: 'Unauthorized' });
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
