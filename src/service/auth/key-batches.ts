/**
 * @module Group commit per API key: while one store statement decides requests of a key, the requests of that
 * key arriving meanwhile wait and are then decided together by the next statement. Idle, a request is decided
 * at once (a batch of one); under load a key costs one statement per round trip instead of one per request.
 */
import type { Plan } from '../config/plans';
import type { LimitVerdict } from './limits';

/** Decides `count` requests of a key in one statement: one verdict per request, in arrival order. */
export type DecideBatch = (keyId: number, plan: Plan, count: number) => Promise<LimitVerdict[]>;

interface Waiter {
  plan: Plan;
  resolve: (verdict: LimitVerdict) => void;
  reject: (err: unknown) => void;
}

export function batchPerKey(decide: DecideBatch): (keyId: number, plan: Plan) => Promise<LimitVerdict> {
  const waiting = new Map<number, Waiter[]>();
  const running = new Set<number>();

  function next(keyId: number): void {
    const queue = waiting.get(keyId) ?? [];
    if (queue.length === 0) {
      waiting.delete(keyId);
      running.delete(keyId);
      return;
    }
    running.add(keyId);
    // A key whose plan changed meanwhile: the requests under the new plan go in the batch after.
    const plan = (queue[0] as Waiter).plan;
    const samePlan = queue.findIndex((w) => w.plan !== plan);
    const batch = queue.splice(0, samePlan === -1 ? queue.length : samePlan);
    decide(keyId, plan, batch.length)
      .then(
        (verdicts) => batch.forEach((w, i) => w.resolve(verdicts[i] as LimitVerdict)),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => next(keyId));
  }

  return (keyId, plan) =>
    new Promise<LimitVerdict>((resolve, reject) => {
      const queue = waiting.get(keyId);
      if (queue) queue.push({ plan, resolve, reject });
      else waiting.set(keyId, [{ plan, resolve, reject }]);
      if (!running.has(keyId)) next(keyId);
    });
}

/**
 * The verdicts of a batch of `count` requests of which the burst admitted the first `admitted` and the quota
 * counted the first `granted` of those, the counter reading `used` after them.
 */
export function batchVerdicts(
  count: number,
  admitted: number,
  granted: number,
  used: number,
): LimitVerdict[] {
  return Array.from({ length: count }, (_, i): LimitVerdict => {
    if (i < granted) return { ok: true, used: used - granted + i + 1 };
    return { ok: false, reason: i < admitted ? 'quota' : 'burst' };
  });
}
