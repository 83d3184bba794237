/** @module The local API key: made on first start with every capability, kept in the data directory. */
import { hashApiKey } from '../crypto/api-key';
import type { PlanTable } from '../config/plans';
import type { Queryable } from '../store/db';
import { createApiKey, findApiKeyByHash } from '../store/keys-repo';
import { dataFiles, readSecretFile, writeSecretFile } from '../system/data-dir';

const LOCAL_KEY_NAME = 'local';

/** The plan with every capability and the largest limits: the local key's plan. */
export function mostCapablePlan(plans: PlanTable): string {
  const score = ([, p]: [string, PlanTable[string]]) =>
    Object.values(p.capabilities).filter(Boolean).length * 1e9 +
    (p.monthlyQuota === null ? 1e8 : Math.min(p.monthlyQuota, 1e8 - 1)) / 1e3 +
    (p.burst ? p.burst.requests / p.burst.seconds : 1e6);
  const ranked = Object.entries(plans).sort((a, b) => score(b) - score(a));
  return (ranked[0] as [string, unknown])[0];
}

/** Returns the local key, creating it (or a replacement for a store that lacks it) when needed. */
export async function ensureLocalKey(
  db: Queryable,
  dataDir: string,
  plans: PlanTable,
): Promise<{ key: string; created: boolean; revoked: boolean }> {
  const file = dataFiles(dataDir).localKey;
  const existing = readSecretFile(file);
  if (existing) {
    const record = await findApiKeyByHash(db, hashApiKey(existing));
    if (record) return { key: existing, created: false, revoked: record.revokedAt !== null };
  }
  const { key } = await createApiKey(db, { name: LOCAL_KEY_NAME, plan: mostCapablePlan(plans) });
  writeSecretFile(file, key);
  return { key, created: true, revoked: false };
}
