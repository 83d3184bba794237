/**
 * @module The dispatcher's durable cursor in the change log: one row, locked while a batch of changes is
 * turned into deliveries, so two instances never enqueue the same change; creating a webhook takes the same
 * lock to learn from which change on it is served.
 */
import type { Queryable } from './db';

/**
 * Locks the cursor row and returns its cursor, making the row (at `initial()`) on first use. With `skipLocked`
 * an instance that finds it locked gets null at once instead of waiting.
 */
export async function lockDispatchCursor(
  tx: Queryable,
  initial: () => Promise<number>,
  options: { skipLocked: boolean },
): Promise<number | null> {
  const lock = `SELECT cursor FROM webhook_dispatch WHERE id = 1 FOR UPDATE${options.skipLocked ? ' SKIP LOCKED' : ''}`;
  let rows = await tx.query<{ cursor: number | string }>(lock);
  if (rows.length === 0) {
    const exists = await tx.query('SELECT 1 FROM webhook_dispatch WHERE id = 1');
    if (exists.length > 0) return null;
    await tx.query('INSERT INTO webhook_dispatch (id, cursor) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
      await initial(),
    ]);
    rows = await tx.query<{ cursor: number | string }>(lock);
    if (rows.length === 0) return null;
  }
  return Number(rows[0]?.cursor);
}

export async function advanceDispatchCursor(tx: Queryable, cursor: number): Promise<void> {
  await tx.query('UPDATE webhook_dispatch SET cursor = $1 WHERE id = 1', [cursor]);
}
