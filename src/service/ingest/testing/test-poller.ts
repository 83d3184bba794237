/** @module A poller for scheduling tests: quiet, loopback allowed, no start spread, no jitter, the test's clock. */
import { createMemoryEventBus } from '../../events/article-events';
import type { Db } from '../../store/db';
import { createPoller, type Poller, type PollerOptions } from '../poller/poller';

export const quietLog = { info: () => undefined, warn: () => undefined, debug: () => undefined };

export function createTestPoller(db: Db, clock: () => number, extra: Partial<PollerOptions> = {}): Poller {
  return createPoller({
    db,
    events: createMemoryEventBus(),
    log: quietLog,
    allowPrivateNetworks: true,
    startSpreadMs: 0,
    random: () => 0.5,
    now: () => new Date(clock()),
    ...extra,
  });
}
