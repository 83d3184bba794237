/**
 * @module Change-log retention: changes older than the configured age, and all but the newest configured
 * number, are removed from the oldest up (whichever keeps fewer), in chunks; the head records the highest
 * cursor removed so that a reader resuming below it is told, never silently skipped over.
 */
import type { ChangeRetention } from '../config/env';
import type { Db } from '../store/db';

export const DEFAULT_CHANGE_RETENTION: ChangeRetention = {
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  maxChanges: 1_000_000,
};

/** Rows removed per transaction: a large backlog never holds the head row (and so every writer) for long. */
const CHUNK = 10_000;

/** The highest cursor retention removes now: the newer of the age bound and the count bound. */
async function pruneThrough(db: Db, retention: ChangeRetention, now: Date): Promise<number> {
  const rows = await db.query<{ through: number | string }>(
    `SELECT GREATEST(
       (SELECT last_cursor FROM article_change_head) - $2::bigint,
       COALESCE((SELECT cursor FROM article_changes WHERE cursor > 0 AND changed_at < $1
                  ORDER BY changed_at DESC, cursor DESC LIMIT 1), 0),
       0) AS through`,
    [new Date(now.getTime() - retention.maxAgeMs), retention.maxChanges],
  );
  return Number(rows[0]?.through ?? 0);
}

/** Removes what retention no longer keeps; returns how many changes it removed. */
export async function pruneChanges(db: Db, retention: ChangeRetention, now = new Date()): Promise<number> {
  const through = await pruneThrough(db, retention, now);
  let removed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx.query<{ cursor: number | string }>(
        `DELETE FROM article_changes WHERE cursor IN (
           SELECT cursor FROM article_changes WHERE cursor > 0 AND cursor <= $1 ORDER BY cursor LIMIT $2)
         RETURNING cursor`,
        [through, CHUNK],
      );
      const highest = rows.reduce((max, r) => Math.max(max, Number(r.cursor)), 0);
      if (highest > 0)
        await tx.query('UPDATE article_change_head SET pruned_through = GREATEST(pruned_through, $1)', [
          highest,
        ]);
      return rows.length;
    });
    removed += n;
    if (n < CHUNK) break;
  }
  // An emptied log still answers "expired" for cursors below what it held.
  if (through > 0)
    await db.query(
      `UPDATE article_change_head SET pruned_through = $1
        WHERE pruned_through < $1 AND NOT EXISTS (SELECT 1 FROM article_changes WHERE cursor > 0 AND cursor <= $1)`,
      [through],
    );
  return removed;
}

export interface RetentionSweeper {
  stop(): Promise<void>;
}

/** Prunes at start and then every `everyMs`; failures are reported and the next sweep tries again. */
export function startChangeRetention(options: {
  db: Db;
  retention: ChangeRetention;
  everyMs?: number;
  onError: (error: unknown) => void;
}): RetentionSweeper {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running.then(() => pruneChanges(options.db, options.retention)).catch(options.onError);
  };
  sweep();
  const timer = setInterval(sweep, options.everyMs ?? 5 * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
