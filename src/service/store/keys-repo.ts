/** @module API keys table: create, find by hash, list, revoke, statuses by id. Only hashes are stored. */
import { apiKeyPrefix, generateApiKey, hashApiKey } from '../crypto/api-key';
import type { Queryable } from './db';

export interface ApiKeyRecord {
  id: number;
  name: string;
  plan: string;
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
}

interface KeyRow {
  id: number | string;
  name: string;
  plan: string;
  key_prefix: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const COLUMNS = 'id, name, plan, key_prefix, created_at, revoked_at';

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: Number(row.id),
    name: row.name,
    plan: row.plan,
    prefix: row.key_prefix,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

/** Creates a key and returns it in clear text: the only time it exists outside the caller. */
export async function createApiKey(
  db: Queryable,
  input: { name: string; plan: string; key?: string },
): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = input.key ?? generateApiKey();
  const rows = await db.query<KeyRow>(
    `INSERT INTO api_keys (name, plan, key_hash, key_prefix) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [input.name, input.plan, hashApiKey(key), apiKeyPrefix(key)],
  );
  return { key, record: toRecord(rows[0] as KeyRow) };
}

export async function findApiKeyByHash(db: Queryable, hash: Buffer): Promise<ApiKeyRecord | null> {
  const rows = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [hash], {
    prepare: true,
  });
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function listApiKeys(db: Queryable): Promise<ApiKeyRecord[]> {
  const rows = await db.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys ORDER BY id`);
  return rows.map(toRecord);
}

/** Revokes by numeric id, name or key prefix; returns the keys revoked now. */
export async function revokeApiKey(db: Queryable, selector: string): Promise<ApiKeyRecord[]> {
  const id = /^\d+$/.test(selector) ? Number(selector) : -1;
  const rows = await db.query<KeyRow>(
    `UPDATE api_keys SET revoked_at = now()
     WHERE revoked_at IS NULL AND (id = $1 OR name = $2 OR key_prefix = $2)
     RETURNING ${COLUMNS}`,
    [id, selector],
  );
  return rows.map(toRecord);
}

export interface KeyStatus {
  plan: string;
  revoked: boolean;
}

/** Plan and revocation of these keys in one query; a key missing from the map was deleted. */
export async function findKeyStatuses(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, KeyStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number | string; plan: string; revoked: boolean }>(
    'SELECT id, plan, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), { plan: r.plan, revoked: r.revoked }]));
}

export async function currentUsage(db: Queryable, keyId: number, period: string): Promise<number> {
  const rows = await db.query<{ used: number }>(
    'SELECT used FROM usage_counters WHERE key_id = $1 AND period = $2',
    [keyId, period],
  );
  return Number(rows[0]?.used ?? 0);
}
