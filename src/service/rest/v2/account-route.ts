/** @module GET /v2/account: the calling key's plan, usage per day and live connections (our extension; free). */
import type { FastifyInstance } from 'fastify';
import type { AccountResponse } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';

export function registerAccount(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/account', async (request): Promise<AccountResponse> => deps.account(callerOf(request)));
}
