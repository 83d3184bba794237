/**
 * @module What a route declares for its OpenAPI entry: the contract's zod schemas of its request and of each
 * response, with the errors every authenticated route can answer. Documentation only: validation stays in
 * each handler (`validate.ts`), so the error bodies stay the spec's.
 */
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { InternalErrorBody, TooManyRequestsBody, UnauthorizedBody } from '../../contract';

/** A response that is not one JSON body (a stream): its description and a JSON Schema per media type. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: Record<string, unknown> }>;
}

/**
 * Status code → the body's schema, whose description is the response's description in the document; or, for
 * a response in other media types than JSON, the media types themselves.
 */
export type ResponseSchemas = Record<number, z.ZodType | MediaResponse>;

export interface RouteDocs {
  summary: string;
  description?: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: ResponseSchemas;
}

export const described = <S extends z.ZodType>(schema: S, description: string): S =>
  schema.describe(description);

export const AUTH_ERRORS: ResponseSchemas = {
  401: described(UnauthorizedBody, 'X-API-KEY missing, malformed or invalid'),
  500: described(InternalErrorBody, 'Unexpected server fault'),
};

export const COMMON_ERRORS: ResponseSchemas = {
  ...AUTH_ERRORS,
  429: described(TooManyRequestsBody, 'Monthly quota or burst rate exceeded (no Retry-After header)'),
};

/** The route option `{ schema }` of a documented route; `response` adds to the common errors. */
export function routeDocs(
  docs: RouteDocs,
  errors: ResponseSchemas = COMMON_ERRORS,
): { schema: FastifySchema } {
  const { response, ...rest } = docs;
  return { schema: { ...rest, response: { ...response, ...errors } } };
}
