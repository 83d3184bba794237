/**
 * @module Resolves an X-API-KEY value to its key record and plan. Hash look-ups are cached for a few
 * seconds (revocation reaches other instances within that time; this instance forgets at once).
 */
import type { PlanTable, Plan } from '../config/plans';
import type { Queryable } from '../store/db';
import { findApiKeyByHash, type ApiKeyRecord } from '../store/keys-repo';
import { hasApiKeyShape, hashApiKey } from '../crypto/api-key';

export interface Caller {
  key: ApiKeyRecord;
  planName: string;
  plan: Plan;
}

export interface KeyResolver {
  /** The caller for a presented key, or null when it is missing, malformed, unknown or revoked. */
  resolve(presented: string | undefined): Promise<Caller | null>;
  forgetAll(): void;
}

export function createKeyResolver(
  db: Queryable,
  plans: PlanTable,
  options: { ttlMs?: number; now?: () => number } = {},
): KeyResolver {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { record: ApiKeyRecord | null; expires: number }>();

  async function lookup(key: string): Promise<ApiKeyRecord | null> {
    const hash = hashApiKey(key);
    const cacheKey = hash.toString('hex');
    const hit = cache.get(cacheKey);
    if (hit && hit.expires > now()) return hit.record;
    const record = await findApiKeyByHash(db, hash);
    if (cache.size > 10_000) cache.clear();
    cache.set(cacheKey, { record, expires: now() + ttlMs });
    return record;
  }

  return {
    async resolve(presented) {
      if (presented === undefined || !hasApiKeyShape(presented)) return null;
      const record = await lookup(presented);
      if (!record || record.revokedAt) return null;
      const plan = plans[record.plan];
      if (!plan) return null;
      return { key: record, planName: record.plan, plan };
    },
    forgetAll: () => cache.clear(),
  };
}
