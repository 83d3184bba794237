/**
 * @module Key administration for the CLI through whichever path is open: the running service's admin
 * API (PGlite allows one process per data directory) or the store itself.
 */
import type { ServiceConfig } from '../config/env';
import { loadPlans } from '../config/plans';
import { adminClient } from './admin-client';
import { runningServiceAdmin } from '../system/data-dir';
import type { Db } from '../store/db';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyRecord } from '../store/keys-repo';
import { migrate } from '../store/migrate';
import { openDb } from '../store/open-db';

export interface KeyAdmin {
  readonly via: string;
  create(name: string, plan: string): Promise<{ key: string; record: ApiKeyRecord }>;
  list(): Promise<ApiKeyRecord[]>;
  revoke(selector: string): Promise<ApiKeyRecord[]>;
  close(): Promise<void>;
}

function directAdmin(db: Db, config: ServiceConfig): KeyAdmin {
  const plans = loadPlans(config.plansFile);
  return {
    via: `the ${db.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} store`,
    async create(name, plan) {
      if (!plans[plan]) throw new Error(`unknown plan '${plan}' (plans: ${Object.keys(plans).join(', ')})`);
      return createApiKey(db, { name, plan });
    },
    list: () => listApiKeys(db),
    revoke: (selector) => revokeApiKey(db, selector),
    close: () => db.close(),
  };
}

function httpAdmin(baseUrl: string, token: string): KeyAdmin {
  const admin = adminClient(baseUrl, token);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await admin<T>(method, path, body)).body;
  const revive = (r: ApiKeyRecord): ApiKeyRecord => ({
    ...r,
    createdAt: new Date(r.createdAt),
    revokedAt: r.revokedAt ? new Date(r.revokedAt) : null,
  });
  return {
    via: `the running service at ${baseUrl}`,
    async create(name, plan) {
      const created = await call<{ key: string; record: ApiKeyRecord }>('POST', '/admin/keys', {
        name,
        plan,
      });
      return { key: created.key, record: revive(created.record) };
    },
    list: async () => (await call<{ keys: ApiKeyRecord[] }>('GET', '/admin/keys')).keys.map(revive),
    revoke: async (selector) =>
      (await call<{ revoked: ApiKeyRecord[] }>('POST', '/admin/keys/revoke', { selector })).revoked.map(
        revive,
      ),
    close: async () => undefined,
  };
}

export async function openKeyAdmin(config: ServiceConfig): Promise<KeyAdmin> {
  const running = runningServiceAdmin(config);
  if (running) return httpAdmin(running.url, running.token);
  const db = await openDb(config);
  await migrate(db);
  return directAdmin(db, config);
}
