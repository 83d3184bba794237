/**
 * The delivery worker's adaptive slots, without a store: a failing webhook is held to one probe and its key to
 * its start share; a webhook that answers quickly while its bound is in use grows (its key with it) up to the
 * caps; one that failed grows again once it answers; and, with the shipped bounds, a dead key never holds more
 * than its share while a healthy key grows, leaving every other key its start share of the pool.
 */
import { describe, expect, it } from 'vitest';
import { createDeliverySlots, PROBE, type DeliverySlots, type SlotBounds } from './delivery-slots';
import { DEFAULT_WORKER_TIMINGS } from './delivery-worker';

const BOUNDS: SlotBounds = {
  perWebhook: 4,
  perWebhookMax: 16,
  perKey: 8,
  perKeyMax: 24,
  slowAnswerMs: 1_000,
};
const QUICK = { ok: true, latencyMs: 20 };
const FAILED = { ok: false, latencyMs: 5_000 };

/** `n` deliveries of the webhook started, then ended one by one with `answer`. */
function round(slots: DeliverySlots, webhookId: number, keyId: number, n: number, answer = QUICK): void {
  for (let i = 0; i < n; i += 1) slots.take(webhookId, keyId);
  for (let i = 0; i < n; i += 1) slots.give(webhookId, keyId, answer);
}

