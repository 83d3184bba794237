/**
 * @module The webhooks of one instance at work: the dispatcher (change log → outbox), the delivery worker
 * (outbox → receivers) and the sweeper of unused bodies, wired so that enqueued deliveries and API changes wake
 * the worker at once.
 */
import type { Logger } from 'pino';
import type { ChangeWakeups } from '../events/change-wakeups';
import type { PlanTable } from '../config/plans';
import type { Db } from '../store/db';
import { startBodySweeper } from './body-sweeper';
import type { DeliveryPolicy } from './deliver-once';
import { startDeliveryWorker, type DeliveryWorkerTimings } from './delivery-worker';
import { startDispatcher } from './dispatcher';
import type { WebhookSealer } from './webhook-secrets';

export interface WebhooksRuntimeDeps {
  db: Db;
  plans: PlanTable;
  sealer: WebhookSealer;
  policy: DeliveryPolicy;
  log: Pick<Logger, 'warn' | 'info'>;
  wakeups?: ChangeWakeups;
  timings?: Partial<DeliveryWorkerTimings> & {
    dispatchPollMs?: number;
    storyHoldMs?: number;
    /** How often the sweeper looks at a page of stored bodies. */
    bodySweepMs?: number;
  };
  /** The story window (NEWSROOM_STORY_WINDOW_HOURS): how long oncePerStory webhooks remember a sent story. */
  storyWindowHours?: number;
}

export interface WebhooksRuntime {
  /** Something changed (a webhook created, enabled, patched): look at the log and the outbox now. */
  kick(): void;
  close(): Promise<void>;
}

export function startWebhooksRuntime(deps: WebhooksRuntimeDeps): WebhooksRuntime {
  const worker = startDeliveryWorker({
    db: deps.db,
    sealer: deps.sealer,
    policy: deps.policy,
    log: deps.log,
    timings: deps.timings,
  });
  const dispatcher = startDispatcher({
    db: deps.db,
    plans: deps.plans,
    log: deps.log,
    wakeups: deps.wakeups,
    onEnqueued: () => worker.kick(),
    pollMs: deps.timings?.dispatchPollMs,
    storyHoldMs: deps.timings?.storyHoldMs,
    storyWindowHours: deps.storyWindowHours,
  });
  const sweeper = startBodySweeper({ db: deps.db, log: deps.log, everyMs: deps.timings?.bodySweepMs });
  return {
    kick() {
      dispatcher.kick();
      worker.kick();
    },
    async close() {
      await dispatcher.close();
      await worker.close();
      await sweeper.close();
    },
  };
}
