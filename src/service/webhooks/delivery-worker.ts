/**
 * @module The delivery worker of one instance: claims due deliveries from the outbox (shared by every
 * instance; SKIP LOCKED and a lease keep them from sending one twice) and sends them, a bounded number at a
 * time per webhook, a share of the slots per key and a bounded number in all, taken in turn across keys. The
 * per-webhook and per-key bounds adapt to how receivers answer (see delivery-slots): failing, slow or dead
 * receivers hold only a few slots of their own, never another key's deliveries, while a healthy key may use
 * most of the pool. A retry is looked for when it falls due, not at the next poll.
 */
import type { Logger } from 'pino';
import type { Db } from '../store/db';
import { claimDueWork, type ClaimedDelivery } from '../store/webhook-deliveries-repo';
import type { WebhookRecord } from '../store/webhooks-repo';
import { startWakeLoop } from '../util/wake-loop';
import { batchingAttemptRecorder } from './attempt-recorder';
import { deliverOnce, type DeliveryPolicy } from './deliver-once';
import { createDeliverySlots, type AnswerSignal, type SlotBounds } from './delivery-slots';
import type { WebhookSealer } from './webhook-secrets';

/** The bounds are per instance; see {@link SlotBounds} for how the per-webhook and per-key ones adapt. */
export interface DeliveryWorkerTimings extends SlotBounds {
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
  // The sender's kept-alive sockets per receiver: more in flight would only queue in its agent.
  perWebhookMax: 64,
  // What one key held when the bounds were fixed: a key whose receivers hang at once holds no more.
  perKey: 32,
  // A healthy key that grew before its receivers hung holds this much until their timeouts (5 s) end:
  // a quarter of the pool stays for every other key.
  perKeyMax: 192,
  maxInFlight: 256,
  // A healthy local receiver answers in milliseconds, a struggling one in seconds (the timeout is 5 s).
  slowAnswerMs: 1_000,
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

export function startDeliveryWorker(deps: DeliveryWorkerDeps): DeliveryWorker {
  const timings = { ...DEFAULT_WORKER_TIMINGS, ...deps.timings };
  const lingerMs = timings.lingerMs ?? (deps.db.engine === 'pglite' ? EMBEDDED_LINGER_MS : 0);
  // Longer than an attempt can take, so a live worker's claim never runs out under it.
  const leaseMs = deps.policy.timeoutMs + 10_000;
  const slots = createDeliverySlots(timings);
  const maxAttempts = deps.policy.retryDelaysMs.length + 1;
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const record = batchingAttemptRecorder(deps.db, { lingerMs });

  /** Sends and records the attempt; what the receiver's answer was, for the slots to adapt to. */
  async function send(claim: ClaimedDelivery, webhook: WebhookRecord): Promise<AnswerSignal> {
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
    return outcome.result;
  }

  function start(claim: ClaimedDelivery, webhook: WebhookRecord): void {
    slots.take(claim.webhookId, claim.keyId);
    const running: Promise<void> = send(claim, webhook)
      .then(
        (answer) => slots.give(claim.webhookId, claim.keyId, answer),
        (err: unknown) => {
          // Not the receiver's doing (the attempt could not be recorded): its bound is left as it was.
          slots.give(claim.webhookId, claim.keyId, null);
          deps.log.warn({ err, deliveryId: claim.id }, 'webhook delivery attempt failed');
        },
      )
      .finally(() => {
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
      ...slots.snapshot(),
      perWebhook: timings.perWebhook,
      perKey: timings.perKey,
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
