/**
 * @module Loopback admin API used by the CLI while a service holds the embedded store (PGlite allows one
 * process per data directory). Guarded by a random token kept in the data directory (mode 0600).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, VALIDATION_TEXT as T } from '../../contract';
import type { PlanTable } from '../config/plans';
import type { Db } from '../store/db';
import { createApiKey, listApiKeys, revokeApiKey } from '../store/keys-repo';
import { HttpError, badRequest } from '../http/http-error';
import { parseOr400 } from '../http/validate';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

const CreateKeyBody = z.object({
  name: z
    .string({ error: 'name must be a string' })
    .min(1, 'name should not be empty')
    .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('name') }),
  plan: z.string({ error: 'plan must be a string' }),
});
const RevokeKeyBody = z.object({
  selector: z
    .string({ error: 'selector must be a string' })
    .min(1)
    .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('selector') }),
});

export interface AdminDeps {
  db: Db;
  plans: PlanTable;
  adminToken: string;
  /** Called after keys change so this instance forgets cached look-ups at once. */
  onKeysChanged: () => void;
}

export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!tokenMatches(token, deps.adminToken)) {
      throw new HttpError(401, { statusCode: 401, message: 'Unauthorized' });
    }
  });
  app.get('/admin/keys', async () => ({ keys: await listApiKeys(deps.db) }));
  app.post('/admin/keys', async (request) => {
    const body = parseOr400(CreateKeyBody, request.body ?? {});
    if (!deps.plans[body.plan]) {
      throw badRequest([`plan must be one of the following values: ${Object.keys(deps.plans).join(', ')}`]);
    }
    const created = await createApiKey(deps.db, body);
    deps.onKeysChanged();
    return created;
  });
  app.post('/admin/keys/revoke', async (request) => {
    const body = parseOr400(RevokeKeyBody, request.body ?? {});
    const revoked = await revokeApiKey(deps.db, body.selector);
    deps.onKeysChanged();
    return { revoked };
  });
}
