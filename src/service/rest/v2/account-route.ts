/** @module GET /v2/account: the calling key's plan, usage per day and live connections (our extension; free). */
import type { FastifyInstance } from 'fastify';
import { AccountResponse } from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import type { RestDeps } from '../rest-deps';
import { AUTH_ERRORS, described, routeDocs } from '../openapi-parts';

const DOCS = routeDocs(
  {
    summary: "The key's plan, this month's usage per day and its live connections (extension)",
    description:
      'Free for every plan: counts no unit of the monthly quota or the burst. Days before the service ' +
      'counted usage per day show 0 there while `used` holds the whole month.',
    response: { 200: described(AccountResponse, 'Plan, usage and live connections') },
  },
  AUTH_ERRORS,
);

export function registerAccount(app: FastifyInstance, deps: RestDeps): void {
  app.get('/v2/account', DOCS, async (request): Promise<AccountResponse> => deps.account(callerOf(request)));
}
