/**
 * @module Leases of live WebSocket connections: how many a key holds across every instance on the
 * database, admission under the plan's limit (with takeover of the oldest), heartbeats and release.
 * Times are the database's clock, so instances with skewed clocks agree on what is stale.
 */
import { randomUUID } from 'node:crypto';
import type { LiveStream } from '../../contract';
import type { Db, Queryable } from './db';

export interface AcquireLeaseInput {
  keyId: number;
  /** The plan's websocketConnections; 0 refuses every connection. */
  limit: number;
  /** Displace the key's oldest connection when it is at its limit. */
  takeover: boolean;
  instanceId: string;
  stream: LiveStream;
  /** A lease whose heartbeat is older than this is of a dead instance: removed, not counted. */
  staleAfterMs: number;
}

export interface DisplacedLease {
  leaseId: string;
  instanceId: string;
}

export type AcquireLeaseResult =
  { ok: true; leaseId: string; displaced: DisplacedLease | null } | { ok: false };

const STALE_CONDITION = `heartbeat_at < clock_timestamp() - $2::double precision * interval '1 millisecond'`;

/**
 * Admits one more connection of the key, or refuses it. Acquires of one key run one at a time (the
 * key's row is locked), so instances racing for its last slot never both win. Takeover swaps one
 * connection for one: a key over its limit (its plan was lowered) is refused until enough close.
 */
export async function acquireLease(db: Db, input: AcquireLeaseInput): Promise<AcquireLeaseResult> {
  if (input.limit <= 0) return { ok: false };
  return db.transaction(async (tx): Promise<AcquireLeaseResult> => {
    // NO KEY UPDATE, not UPDATE: foreign-key checks of other tables (usage counters) need not wait for it.
    const key = await tx.query('SELECT 1 FROM api_keys WHERE id = $1 FOR NO KEY UPDATE', [input.keyId]);
    if (key.length === 0) return { ok: false };
    await tx.query(`DELETE FROM ws_leases WHERE key_id = $1 AND ${STALE_CONDITION}`, [
      input.keyId,
      input.staleAfterMs,
    ]);
    const held = await tx.query<{ lease_id: string; instance_id: string }>(
      'SELECT lease_id, instance_id FROM ws_leases WHERE key_id = $1 ORDER BY opened_seq',
      [input.keyId],
    );
    let displaced: DisplacedLease | null = null;
    if (held.length >= input.limit) {
      const oldest = held[0];
      if (!input.takeover || held.length > input.limit || !oldest) return { ok: false };
      await tx.query('DELETE FROM ws_leases WHERE lease_id = $1', [oldest.lease_id]);
      displaced = { leaseId: oldest.lease_id, instanceId: oldest.instance_id };
    }
    const leaseId = randomUUID();
    await tx.query('INSERT INTO ws_leases (lease_id, key_id, instance_id, stream) VALUES ($1, $2, $3, $4)', [
      leaseId,
      input.keyId,
      input.instanceId,
      input.stream,
    ]);
    return { ok: true, leaseId, displaced };
  });
}

/**
 * Refreshes the heartbeat of the leases that still exist and returns the ids of those that do not
 * (taken over or found stale elsewhere): their connections are to be closed. A lease locked by an
 * acquire at this moment is skipped rather than waited for, so heartbeats never deadlock with it;
 * its next heartbeat tells.
 */
export async function heartbeatLeases(db: Queryable, leaseIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(leaseIds)];
  if (ids.length === 0) return [];
  const rows = await db.query<{ lease_id: string }>(
    `WITH touched AS (
       UPDATE ws_leases SET heartbeat_at = clock_timestamp()
        WHERE lease_id IN (SELECT lease_id FROM ws_leases WHERE lease_id = ANY($1::text[]) FOR UPDATE SKIP LOCKED)
       RETURNING lease_id
     )
     SELECT w.lease_id FROM unnest($1::text[]) AS w(lease_id)
      WHERE NOT EXISTS (SELECT 1 FROM ws_leases l WHERE l.lease_id = w.lease_id)`,
    [ids],
  );
  return rows.map((r) => r.lease_id);
}

/** Ends one lease (its connection closed); false when it was already gone. */
export async function releaseLease(db: Queryable, leaseId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM ws_leases WHERE lease_id = $1 RETURNING lease_id', [leaseId]);
  return rows.length > 0;
}

/** Ends every lease of an instance (at its shutdown); returns how many there were. */
export async function releaseInstanceLeases(db: Queryable, instanceId: string): Promise<number> {
  const rows = await db.query('DELETE FROM ws_leases WHERE instance_id = $1 RETURNING lease_id', [
    instanceId,
  ]);
  return rows.length;
}

/** How many live connections the key holds now on every instance (stale leases of dead instances not counted). */
export async function countLiveLeases(db: Queryable, keyId: number, staleAfterMs: number): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM ws_leases WHERE key_id = $1 AND NOT (${STALE_CONDITION})`,
    [keyId, staleAfterMs],
  );
  return Number(rows[0]?.n ?? 0);
}
