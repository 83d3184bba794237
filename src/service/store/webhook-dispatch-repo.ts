/**
 * @module The dispatcher's durable cursors in the change log, one row per lane (1: the webhooks that need no
 * story, 2: those that wait for it), each locked while a batch of changes is turned into deliveries, so two
 * instances never enqueue the same change; creating a webhook takes lane 1's lock to learn from which change
 * on it is served.
 */
import type { Queryable } from './db';

/** The dispatch lanes: the plain one, and the one that waits for the story grouping (migration 033). */
export type DispatchLane = 1 | 2;

/**
 * Locks the cursor row and returns its cursor, making the row (at `initial()`) on first use. With `skipLocked`
 * an instance that finds it locked gets null at once instead of waiting.
 */
export async function lockDispatchCursor(
  tx: Queryable,
  initial: () => Promise<number>,
  options: { skipLocked: boolean; lane?: DispatchLane },
): Promise<number | null> {
  const lane = options.lane ?? 1;
  const lock = `SELECT cursor FROM webhook_dispatch WHERE id = $1 FOR UPDATE${options.skipLocked ? ' SKIP LOCKED' : ''}`;
  let rows = await tx.query<{ cursor: number | string }>(lock, [lane]);
  if (rows.length === 0) {
    const exists = await tx.query('SELECT 1 FROM webhook_dispatch WHERE id = $1', [lane]);
    if (exists.length > 0) return null;
    await tx.query('INSERT INTO webhook_dispatch (id, cursor) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      lane,
      await initial(),
    ]);
    rows = await tx.query<{ cursor: number | string }>(lock, [lane]);
    if (rows.length === 0) return null;
  }
  return Number(rows[0]?.cursor);
}

export async function advanceDispatchCursor(
  tx: Queryable,
  cursor: number,
  lane: DispatchLane = 1,
): Promise<void> {
  await tx.query('UPDATE webhook_dispatch SET cursor = $1 WHERE id = $2', [cursor, lane]);
}
