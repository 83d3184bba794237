/**
 * @module The OpenAPI 3.1 document at /openapi.json and /docs, generated from the zod schemas each /v1 and
 * /v2 route declares (`openapi-parts.ts`). Route schemas document only: Fastify neither validates with them
 * (handlers validate, with the spec's error bodies) nor serializes with them (bodies are sent as built).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const DOCUMENTED = /^\/v[12]\//;

function jsonSchemaOf(value: unknown, io: 'input' | 'output'): unknown {
  if (!(value instanceof z.ZodType)) return value;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(value, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A route's zod schemas as JSON Schema; routes outside /v1 and /v2 stay out of the document. */
function toOpenApi({ schema, url }: { schema: FastifySchema; url: string }): {
  schema: JsonSchema;
  url: string;
} {
  if (!DOCUMENTED.test(url)) return { schema: { ...schema, hide: true }, url };
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, unknown>).map(([code, s]) => [
      code,
      jsonSchemaOf(s, 'output'),
    ]),
  );
  return {
    schema: {
      ...schema,
      body: jsonSchemaOf(schema.body, 'input'),
      // Lists in a query string are comma-separated: OpenAPI's form style without explode.
      querystring: schema.querystring && {
        ...(jsonSchemaOf(schema.querystring, 'input') as JsonSchema),
        style: 'form',
        explode: false,
      },
      params: jsonSchemaOf(schema.params, 'input'),
      response,
    },
    url,
  };
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    mode: 'dynamic',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Newsroom financial news API',
        version,
        description:
          'Financial news with sentiment, categories, countries and companies. Every request sends X-API-KEY.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } },
      },
      security: [{ apiKey: [] }],
    },
    transform: toOpenApi,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', async () => app.swagger());
}
