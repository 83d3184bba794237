/**
 * @module CORS for the routes browser-based MCP clients call: any origin, no credentials (the key
 * travels in Authorization, never in a cookie), and an answer to each path's preflight.
 */
import type { FastifyInstance } from 'fastify';

export interface CorsPolicy {
  methods: string[];
  allowHeaders: string[];
  exposeHeaders?: string[];
}

/** Adds the CORS headers to every response of `scope` and answers OPTIONS on `paths`. */
export function allowAnyOrigin(scope: FastifyInstance, policy: CorsPolicy, paths: readonly string[]): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (policy.exposeHeaders) reply.header('access-control-expose-headers', policy.exposeHeaders.join(', '));
  });
  for (const path of paths) {
    scope.options(path, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', [...policy.methods, 'OPTIONS'].join(', '))
        .header('access-control-allow-headers', policy.allowHeaders.join(', '))
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}
