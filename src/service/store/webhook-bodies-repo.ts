/**
 * @module The sweep of the outbox's stored bodies (migration 039). The statement that ends a body's last
 * delivery deletes the body. The sweep deletes the bodies those statements leave behind: two last deliveries
 * ended at the same time (neither statement sees the other's end), and the deliveries of a deleted webhook. A
 * body that no delivery points at can never be pointed at again, so it is safe to delete.
 */
import type { Queryable } from './db';

/** Where a sweep starts: before every body id. */
export const SWEEP_START = '00000000-0000-0000-0000-000000000000';

export interface BodySweep {
  /** The id to start the next sweep after: {@link SWEEP_START} once this one reached the last body. */
  next: string;
  /** Bodies looked at (at most the limit). */
  checked: number;
  deleted: number;
}

/** Looks at up to `limit` bodies in id order after `after` and deletes those no delivery points at. */
export async function sweepWebhookBodies(db: Queryable, after: string, limit: number): Promise<BodySweep> {
  const rows = await db.query<{ last: string | null; checked: number | string; deleted: number | string }>(
    `WITH page AS (
       SELECT id FROM webhook_bodies WHERE id > $1 ORDER BY id LIMIT $2
     ), gone AS (
       -- One probe of the body_id index per body, never a join that reads the whole index (NOT EXISTS may be).
       DELETE FROM webhook_bodies b USING page p
        WHERE b.id = p.id AND (SELECT 1 FROM webhook_deliveries d WHERE d.body_id = b.id LIMIT 1) IS NULL
       RETURNING b.id
     )
     SELECT (SELECT id FROM page ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*) FROM page) AS checked,
            (SELECT count(*) FROM gone) AS deleted`,
    [after, limit],
  );
  const row = rows[0];
  const checked = Number(row?.checked ?? 0);
  return {
    next: checked < limit || !row?.last ? SWEEP_START : row.last,
    checked,
    deleted: Number(row?.deleted ?? 0),
  };
}
