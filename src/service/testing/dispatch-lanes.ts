/** @module Running the webhooks dispatcher in a test: its lanes started at a known place, then run up to a change. */
import { loadPlans } from '../config/plans';
import { latestCursor } from '../store/change-log';
import type { Db } from '../store/db';
import { lockDispatchCursor } from '../store/webhook-dispatch-repo';
import { startDispatcher } from '../webhooks/dispatcher';

/** Starts both dispatch lanes after the change log's latest change: the changes written next are dispatched. */
export async function startDispatchLanes(db: Db): Promise<void> {
  for (const lane of [1, 2] as const) {
    await db.transaction((tx) => lockDispatchCursor(tx, () => latestCursor(tx), { skipLocked: false, lane }));
  }
}

/**
 * Runs a dispatcher until both lanes have dispatched the change log's latest change. The story lane does not wait
 * for the grouping: it also serves the webhooks created lately, and it enqueues their changes again.
 */
export async function dispatchAll(db: Db): Promise<void> {
  const change = await latestCursor(db);
  const dispatcher = startDispatcher({
    db,
    plans: loadPlans(),
    log: { warn: () => undefined },
    onEnqueued: () => undefined,
    pollMs: 20,
    storyHoldMs: 0,
  });
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await db.query<{ behind: number | string }>(
        'SELECT count(*) AS behind FROM webhook_dispatch WHERE cursor < $1',
        [change],
      );
      if (Number(row?.behind) === 0) return;
      if (Date.now() > deadline) throw new Error('the dispatcher did not reach the latest change');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await dispatcher.close();
  }
}