describe('delivery slots', () => {
  it('holds a webhook whose attempt failed to one probe, and its key to its start share', () => {
    const slots = createDeliverySlots(BOUNDS);
    round(slots, 1, 10, 4, FAILED);
    expect(slots.webhookLimit(1)).toBe(PROBE);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKey);
    expect(slots.snapshot().webhookLimits).toEqual(new Map([[1, PROBE]]));
    // Failing again and again never earns it more.
    for (let i = 0; i < 20; i += 1) round(slots, 1, 10, 1, FAILED);
    expect(slots.webhookLimit(1)).toBe(PROBE);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKey);
  });

  it('grows a webhook that answers quickly while its bound is in use, its key with it, up to the caps', () => {
    const slots = createDeliverySlots(BOUNDS);
    round(slots, 1, 10, 4);
    // Each quick answer with at least half the bound in use adds one.
    expect(slots.webhookLimit(1)).toBeGreaterThan(BOUNDS.perWebhook);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKey + slots.webhookLimit(1) - BOUNDS.perWebhook);
    for (let i = 0; i < 20; i += 1) round(slots, 1, 10, slots.webhookLimit(1));
    expect(slots.webhookLimit(1)).toBe(BOUNDS.perWebhookMax);
    // A second webhook of the key grows too; the key's share stops at its cap.
    for (let i = 0; i < 20; i += 1) round(slots, 2, 10, slots.webhookLimit(2));
    expect(slots.webhookLimit(2)).toBe(BOUNDS.perWebhookMax);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKeyMax);
    expect(slots.snapshot().keyLimits).toEqual(new Map([[10, BOUNDS.perKeyMax]]));
  });

  it('does not grow a webhook that never has more than one delivery in flight', () => {
    const slots = createDeliverySlots(BOUNDS);
    for (let i = 0; i < 50; i += 1) round(slots, 1, 10, 1);
    expect(slots.webhookLimit(1)).toBe(BOUNDS.perWebhook);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKey);
    // Back at its start with nothing in flight, it is not named in a claim.
    expect(slots.snapshot()).toEqual({
      busy: new Map(),
      webhookLimits: new Map(),
      busyKeys: new Map(),
      keyLimits: new Map(),
    });
  });

  it('grows a webhook that failed again once its receiver answers', () => {
    const slots = createDeliverySlots(BOUNDS);
    for (let i = 0; i < 10; i += 1) round(slots, 1, 10, slots.webhookLimit(1));
    const grown = slots.webhookLimit(1);
    round(slots, 1, 10, 1, FAILED);
    expect(slots.webhookLimit(1)).toBe(PROBE);
    expect(slots.keyLimit(10)).toBe(BOUNDS.perKey);
    // The probe succeeds: more each time its bound is in use, back to where it was.
    const seen = [PROBE];
    while (seen.length < 10 && slots.webhookLimit(1) < grown) {
      round(slots, 1, 10, slots.webhookLimit(1));
      seen.push(slots.webhookLimit(1));
    }
    expect(seen.slice(0, 4)).toEqual([1, 2, 3, 5]);
    expect(slots.webhookLimit(1)).toBe(grown);
  });

  it('halves a webhook whose answers come slowly', () => {
    const slots = createDeliverySlots(BOUNDS);
    for (let i = 0; i < 10; i += 1) round(slots, 1, 10, slots.webhookLimit(1));
    expect(slots.webhookLimit(1)).toBe(BOUNDS.perWebhookMax);
    round(slots, 1, 10, 1, { ok: true, latencyMs: 2_000 });
    expect(slots.webhookLimit(1)).toBe(BOUNDS.perWebhookMax / 2);
  });

  it("leaves a webhook's bound alone when its attempt ended without an answer", () => {
    const slots = createDeliverySlots(BOUNDS);
    slots.take(1, 10);
    slots.take(1, 10);
    slots.give(1, 10, null);
    expect(slots.snapshot()).toMatchObject({ busy: new Map([[1, 1]]), busyKeys: new Map([[10, 1]]) });
    slots.give(1, 10, null);
    expect(slots.webhookLimit(1)).toBe(BOUNDS.perWebhook);
    expect(slots.snapshot().busyKeys).toEqual(new Map());
  });

  it('with the shipped bounds, a dead key holds at most its share while a healthy key grows past it', () => {
    const bounds = DEFAULT_WORKER_TIMINGS;
    const slots = createDeliverySlots(bounds);
    const HEALTHY = 1;
    const DEAD = 2;
    // As bench:webhooks: 4 webhooks of a healthy key, 16 of a key whose receivers never answer (5 s timeout);
    // each with a backlog. A tick is 10 ms: a healthy answer takes 4 ticks, a timeout 500.
    const webhooks = [
      ...Array.from({ length: 4 }, (_, i) => ({ id: 100 + i, key: HEALTHY, ticks: 4, answer: QUICK })),
      ...Array.from({ length: 16 }, (_, i) => ({ id: 200 + i, key: DEAD, ticks: 500, answer: FAILED })),
    ];
    const running: { id: number; key: number; endsAt: number; answer: typeof QUICK }[] = [];
    const held = (key: number) => running.filter((r) => r.key === key).length;
    let deadMost = 0;
    let healthyMost = 0;
    let leastFree = Infinity;
    for (let tick = 0; tick < 2_000; tick += 1) {
      for (const ended of running.filter((r) => r.endsAt <= tick)) {
        running.splice(running.indexOf(ended), 1);
        slots.give(ended.id, ended.key, ended.answer);
      }
      // A claim as the store makes it: in turn across webhooks, each up to its bound, each key up to its share,
      // all up to the pool's free slots.
      for (let claimed = true; claimed;) {
        claimed = false;
        for (const w of webhooks) {
          const { busy, busyKeys } = slots.snapshot();
          if (
            (busy.get(w.id) ?? 0) < slots.webhookLimit(w.id) &&
            (busyKeys.get(w.key) ?? 0) < slots.keyLimit(w.key) &&
            running.length < bounds.maxInFlight
          ) {
            slots.take(w.id, w.key);
            running.push({ id: w.id, key: w.key, endsAt: tick + w.ticks, answer: w.answer });
            claimed = true;
          }
        }
      }
      deadMost = Math.max(deadMost, held(DEAD));
      healthyMost = Math.max(healthyMost, held(HEALTHY));
      leastFree = Math.min(leastFree, bounds.maxInFlight - running.length);
      // Once every dead webhook has timed out, each holds one probe.
      if (tick > 500) expect(held(DEAD)).toBeLessThanOrEqual(16 * PROBE);
    }
    expect(deadMost).toBeLessThanOrEqual(bounds.perKey);
    expect(healthyMost).toBe(bounds.perKeyMax);
    // Another key always finds its start share free: the dead key never delays it.
    expect(leastFree).toBeGreaterThanOrEqual(bounds.perKey);
  });
});
