/** @module GET /v2/enrichment: the models that label articles and their measured figures (our extension; free). */
import type { FastifyInstance } from 'fastify';
import { EnrichmentResponse } from '../../../contract';
import { modelCard } from '../../enrich/model-card';
import { AUTH_ERRORS, described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs(
  {
    summary: 'The enrichment models, their versions and measured figures (extension)',
    description:
      'Free for every plan: counts no unit of the monthly quota or the burst. For each label (language, ' +
      'sentiment, per-company sentiment, categories, countries, companies): the model or rules and their ' +
      "version, and the figures of the repository's latest evaluation of them (dataset, split, metric, " +
      'value, baseline where one was scored, and when it was measured).',
    response: { 200: described(EnrichmentResponse, 'Models and figures') },
  },
  AUTH_ERRORS,
);

export function registerEnrichment(app: FastifyInstance): void {
  app.get('/v2/enrichment', DOCS, async (): Promise<EnrichmentResponse> => modelCard());
}
