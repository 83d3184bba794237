/**
 * @module The delivery worker of one instance: claims due deliveries from the outbox (shared by every
 * instance; SKIP LOCKED and a lease keep them from sending one twice) and sends them, at most a few at a time
 * per webhook, a share of the slots per key and a bounded number in all, taken in turn across keys: slow or
 * dead receivers hold only their own slots and their key's share, never another key's deliveries. A retry is
 * looked for when it falls due, not at the next poll.
 */
import type { Logger } from 'pino';
import type { Db } from '../store/db';
import { claimDueWork, type ClaimedDelivery } from '../store/webhook-deliveries-repo';
import type { WebhookRecord } from '../store/webhooks-repo';
import { startWakeLoop } from '../util/wake-loop';
import { batchingAttemptRecorder } from './attempt-recorder';
import { deliverOnce, type DeliveryPolicy } from './deliver-once';
import type { WebhookSealer } from './webhook-secrets';

export interface DeliveryWorkerTimings {
  /** Deliveries in flight at once per webhook, on this instance. */
  perWebhook: number;
  /** Deliveries in flight at once per key (all its webhooks), on this instance. */
  perKey: number;
  /** Deliveries in flight at once, on this instance. */
  maxInFlight: number;
  /** How often due deliveries (retries) are looked for without a kick. */
  pollMs: number;
  /**
   * How long a finished delivery waits for others before freed slots are claimed again: one claim (and one
   * recording) for several deliveries instead of one each. The embedded store runs one statement at a time, so
   * there it pays (5 ms: 116 → 536 deliveries/s); a server runs them side by side and only loses latency (0).
   */
  lingerMs?: number;
}

export const DEFAULT_WORKER_TIMINGS: DeliveryWorkerTimings = {
  perWebhook: 8,
  perKey: 32,
  maxInFlight: 128,
  pollMs: 1_000,
};

const EMBEDDED_LINGER_MS = 5;

export interface DeliveryWorkerDeps {
  db: Db;
  sealer: WebhookSealer;
  policy: DeliveryPolicy;
  log: Pick<Logger, 'warn' | 'info'>;
  timings?: Partial<DeliveryWorkerTimings>;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (new ones were enqueued). */
  kick(): void;
  /** Stops claiming and waits for the deliveries in flight. */
  close(): Promise<void>;
}

function take(counts: Map<number, number>, id: number): void {
  counts.set(id, (counts.get(id) ?? 0) + 1);
}

function give(counts: Map<number, number>, id: number): void {
  const left = (counts.get(id) ?? 1) - 1;
  if (left > 0) counts.set(id, left);
  else counts.delete(id);
}

export function startDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const timings = { ...DEFAULT_WORKER_TIMINGS, ...deps.timings };
  const lingerMs = timings.lingerMs ?? (deps.db.engine === 'pglite' ? EMBEDDED_LINGER_MS : 0);
  // Longer than an attempt can take, so a live worker's claim never runs out under it.
  const leaseMs = deps.policy.timeoutMs + 10_000;
  const busy = new Map<number, number>();
  const busyKeys = new Map<number, number>();
  const maxAttempts = deps.policy.retryDelaysMs.length + 1;
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const record = batchingAttemptRecorder(deps.db, { lingerMs });

  async function send(claim: ClaimedDelivery, webhook: WebhookRecord) {
    const outcome = await deliverOnce(
      { db: deps.db, sealer: deps.sealer, policy: deps.policy, record },
      webhook,
      claim,
    );
    if (outcome.retryAt) wakeAt(outcome.retryAt);
    if (outcome.disabledWebhook) {
      deps.log.warn(
        { webhookId: webhook.id },
        'webhook disabled after consecutive failed deliveries (re-enable through the API)',
      );
    }
  }

  function start(claim: ClaimedDelivery, webhook: WebhookRecord): void {
    take(busy, claim.webhookId);
    take(busyKeys, claim.keyId);
    const running: Promise<void> = send(claim, webhook)
      .catch((err: unknown) =>
        deps.log.warn({ err, deliveryId: claim.id }, 'webhook delivery attempt failed'),
      )
      .finally(() => {
        give(busy, claim.webhookId);
        give(busyKeys, claim.keyId);
        inFlight.delete(running);
        kickSoon();
      });
    inFlight.add(running);
  }

  /** Claims as many due deliveries as there are free slots; all slots taken leaves more to claim. */
  async function claimAndStart(): Promise<boolean> {
    const free = timings.maxInFlight - inFlight.size;
    if (free <= 0) return false;
    const claims = await claimDueWork(deps.db, {
      perWebhook: timings.perWebhook,
      busy,
      perKey: timings.perKey,
      busyKeys,
      maxAttempts,
      limit: free,
      leaseMs,
    });
    if (claims.length === 0) return false;
    for (const { claim, webhook } of claims) start(claim, webhook);
    return claims.length === free;
  }

  let soon: NodeJS.Timeout | null = null;
  function kickSoon(): void {
    if (lingerMs === 0) return loop.kick();
    if (soon || closed) return;
    soon = setTimeout(() => {
      soon = null;
      loop.kick();
    }, lingerMs);
  }

  // Each retry this worker scheduled is looked for when due: the poll alone would add up to pollMs to its delay.
  const wakeups = new Set<NodeJS.Timeout>();
  function wakeAt(at: Date): void {
    if (closed) return;
    const wakeup = setTimeout(
      () => {
        wakeups.delete(wakeup);
        loop.kick();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    wakeup.unref();
    wakeups.add(wakeup);
  }

  const loop = startWakeLoop({
    round: claimAndStart,
    onError: (err) => deps.log.warn({ err }, 'webhook deliveries could not be claimed'),
    everyMs: timings.pollMs,
  });

  return {
    kick: loop.kick,
    async close() {
      closed = true;
      if (soon) clearTimeout(soon);
      for (const wakeup of wakeups) clearTimeout(wakeup);
      // The claim in progress may still start deliveries: wait for it before waiting for them.
      await loop.stop();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
