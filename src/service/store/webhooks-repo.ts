/**
 * @module The webhooks table: a key's endpoints, created under its plan's count, read, changed, deleted.
 * Secrets and auth values arrive and leave sealed; this module never sees them in clear.
 */
import type { WebhookFilters, WebhookType } from '../../contract';
import type { Queryable, SqlValue } from './db';
import type { ApiKeyRecord } from './keys-repo';

export type WebhookAuthKind = 'header' | 'basic';
export type DisabledReason = 'failures' | 'manual';

export interface WebhookRecord {
  id: number;
  keyId: number;
  url: string;
  type: WebhookType;
  filters: WebhookFilters;
  secretSealed: string;
  authKind: WebhookAuthKind | null;
  /** The custom header's name (not secret); null for Basic or no auth. */
  authHeader: string | null;
  authSealed: string | null;
  enabled: boolean;
  disabledReason: DisabledReason | null;
  consecutiveFailures: number;
  /** Changes with a cursor above this one are delivered (those before the webhook existed are not). */
  startCursor: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredAuth {
  kind: WebhookAuthKind;
  header: string | null;
  sealed: string;
}

export interface NewWebhook {
  keyId: number;
  url: string;
  type: WebhookType;
  filters: WebhookFilters;
  secretSealed: string;
  auth: StoredAuth | null;
}

interface WebhookRow {
  id: number | string;
  key_id: number | string;
  url: string;
  type: WebhookType;
  filters: WebhookFilters | string;
  secret_sealed: string;
  auth_kind: WebhookAuthKind | null;
  auth_header: string | null;
  auth_sealed: string | null;
  enabled: boolean;
  disabled_reason: DisabledReason | null;
  consecutive_failures: number;
  start_cursor: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const WEBHOOK_COLUMNS = `id, key_id, url, type, filters, secret_sealed, auth_kind, auth_header, auth_sealed,
  enabled, disabled_reason, consecutive_failures, start_cursor, created_at, updated_at`;

export function toWebhookRecord(row: WebhookRow): WebhookRecord {
  return {
    id: Number(row.id),
    keyId: Number(row.key_id),
    url: row.url,
    type: row.type,
    filters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as WebhookFilters) : row.filters,
    secretSealed: row.secret_sealed,
    authKind: row.auth_kind,
    authHeader: row.auth_header,
    authSealed: row.auth_sealed,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    consecutiveFailures: Number(row.consecutive_failures),
    startCursor: Number(row.start_cursor),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Inserts the webhook unless the key already has `limit` of them (null then). Creates of one key run one at a
 * time (its row is locked), so racing creates never pass the limit together. `startCursor` is read under the
 * dispatcher's lock (webhook-dispatch-repo), so every change after it reaches the new webhook.
 */
export async function insertWebhookWithinLimit(
  tx: Queryable,
  input: NewWebhook,
  limit: number,
  startCursor: number,
): Promise<WebhookRecord | null> {
  await tx.query('SELECT 1 FROM api_keys WHERE id = $1 FOR NO KEY UPDATE', [input.keyId]);
  const counted = await tx.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM webhooks WHERE key_id = $1',
    [input.keyId],
  );
  if (Number(counted[0]?.n ?? 0) >= limit) return null;
  const rows = await tx.query<WebhookRow>(
    `INSERT INTO webhooks (key_id, url, type, filters, secret_sealed, auth_kind, auth_header, auth_sealed, start_cursor)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9) RETURNING ${WEBHOOK_COLUMNS}`,
    [
      input.keyId,
      input.url,
      input.type,
      JSON.stringify(input.filters),
      input.secretSealed,
      input.auth?.kind ?? null,
      input.auth?.header ?? null,
      input.auth?.sealed ?? null,
      startCursor,
    ],
  );
  return toWebhookRecord(rows[0] as WebhookRow);
}

export async function listWebhooks(db: Queryable, keyId: number): Promise<WebhookRecord[]> {
  const rows = await db.query<WebhookRow>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE key_id = $1 ORDER BY id`,
    [keyId],
  );
  return rows.map(toWebhookRecord);
}

/** The key's webhook of this id; null when there is none or it is another key's. */
export async function findWebhook(db: Queryable, keyId: number, id: number): Promise<WebhookRecord | null> {
  const rows = await db.query<WebhookRow>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = $1 AND key_id = $2`,
    [id, keyId],
  );
  return rows[0] ? toWebhookRecord(rows[0]) : null;
}

export interface WebhookChanges {
  url?: string;
  filters?: WebhookFilters;
  secretSealed?: string;
  /** null removes the auth. */
  auth?: StoredAuth | null;
  /** true enables (and forgets past failures); false disables by hand. */
  enabled?: boolean;
}

/** Applies `changes` to the key's webhook; null when it is not the key's. */
export async function updateWebhook(
  db: Queryable,
  keyId: number,
  id: number,
  changes: WebhookChanges,
): Promise<WebhookRecord | null> {
  const sets: string[] = ['updated_at = now()'];
  const params: SqlValue[] = [id, keyId];
  const set = (column: string, value: SqlValue, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.url !== undefined) set('url', changes.url);
  if (changes.filters !== undefined) set('filters', JSON.stringify(changes.filters), '::jsonb');
  if (changes.secretSealed !== undefined) set('secret_sealed', changes.secretSealed);
  if (changes.auth !== undefined) {
    set('auth_kind', changes.auth?.kind ?? null);
    set('auth_header', changes.auth?.header ?? null);
    set('auth_sealed', changes.auth?.sealed ?? null);
  }
  if (changes.enabled === true) {
    sets.push('enabled = true', 'disabled_reason = NULL', 'consecutive_failures = 0');
  } else if (changes.enabled === false) {
    sets.push(`enabled = false, disabled_reason = COALESCE(disabled_reason, 'manual')`);
  }
  const rows = await db.query<WebhookRow>(
    `UPDATE webhooks SET ${sets.join(', ')} WHERE id = $1 AND key_id = $2 RETURNING ${WEBHOOK_COLUMNS}`,
    params,
  );
  return rows[0] ? toWebhookRecord(rows[0]) : null;
}

/** Deletes the key's webhook with its deliveries; false when it is not the key's. */
export async function deleteWebhook(db: Queryable, keyId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhooks WHERE id = $1 AND key_id = $2 RETURNING id', [id, keyId]);
  return rows.length > 0;
}

/** A webhook with its key (for the dispatcher, which matches as the key's subscription would). */
export interface DispatchTarget {
  webhook: WebhookRecord;
  key: ApiKeyRecord;
}

const prefixed = (columns: string, table: string) =>
  columns
    .split(',')
    .map((c) => `${table}.${c.trim()}`)
    .join(', ');

/** Every enabled webhook of a key that is not revoked, with that key. */
export async function listDispatchTargets(db: Queryable): Promise<DispatchTarget[]> {
  const rows = await db.query<
    WebhookRow & { k_name: string; k_plan: string; k_prefix: string; k_created_at: Date | string }
  >(
    `SELECT ${prefixed(WEBHOOK_COLUMNS, 'w')}, k.name AS k_name, k.plan AS k_plan, k.key_prefix AS k_prefix,
            k.created_at AS k_created_at
       FROM webhooks w JOIN api_keys k ON k.id = w.key_id
      WHERE w.enabled AND k.revoked_at IS NULL ORDER BY w.id`,
  );
  return rows.map((r) => ({
    webhook: toWebhookRecord(r),
    key: {
      id: Number(r.key_id),
      name: r.k_name,
      plan: r.k_plan,
      prefix: r.k_prefix,
      createdAt: new Date(r.k_created_at),
      revokedAt: null,
    },
  }));
}
