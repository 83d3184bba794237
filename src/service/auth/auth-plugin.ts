/**
 * @module Authentication and limits for a protected scope: X-API-KEY → caller (401 otherwise), then one
 * unit of the monthly quota and the burst (429 with the exact texts, no Retry-After) unless the scope is free.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests, unauthorized } from '../http/http-error';
import type { Caller, KeyResolver } from './key-resolver';
import { refusalMessage, type Limiter } from './limits';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface AuthPluginOptions {
  keys: KeyResolver;
  limiter: Limiter;
  /** False for a scope of free routes: the key is checked, no unit of the quota or the burst is counted. */
  count?: boolean;
}

function presentedKey(request: FastifyRequest): string | undefined {
  const value = request.headers['x-api-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** The authenticated caller of a request inside a protected scope. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const caller = await options.keys.resolve(presentedKey(request));
    if (!caller) throw unauthorized();
    if (options.count === false) {
      request.caller = caller;
      return;
    }
    const verdict = await options.limiter.consume(caller.key.id, caller.plan);
    if (!verdict.ok) throw tooManyRequests(refusalMessage(verdict.reason, caller.plan));
    request.caller = caller;
  });
}

/** Not encapsulated on purpose: the hook applies to the scope that registers it. */
export const authenticate = fp(authPlugin, { name: 'newsroom-auth' });
