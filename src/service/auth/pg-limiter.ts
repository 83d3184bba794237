/**
 * @module Limiter on PostgreSQL: burst and quota of a batch of requests of one key decided in one statement,
 * on the database's clock (key-batches.ts forms the batches). The burst admits the first of the batch that fit
 * in the window, the quota counts the first of those that fit in the month, and the counters are written
 * before any verdict is answered, so usage read back after a response is exact.
 */
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { batchPerKey, batchVerdicts } from './key-batches';
import { burstWindow, type Limiter, type LimitVerdict, quotaPeriod, usageDay } from './limits';

// The units the quota grants a batch of $n admitted requests against a row `u` (null quota: all of them).
const grant = (n: string, quota: string, used: string) =>
  `CASE WHEN ${quota}::int IS NULL THEN ${n} ELSE least(${n}, ${quota}::int - ${used}) END`;

// The quota counts the granted units and remembers how many (RETURNING only sees the new row); the units
// also count on their UTC day (the parameter named), for the account page's per-day chart.
const quotaCtes = (p: { key: string; period: string; quota: string; day: string; admitted: string }) => `
quota AS (
  INSERT INTO usage_counters AS u (key_id, period, used, last_granted)
  SELECT ${p.key}, ${p.period}, g, g FROM (SELECT ${grant(p.admitted, p.quota, '0')} AS g) AS first WHERE g > 0
  ON CONFLICT (key_id, period) DO UPDATE
    SET used = u.used + ${grant(p.admitted, p.quota, 'u.used')}, last_granted = ${grant(p.admitted, p.quota, 'u.used')}
    WHERE ${p.quota}::int IS NULL OR u.used < ${p.quota}::int
  RETURNING used, last_granted
),
daily AS (
  INSERT INTO usage_daily AS d (key_id, day, used) SELECT ${p.key}, ${p.day}::date, last_granted FROM quota
  ON CONFLICT (key_id, day) DO UPDATE SET used = d.used + EXCLUDED.used
)`;

// Hits of the row `b` still inside the window ($3 µs) and how many of the batch ($7) the window still takes.
const kept = `ARRAY(SELECT h FROM unnest(b.hits) AS h WHERE h > (SELECT now_us FROM clock) - $3::bigint ORDER BY h)`;
const room = `least($7::int, $2::int - cardinality(${kept}))`;

const CONSUME_SQL = `
WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS now_us),
burst AS (
  INSERT INTO burst_state AS b (key_id, hits, last_admitted)
  SELECT $1, array_fill(now_us, ARRAY[least($7::int, $2::int)]), least($7::int, $2::int) FROM clock
  ON CONFLICT (key_id) DO UPDATE
    SET hits = ${kept} || array_fill((SELECT now_us FROM clock), ARRAY[${room}]), last_admitted = ${room}
    WHERE cardinality(${kept}) < $2::int
  RETURNING last_admitted
),
${quotaCtes({ key: '$1', period: '$4', quota: '$5', day: '$6', admitted: 'coalesce((SELECT last_admitted FROM burst), 0)' })}
SELECT coalesce((SELECT last_admitted FROM burst), 0) AS admitted,
       (SELECT used FROM quota) AS used, coalesce((SELECT last_granted FROM quota), 0) AS granted`;

const QUOTA_ONLY_SQL = `
WITH ${quotaCtes({ key: '$1', period: '$2', quota: '$3', day: '$4', admitted: '$5::int' })}
SELECT (SELECT used FROM quota) AS used, coalesce((SELECT last_granted FROM quota), 0) AS granted`;

interface Decided {
  admitted?: number;
  used: number | string | null;
  granted: number;
}

function verdictsOf(count: number, row: Decided | undefined): LimitVerdict[] {
  const admitted = Number(row?.admitted ?? count);
  return batchVerdicts(count, admitted, Number(row?.granted ?? 0), Number(row?.used ?? 0));
}

async function decideQuota(db: Db, keyId: number, plan: Plan, count: number): Promise<LimitVerdict[]> {
  const now = new Date();
  const rows = await db.query<Decided>(
    QUOTA_ONLY_SQL,
    [keyId, quotaPeriod(now), plan.monthlyQuota, usageDay(now), count],
    { prepare: true },
  );
  return verdictsOf(count, rows[0]);
}

async function decideBoth(db: Db, keyId: number, plan: Plan, count: number): Promise<LimitVerdict[]> {
  const burst = burstWindow(plan);
  if (!burst) return decideQuota(db, keyId, plan, count);
  const now = new Date();
  const rows = await db.query<Decided>(
    CONSUME_SQL,
    [keyId, burst.requests, burst.windowUs, quotaPeriod(now), plan.monthlyQuota, usageDay(now), count],
    { prepare: true },
  );
  return verdictsOf(count, rows[0]);
}

/** Counts the monthly quota only (no burst limit, or the burst lives in Redis), batched per key. */
export function createQuotaCounter(db: Db): (keyId: number, plan: Plan) => Promise<LimitVerdict> {
  return batchPerKey((keyId, plan, count) => decideQuota(db, keyId, plan, count));
}

export function createPgLimiter(db: Db): Limiter {
  return {
    consume: batchPerKey((keyId, plan, count) => decideBoth(db, keyId, plan, count)),
    close: async () => undefined,
  };
}
