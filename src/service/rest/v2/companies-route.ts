/** @module GET /v2/companies?q=&limit=: company look-up for autocomplete (our extension). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NO_CONTROL_CHARACTERS,
  VALIDATION_TEXT as T,
  CompanySuggestResponse,
  BadRequestBody,
} from '../../../contract';
import type { RestDeps } from '../rest-deps';
import { parseOr400 } from '../../http/validate';
import { described, routeDocs } from '../openapi-parts';

const Query = z.object({
  q: z
    .string({ error: T.string('q') })
    .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('q') })
    .default(''),
  limit: z.coerce
    .number({ error: T.integer('limit') })
    .int({ error: T.integer('limit') })
    .min(1, T.min('limit', 1))
    .max(50, T.max('limit', 50))
    .default(10),
});

const DOCS = routeDocs({
  summary: 'Company look-up for autocomplete (extension)',
  querystring: Query,
  response: {
    200: described(CompanySuggestResponse, 'Matching companies'),
    400: described(BadRequestBody, 'limit out of range, or q with a control character'),
  },
});

export function registerCompanies(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/companies', DOCS, async (request): Promise<CompanySuggestResponse> => {
    const { q, limit } = parseOr400(Query, request.query);
    return { status: 'ok', companies: deps.companies.suggest(q, limit) };
  });
}
