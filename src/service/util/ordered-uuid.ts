/**
 * @module Time-ordered UUIDs (version 7, RFC 9562: 48-bit milliseconds, then a 12-bit counter within the
 * millisecond, then random bits). Ids made by one process compare in the order they were made, as bytes and
 * as PostgreSQL's uuid. This matters for the outbox, where deliveries that tie on `next_attempt_at` are
 * claimed in id order, and where ids that only grow are added at the end of their indexes.
 */
import { randomFillSync } from 'node:crypto';

const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let pooled = POOL_IDS;
let lastMs = 0;
let counter = 0;

/** A new version 7 UUID, greater than every one this process made before (whatever the clock does). */
export function orderedUuid(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (counter < 0xfff) {
    counter += 1;
  } else {
    // 4,096 ids in one millisecond, or the clock went back: go on from the next millisecond.
    lastMs += 1;
    counter = 0;
  }
  if (pooled === POOL_IDS) {
    randomFillSync(pool);
    pooled = 0;
  }
  const id = Buffer.from(pool.subarray(pooled * 16, pooled * 16 + 16));
  pooled += 1;
  id.writeUIntBE(lastMs, 0, 6);
  id[6] = 0x70 | (counter >> 8);
  id[7] = counter & 0xff;
  id[8] = 0x80 | ((id[8] ?? 0) & 0x3f);
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
