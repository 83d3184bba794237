/** @module Limiter on PostgreSQL: burst and quota decided in one statement, on the database's clock. */
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { burstWindow, type Limiter, type LimitVerdict, quotaPeriod, usageDay } from './limits';

// A counted request also counts on its UTC day (the parameter named), for the account page's per-day chart.
const dailyCte = (dayParam: string) => `daily AS (
  INSERT INTO usage_daily AS d (key_id, day, used) SELECT $1, ${dayParam}::date, 1 WHERE EXISTS (SELECT 1 FROM quota)
  ON CONFLICT (key_id, day) DO UPDATE SET used = d.used + 1
)`;

// The burst CTE admits the request when fewer than $2 hits fall inside the window, keeping only those;
// the quota CTE counts the request only when admitted and still under quota.
const CONSUME_SQL = `
WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS now_us),
burst AS (
  INSERT INTO burst_state AS b (key_id, hits)
  SELECT $1, ARRAY[clock.now_us] FROM clock
  ON CONFLICT (key_id) DO UPDATE SET hits =
      ARRAY(SELECT h FROM unnest(b.hits) AS h WHERE h > (SELECT now_us FROM clock) - $3::bigint ORDER BY h)
      || (SELECT now_us FROM clock)
    WHERE (SELECT count(*) FROM unnest(b.hits) AS h WHERE h > (SELECT now_us FROM clock) - $3::bigint) < $2::int
  RETURNING 1
),
quota AS (
  INSERT INTO usage_counters AS u (key_id, period, used)
  SELECT $1, $4, 1 WHERE EXISTS (SELECT 1 FROM burst) AND ($5::int IS NULL OR $5::int >= 1)
  ON CONFLICT (key_id, period) DO UPDATE SET used = u.used + 1
    WHERE $5::int IS NULL OR u.used < $5::int
  RETURNING used
),
${dailyCte('$6')}
SELECT EXISTS (SELECT 1 FROM burst) AS burst_ok, (SELECT used FROM quota) AS used`;

const QUOTA_ONLY_SQL = `
WITH quota AS (
  INSERT INTO usage_counters AS u (key_id, period, used) SELECT $1, $2, 1 WHERE $3::int IS NULL OR $3::int >= 1
  ON CONFLICT (key_id, period) DO UPDATE SET used = u.used + 1 WHERE $3::int IS NULL OR u.used < $3::int
  RETURNING used
),
${dailyCte('$4')}
SELECT used FROM quota`;

/** Counts the monthly quota only (no burst limit, or the burst lives in Redis). */
export async function consumeQuota(db: Db, keyId: number, plan: Plan): Promise<LimitVerdict> {
  const now = new Date();
  const rows = await db.query<{ used: number }>(
    QUOTA_ONLY_SQL,
    [keyId, quotaPeriod(now), plan.monthlyQuota, usageDay(now)],
    { prepare: true },
  );
  const used = rows[0]?.used;
  return used === undefined ? { ok: false, reason: 'quota' } : { ok: true, used: Number(used) };
}

export function createPgLimiter(db: Db): Limiter {
  return {
    async consume(keyId: number, plan: Plan): Promise<LimitVerdict> {
      const burst = burstWindow(plan);
      if (!burst) return consumeQuota(db, keyId, plan);
      const now = new Date();
      const rows = await db.query<{ burst_ok: boolean; used: number | null }>(
        CONSUME_SQL,
        [keyId, burst.requests, burst.windowUs, quotaPeriod(now), plan.monthlyQuota, usageDay(now)],
        { prepare: true },
      );
      const row = rows[0];
      if (!row?.burst_ok) return { ok: false, reason: 'burst' };
      if (row.used === null || row.used === undefined) return { ok: false, reason: 'quota' };
      return { ok: true, used: Number(row.used) };
    },
    close: async () => undefined,
  };
}
