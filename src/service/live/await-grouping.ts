/**
 * @module awaitGrouping: waits, at most `holdMs`, until the story grouping has gone through every change committed
 * when asked, so that a resume replay of a subscription that needs stories reads its changes grouped.
 */
import { latestCursor } from '../store/change-log';
import type { Queryable } from '../store/db';
import { groupedThrough } from '../store/stories-repo';

const LOOK_EVERY_MS = 50;

export async function awaitGrouping(
  db: Queryable,
  holdMs: number,
  now: () => number = Date.now,
): Promise<void> {
  const until = now() + holdMs;
  const head = await latestCursor(db);
  while ((await groupedThrough(db)) < head && now() < until)
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
}
