/**
 * @module Limiter on the store: the burst first, then a unit of the quota from this instance's leases
 * (usage-meter.ts). On a PostgreSQL server the burst is one statement per request, on the database's clock,
 * shared by every instance; on the embedded store, which one process holds, it is kept in that process, and
 * admission takes its turn at the store instead (no statement): within the bound a request waits for the
 * store before its handler runs, past it the request is refused at once (503), as when admission was a
 * statement.
 */
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { burstWindow, type Limiter, type LimitVerdict } from './limits';
import { createMemoryBurst } from './memory-burst';
import { createUsageMeter, type UsageMeter, type UsageMeterOptions } from './usage-meter';

// Admits the request when fewer than $2 hits fall inside the window ($3 µs), keeping only those.
const BURST_SQL = `
WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS now_us)
INSERT INTO burst_state AS b (key_id, hits)
SELECT $1, ARRAY[clock.now_us] FROM clock
ON CONFLICT (key_id) DO UPDATE SET hits =
    ARRAY(SELECT h FROM unnest(b.hits) AS h WHERE h > (SELECT now_us FROM clock) - $3::bigint ORDER BY h)
    || (SELECT now_us FROM clock)
  WHERE (SELECT count(*) FROM unnest(b.hits) AS h WHERE h > (SELECT now_us FROM clock) - $3::bigint) < $2::int
RETURNING 1 AS admitted`;

/** The burst decided by the store: shared by every instance on it. */
export async function admitBurstInStore(db: Db, keyId: number, requests: number, windowUs: number) {
  const rows = await db.query(BURST_SQL, [keyId, requests, windowUs], { prepare: true });
  return rows.length > 0;
}

export interface PgLimiterOptions extends UsageMeterOptions {
  /** The quota's meter, when another limiter shares it (the Redis limiter's fallback). */
  meter?: UsageMeter;
}

export function createPgLimiter(db: Db, options: PgLimiterOptions = {}): Limiter {
  const meter = options.meter ?? createUsageMeter(db, options);
  const inMemory = db.engine === 'pglite' ? createMemoryBurst() : null;
  return {
    async consume(keyId: number, plan: Plan): Promise<LimitVerdict> {
      await db.turn?.();
      const burst = burstWindow(plan);
      if (burst) {
        const admitted = inMemory
          ? inMemory.admit(keyId, burst.requests, burst.windowUs)
          : await admitBurstInStore(db, keyId, burst.requests, burst.windowUs);
        if (!admitted) return { ok: false, reason: 'burst' };
      }
      return meter.consume(keyId, plan);
    },
    consumeQuota: (keyId, plan) => meter.consume(keyId, plan),
    settle: () => meter.settle(),
    close: () => meter.close(),
  };
}
