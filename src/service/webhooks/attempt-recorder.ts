/**
 * @module How the delivery worker records its attempts. Successes are gathered while a write is running and
 * written together in one statement (group commit), so a busy worker pays one round trip per batch instead of
 * one per delivery. Failures, which schedule retries and count toward auto-disable, are written one by one.
 */
import type { Queryable } from '../store/db';
import {
  recordAttempt,
  recordDeliveredAttempts,
  type AttemptOutcome,
  type ClaimedDelivery,
  type DeliveredAttempt,
  type RecordedAttempt,
} from '../store/webhook-deliveries-repo';

export type AttemptRecorder = (claim: ClaimedDelivery, outcome: AttemptOutcome) => Promise<RecordedAttempt>;

/** Records each attempt in its own statement. */
export function singleAttemptRecorder(db: Queryable): AttemptRecorder {
  return (claim, outcome) => recordAttempt(db, claim, outcome);
}

interface Waiting {
  attempt: DeliveredAttempt;
  outcome: AttemptOutcome;
  resolve(recorded: RecordedAttempt): void;
  reject(err: unknown): void;
}

export interface BatchingOptions {
  /** At most this many successes per statement. */
  maxBatch?: number;
  /** How long the first success of a batch waits for others to join it. */
  lingerMs?: number;
}

/** Records successes in batches, failures one by one. */
export function batchingAttemptRecorder(db: Queryable, options: BatchingOptions = {}): AttemptRecorder {
  const { maxBatch = 256, lingerMs = 0 } = options;
  const queue: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const recorded = await recordDeliveredAttempts(
        db,
        batch.map((w) => w.attempt),
      );
      for (const w of batch) {
        w.resolve({
          recorded: recorded.has(w.attempt.claim.id),
          status: 'delivered',
          disabledWebhook: false,
        });
      }
    } catch {
      // A batch can meet a deadlock with another instance resetting the same webhooks: record each alone.
      for (const w of batch) recordAttempt(db, w.attempt.claim, w.outcome).then(w.resolve, w.reject);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
      while (queue.length > 0) await writeBatch(queue.splice(0, maxBatch));
    } finally {
      writing = false;
    }
  }

  return (claim, outcome) => {
    if (!outcome.ok) return recordAttempt(db, claim, outcome);
    return new Promise<RecordedAttempt>((resolve, reject) => {
      const { attemptedAt, statusCode, latencyMs } = outcome;
      queue.push({ attempt: { claim, attemptedAt, statusCode, latencyMs }, outcome, resolve, reject });
      if (!writing) void drain();
    });
  };
}
