/** @module Building blocks of the OpenAPI document: contract schemas as JSON Schema, responses, parameters. */
import { z } from 'zod';
import { InternalErrorBody, TooManyRequestsBody, UnauthorizedBody } from '../../contract';

export type JsonSchema = Record<string, unknown>;

export function schema(s: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export const json = (s: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: schema(s) } },
});

export const commonErrors = {
  '401': json(UnauthorizedBody, 'X-API-KEY missing, malformed or invalid'),
  '429': json(TooManyRequestsBody, 'Monthly quota or burst rate exceeded (no Retry-After header)'),
  '500': json(InternalErrorBody, 'Unexpected server fault'),
};

export const queryParam = (name: string, description: string, type = 'string', required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type },
});
