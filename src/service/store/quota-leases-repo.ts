/**
 * @module Quota leases and batched usage (migration 035): a block of a key's monthly quota taken in one
 * transaction, and the usage of many requests written in one. Every transaction here first locks the
 * usage_counters rows of the keys and periods it touches, in one order, and only then reads or changes their
 * leases: in READ COMMITTED each later statement sees every lease committed before the lock was granted, so
 * the remainder it computes is exact and two instances never lease more than it.
 */
import type { Db } from './db';

export interface LeaseRequest {
  keyId: number;
  period: string;
  /** The plan's monthly quota. */
  quota: number;
  /** Who holds the lease (the instance), for operators. */
  holder: string;
  /** The block is the remainder divided by this, at least 1 unit and at most `maxUnits`. */
  share: number;
  maxUnits: number;
  /** The lease stops counting this long after it was granted or last renewed. */
  ttlMs: number;
}

export interface GrantedLease {
  id: number;
  units: number;
}

const LOCK_COUNTER_SQL = `
INSERT INTO usage_counters AS u (key_id, period, used) VALUES ($1, $2, 0)
ON CONFLICT (key_id, period) DO UPDATE SET used = u.used
RETURNING used`;

// The key's expired leases go first (they no longer count); the block is a share of what neither the
// counter nor another live lease holds.
const GRANT_SQL = `
WITH swept AS (DELETE FROM quota_leases WHERE key_id = $1::bigint AND expires_at <= now()),
room AS (
  SELECT $3::int - $4::int - coalesce(sum(units), 0)::int AS r
  FROM quota_leases WHERE key_id = $1 AND period = $2 AND expires_at > now()
)
INSERT INTO quota_leases (key_id, period, holder, units, expires_at)
SELECT $1::bigint, $2::text, $5::text, least($7::int, greatest(1, r / $6::int)),
       now() + $8::int * interval '1 millisecond'
FROM room WHERE r > 0
RETURNING id, units`;

/** Leases a block of the key's remainder for the period, or null when nothing is left. */
export async function leaseQuota(
  db: Pick<Db, 'transaction'>,
  req: LeaseRequest,
): Promise<GrantedLease | null> {
  return db.transaction(async (tx) => {
    const counter = await tx.query<{ used: number }>(LOCK_COUNTER_SQL, [req.keyId, req.period], {
      prepare: true,
    });
    const used = Number(counter[0]?.used ?? 0);
    const rows = await tx.query<{ id: number | string; units: number }>(
      GRANT_SQL,
      [req.keyId, req.period, req.quota, used, req.holder, req.share, req.maxUnits, req.ttlMs],
      { prepare: true },
    );
    const row = rows[0];
    return row ? { id: Number(row.id), units: Number(row.units) } : null;
  });
}

export interface UsageBatch {
  /** Requests to add per key and period (usage_counters). */
  periods: readonly { keyId: number; period: string; used: number }[];
  /** Requests to add per key and UTC day (usage_daily). */
  days: readonly { keyId: number; day: string; used: number }[];
  /** Units to take off each lease (used or given back), and whether its holder keeps (renews) it. */
  leases: readonly { id: number; keyId: number; period: string; units: number; keep: boolean }[];
  ttlMs: number;
}

/** Lease id → milliseconds until it stops counting, for each lease kept (renewed or not: expired is ≤ 0). */
export type LeaseExpiries = Map<number, number>;

const COUNTERS_SQL = `
INSERT INTO usage_counters AS u (key_id, period, used)
SELECT k, p, n FROM unnest($1::bigint[], $2::text[], $3::int[]) AS t(k, p, n)
ON CONFLICT (key_id, period) DO UPDATE SET used = u.used + EXCLUDED.used`;

const DAILY_SQL = `
INSERT INTO usage_daily AS d (key_id, day, used)
SELECT k, t.day, n FROM unnest($1::bigint[], $2::date[], $3::int[]) AS t(k, day, n)
ON CONFLICT (key_id, day) DO UPDATE SET used = d.used + EXCLUDED.used`;

// A lease that already expired is not renewed: its units stopped counting and may be leased to others.
const LEASES_SQL = `
UPDATE quota_leases AS l SET units = l.units - t.n,
  expires_at = CASE WHEN t.keep AND l.expires_at > now()
               THEN greatest(l.expires_at, now() + $4::int * interval '1 millisecond') ELSE l.expires_at END
FROM unnest($1::bigint[], $2::int[], $3::bool[]) AS t(id, n, keep)
WHERE l.id = t.id
RETURNING l.id, t.keep AS keep, (extract(epoch FROM l.expires_at - now()) * 1000)::int AS ms_left`;

// A lease given back has had all its units taken off (those used and those returned).
const DROP_LEASES_SQL = 'DELETE FROM quota_leases WHERE id = ANY($1::bigint[])';

const byKeyAndPeriod = (a: { keyId: number; period: string }, b: { keyId: number; period: string }) =>
  a.keyId - b.keyId || (a.period < b.period ? -1 : a.period > b.period ? 1 : 0);

/**
 * Writes a batch of usage in one transaction: all of it or none. Returns, for the leases kept, how long each
 * still counts (a lease already expired is not renewed and comes back ≤ 0).
 */
export async function writeUsage(db: Pick<Db, 'transaction'>, batch: UsageBatch): Promise<LeaseExpiries> {
  return db.transaction(async (tx) => {
    // Every key and period whose counter or leases change is locked first, in one order (no deadlock
    // between instances flushing at once), as leaseQuota locks it.
    const counters = new Map<string, { keyId: number; period: string; used: number }>();
    for (const p of batch.periods) counters.set(`${p.keyId}|${p.period}`, { ...p });
    for (const l of batch.leases) {
      const id = `${l.keyId}|${l.period}`;
      if (!counters.has(id)) counters.set(id, { keyId: l.keyId, period: l.period, used: 0 });
    }
    const locked = [...counters.values()].sort(byKeyAndPeriod);
    if (locked.length > 0) {
      await tx.query(COUNTERS_SQL, [
        locked.map((c) => c.keyId),
        locked.map((c) => c.period),
        locked.map((c) => c.used),
      ]);
    }
    if (batch.days.length > 0) {
      await tx.query(DAILY_SQL, [
        batch.days.map((d) => d.keyId),
        batch.days.map((d) => d.day),
        batch.days.map((d) => d.used),
      ]);
    }
    const expiries: LeaseExpiries = new Map();
    if (batch.leases.length === 0) return expiries;
    const rows = await tx.query<{ id: number | string; keep: boolean; ms_left: number }>(LEASES_SQL, [
      batch.leases.map((l) => l.id),
      batch.leases.map((l) => l.units),
      batch.leases.map((l) => l.keep),
      batch.ttlMs,
    ]);
    for (const row of rows) if (row.keep) expiries.set(Number(row.id), Number(row.ms_left));
    const returned = batch.leases.filter((l) => !l.keep).map((l) => l.id);
    if (returned.length > 0) await tx.query(DROP_LEASES_SQL, [returned]);
    return expiries;
  });
}
