/**
 * @module The sweeper of the outbox's stored bodies: every so often it looks at the next page of bodies and
 * deletes those no delivery points at, going round all of them in id order. While pages hold such bodies it
 * goes on at once, so a burst of them is cleared before more pile up; otherwise it looks at one page per tick.
 * On the embedded store it runs only while nothing else waits for the store (it can always wait a tick).
 */
import type { Logger } from 'pino';
import type { Db } from '../store/db';
import { SWEEP_START, sweepWebhookBodies } from '../store/webhook-bodies-repo';
import { isStoreBusy } from '../system/store-busy';
import { startWakeLoop } from '../util/wake-loop';

export interface BodySweeperDeps {
  db: Db;
  log: Pick<Logger, 'warn'>;
  /** How often a page is looked at. */
  everyMs?: number;
  /** Bodies looked at per statement. */
  pageSize?: number;
}

export interface BodySweeper {
  close(): Promise<void>;
}

export function startBodySweeper(deps: BodySweeperDeps): BodySweeper {
  const pageSize = deps.pageSize ?? 500;
  const store = deps.db.whenIdle ?? deps.db;
  let after = SWEEP_START;
  const loop = startWakeLoop({
    round: async () => {
      try {
        const swept = await sweepWebhookBodies(store, after, pageSize);
        after = swept.next;
        return swept.checked === pageSize && swept.deleted > 0;
      } catch (err) {
        if (isStoreBusy(err)) return false;
        throw err;
      }
    },
    onError: (err) => deps.log.warn({ err }, 'webhooks: sweeping unused delivery bodies failed (retried)'),
    everyMs: deps.everyMs ?? 10_000,
  });
  return { close: () => loop.stop() };
}
