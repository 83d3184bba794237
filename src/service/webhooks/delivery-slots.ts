/**
 * @module The delivery worker's slots: how many deliveries each webhook and each key may have in flight on
 * this instance, adapted to how the receivers answer (additive increase, multiplicative decrease, as TCP's
 * congestion window). Fixed bounds had to choose between speed and isolation: small enough that a key whose
 * receivers hang holds little of the pool, they capped a healthy key at ~800 deliveries/s; large enough for
 * speed, they let a dead key's webhooks take every slot. Here a bound is earned: a webhook starts at
 * `perWebhook`, grows by one per quick success up to `perWebhookMax`, is halved by a slow answer and held to
 * one probe in flight by a failure (a timeout, an error status, a refused connection) until a success lets it
 * grow again. A key's share is `perKey` plus what its webhooks have earned above their start, at most
 * `perKeyMax`: a key whose receivers fail never holds more than `perKey` (nor more than one per webhook once
 * each has failed), while a healthy one may use most of the pool when it needs it.
 */

export interface SlotBounds {
  /** In flight at once per webhook before its answers say more or less. */
  perWebhook: number;
  /** The most a webhook whose receiver answers quickly may grow to. */
  perWebhookMax: number;
  /** A key's share before its webhooks have earned more: also all that a key whose receivers fail holds. */
  perKey: number;
  /** The most one key holds however healthy: the rest of the pool stays free for other keys. */
  perKeyMax: number;
  /** A success slower than this is a sign of a struggling receiver: it halves the webhook's bound. */
  slowAnswerMs: number;
}

/** How many deliveries a webhook whose last attempt failed may have in flight: one, to see if it recovered. */
export const PROBE = 1;

/** What an attempt tells about its receiver. */
export interface AnswerSignal {
  ok: boolean;
  latencyMs: number;
}

/** What a claim needs: what is in flight and the bounds that differ from the start ones, by id. */
export interface SlotSnapshot {
  busy: ReadonlyMap<number, number>;
  webhookLimits: ReadonlyMap<number, number>;
  busyKeys: ReadonlyMap<number, number>;
  keyLimits: ReadonlyMap<number, number>;
}

export interface DeliverySlots {
  /** A delivery of the webhook (of the key) starts. */
  take(webhookId: number, keyId: number): void;
  /** It ended: its slot is free and, when it reached the receiver, the answer adapts the webhook's bound. */
  give(webhookId: number, keyId: number, answer: AnswerSignal | null): void;
  snapshot(): SlotSnapshot;
  /** The webhook's bound now. */
  webhookLimit(webhookId: number): number;
  /** The key's share now. */
  keyLimit(keyId: number): number;
}

interface WebhookSlots {
  keyId: number;
  limit: number;
  busy: number;
}

export function createDeliverySlots(bounds: SlotBounds): DeliverySlots {
  const perWebhookMax = Math.max(bounds.perWebhook, bounds.perWebhookMax);
  const perKeyMax = Math.max(bounds.perKey, bounds.perKeyMax);
  const webhooks = new Map<number, WebhookSlots>();
  const busyKeys = new Map<number, number>();
  /** Per key, what its webhooks' bounds add up to above their start: kept as they change, read per success. */
  const earned = new Map<number, number>();

  const keyLimit = (keyId: number) => Math.min(perKeyMax, bounds.perKey + (earned.get(keyId) ?? 0));

  function setLimit(w: WebhookSlots, limit: number): void {
    const change = Math.max(0, limit - bounds.perWebhook) - Math.max(0, w.limit - bounds.perWebhook);
    w.limit = limit;
    if (change === 0) return;
    const total = (earned.get(w.keyId) ?? 0) + change;
    if (total > 0) earned.set(w.keyId, total);
    else earned.delete(w.keyId);
  }

  function adapt(w: WebhookSlots, answer: AnswerSignal): void {
    if (!answer.ok) return setLimit(w, PROBE);
    if (answer.latencyMs > bounds.slowAnswerMs) return setLimit(w, Math.max(PROBE, Math.floor(w.limit / 2)));
    // Grown only while a bound was what held it back (at least half of it in use): a webhook that sees one
    // delivery at a time has shown nothing about fifty, and must not hold fifty if its receiver then hangs.
    const keyBusy = busyKeys.get(w.keyId) ?? 0;
    if (2 * w.busy >= w.limit || 2 * keyBusy >= keyLimit(w.keyId)) {
      setLimit(w, Math.min(perWebhookMax, w.limit + 1));
    }
  }

  return {
    take(webhookId, keyId) {
      const w = webhooks.get(webhookId) ?? { keyId, limit: bounds.perWebhook, busy: 0 };
      w.busy += 1;
      webhooks.set(webhookId, w);
      busyKeys.set(keyId, (busyKeys.get(keyId) ?? 0) + 1);
    },
    give(webhookId, keyId, answer) {
      const w = webhooks.get(webhookId);
      if (w) {
        // Adapted before the slot is let go: "in use" counts this delivery, as it did when it was sent.
        if (answer) adapt(w, answer);
        w.busy -= 1;
        // Back at the start bound with nothing in flight, it is as if never seen.
        if (w.busy <= 0 && w.limit === bounds.perWebhook) webhooks.delete(webhookId);
      }
      const left = (busyKeys.get(keyId) ?? 1) - 1;
      if (left > 0) busyKeys.set(keyId, left);
      else busyKeys.delete(keyId);
    },
    snapshot() {
      const busy = new Map<number, number>();
      const webhookLimits = new Map<number, number>();
      for (const [id, w] of webhooks) {
        if (w.busy > 0) busy.set(id, w.busy);
        if (w.limit !== bounds.perWebhook) webhookLimits.set(id, w.limit);
      }
      const keyLimits = new Map<number, number>();
      for (const keyId of earned.keys()) keyLimits.set(keyId, keyLimit(keyId));
      return { busy, webhookLimits, busyKeys: new Map(busyKeys), keyLimits };
    },
    webhookLimit: (webhookId) => webhooks.get(webhookId)?.limit ?? bounds.perWebhook,
    keyLimit,
  };
}
