/**
 * The delivery worker on both engines, sending to local receivers: one key's hanging receivers hold only its
 * share of the slots while another key's delivery goes out; a healthy key's bounds grow past their start while
 * a hanging key holds only its share; claims take keys in turn; a webhook is disabled
 * at exactly 10 failed deliveries however many are in flight; a retry is sent when due, not at the next poll;
 * a receiver that keeps failing gets the shorter timeout.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import {
  AUTO_DISABLE_AFTER,
  claimDueDeliveries,
  insertDeliveries,
  listDeliveries,
} from '../store/webhook-deliveries-repo';
import { insertWebhookWithinLimit } from '../store/webhooks-repo';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { DEFAULT_DELIVERY_POLICY, attemptTimeoutMs, type DeliveryPolicy } from './deliver-once';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerTimings } from './delivery-worker';
import { createWebhookSealer } from './webhook-secrets';

const sealer = createWebhookSealer(randomBytes(32));
const POLICY: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, allowPrivate: true, timeoutMs: 60_000 };

describe('attempt timeout', () => {
  it('is the shorter one for a webhook whose last deliveries failed', () => {
    const policy = { ...POLICY, timeoutMs: 5_000, failingTimeoutMs: 2_000, failingAfter: 3 };
    const webhook = (consecutiveFailures: number) =>
      ({ consecutiveFailures }) as Parameters<typeof attemptTimeoutMs>[1];
    expect(attemptTimeoutMs(policy, webhook(2))).toBe(5_000);
    expect(attemptTimeoutMs(policy, webhook(3))).toBe(2_000);
  });
});

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`delivery worker (${engine})`, () => {
    let db: Db;
    const receivers: WebhookReceiver[] = [];
    const workers: DeliveryWorker[] = [];

    beforeAll(async () => {
      db = await openMigratedStore(engine, 4);
    });
    afterEach(async () => {
      // Hanging receivers first, so that the workers' attempts in flight end.
      for (const r of receivers.splice(0)) await r.close();
      for (const w of workers.splice(0)) await w.close();
      await db.query('DELETE FROM webhooks');
    });
    afterAll(async () => db?.close());

    async function receiver(): Promise<WebhookReceiver> {
      const r = await startWebhookReceiver();
      receivers.push(r);
      return r;
    }

    async function key(): Promise<number> {
      return (await createApiKey(db, { name: `worker-${randomUUID()}`, plan: 'enterprise' })).record.id;
    }

    async function webhook(keyId: number, url: string): Promise<number> {
      const made = await insertWebhookWithinLimit(
        db,
        {
          keyId,
          url,
          type: 'enriched',
          filters: {},
          secretSealed: sealer.sealSecret('whsec_test'),
          auth: null,
        },
        20,
        0,
      );
      if (!made) throw new Error('webhook not created');
      return made.id;
    }

    /** `n` deliveries of the webhook, due now; their ids. */
    async function enqueue(webhookId: number, n: number): Promise<string[]> {
      const ids = Array.from({ length: n }, () => randomUUID());
      for (const id of ids) {
        await insertDeliveries(db, [
          {
            id,
            webhookId,
            kind: 'created',
            changeCursor: null,
            link: `https://wire.example/${randomUUID()}`,
            body: '{}',
            changedAt: new Date(),
          },
        ]);
      }
      return ids;
    }

    function worker(timings: Partial<DeliveryWorkerTimings>, policy: Partial<DeliveryPolicy> = {}) {
      const started = startDeliveryWorker({
        db,
        sealer,
        policy: { ...POLICY, ...policy },
        log: { warn: () => undefined, info: () => undefined },
        timings: { pollMs: 50, lingerMs: 0, ...timings },
      });
      workers.push(started);
      return started;
    }

    it("a key's hanging receivers hold only its share of the slots: another key's delivery goes out", async () => {
      const hanging = await receiver();
      hanging.answer('hang');
      const healthy = await receiver();
      const bad = await key();
      for (let i = 0; i < 3; i += 1) await enqueue(await webhook(bad, `${hanging.url}/${i}`), 4);
      // 3 webhooks × 2 per webhook would take all 4 slots; the key's share is 3.
      const running = worker({ maxInFlight: 4, perWebhook: 2, perKey: 3 });
      await hanging.waitFor(3);
      await enqueue(await webhook(await key(), healthy.url), 1);
      running.kick();
      await healthy.waitFor(1);
      // Delivered while every request of the bad key still hangs, and no more of them were sent.
      expect(hanging.received).toHaveLength(3);
    });

    it("a healthy key's bounds grow past their start while a hanging key holds only its share", async () => {
      const hanging = await receiver();
      hanging.answer('hang');
      const bad = await key();
      for (let i = 0; i < 3; i += 1) await enqueue(await webhook(bad, `${hanging.url}/${i}`), 4);
      const healthy = await receiver();
      let open = 0;
      let mostOpen = 0;
      healthy.answer(() => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        setTimeout(() => (open -= 1), 30);
        return { status: 204, delayMs: 30 };
      });
      await enqueue(await webhook(await key(), healthy.url), 80);
      worker({ maxInFlight: 16, perWebhook: 2, perWebhookMax: 8, perKey: 3, perKeyMax: 8 });
      await healthy.waitFor(80);
      // Fixed bounds held the healthy webhook to 2 at a time; it grew to its cap (8) as its answers came quickly.
      expect(mostOpen).toBeGreaterThan(3);
      expect(mostOpen).toBeLessThanOrEqual(8);
      // The hanging key never held more than its share, and each webhook no more than its start bound.
      expect(hanging.received).toHaveLength(3);
    });

    it('claims take keys in turn, oldest first within each', async () => {
      const first = await webhook(await key(), 'http://127.0.0.1:9/a');
      const second = await webhook(await key(), 'http://127.0.0.1:9/b');
      const oldest = (await enqueue(first, 5))[2];
      if (!oldest) throw new Error('not enqueued');
      await enqueue(second, 1);
      // The first key's backlog is older than the second key's delivery; its third delivery the oldest.
      await db.query(
        `UPDATE webhook_deliveries SET next_attempt_at = now() - CASE WHEN id = $2 THEN interval '2 minutes'
                                                                     ELSE interval '1 minute' END
          WHERE webhook_id = $1`,
        [first, oldest],
      );
      const claims = await claimDueDeliveries(db, {
        perWebhook: 8,
        busy: new Map(),
        perKey: 8,
        busyKeys: new Map(),
        maxAttempts: 3,
        limit: 2,
        leaseMs: 60_000,
      });
      expect(claims.map((c) => c.webhookId).sort()).toEqual([first, second].sort());
      expect(claims.find((c) => c.webhookId === first)?.id).toBe(oldest);
    });

    it('disables a webhook at exactly 10 failed deliveries, counting the ones in flight', async () => {
      const failing = await receiver();
      failing.answer({ status: 500 });
      const id = await webhook(await key(), failing.url);
      await enqueue(id, 2 * AUTO_DISABLE_AFTER);
      const running = worker({ maxInFlight: 16, perWebhook: 8, perKey: 16 }, { retryDelaysMs: [] });
      for (;;) {
        const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM webhooks WHERE id = $1', [
          id,
        ]);
        if (row?.enabled === false) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await running.close();
      const [row] = await db.query<{ n: number }>(
        'SELECT consecutive_failures AS n FROM webhooks WHERE id = $1',
        [id],
      );
      expect(row?.n).toBe(AUTO_DISABLE_AFTER);
      expect(failing.received).toHaveLength(AUTO_DISABLE_AFTER);
      const pending = await listDeliveries(db, id, { status: 'pending', page: 1, pageSize: 100 });
      expect(pending).toHaveLength(AUTO_DISABLE_AFTER);
      expect(pending.every((d) => d.attempts.length === 0)).toBe(true);
    });

    it('sends each retry when it falls due, without waiting for a poll', async () => {
      const flaky = await receiver();
      const seen = new Set<unknown>();
      // The first request of each delivery fails, the second succeeds.
      flaky.answer((request) => {
        const id = request.headers['x-webhook-id'];
        if (seen.has(id)) return { status: 204 };
        seen.add(id);
        return { status: 503 };
      });
      await enqueue(await webhook(await key(), flaky.url), 2);
      // No poll within the test: only the retries' own wake-ups can send them. One at a time, the second
      // delivery fails (and is due) after the first.
      worker({ pollMs: 600_000, perWebhook: 1 }, { retryDelaysMs: [200] });
      const requests = await flaky.waitFor(4);
      expect(new Set(requests.map((r) => r.headers['x-webhook-id'])).size).toBe(2);
    });

    it('gives a receiver that keeps failing the shorter timeout', async () => {
      const hanging = await receiver();
      hanging.answer('hang');
      const id = await webhook(await key(), hanging.url);
      await db.query('UPDATE webhooks SET consecutive_failures = 3 WHERE id = $1', [id]);
      await enqueue(id, 1);
      worker({}, { retryDelaysMs: [], failingAfter: 3, failingTimeoutMs: 100 });
      for (;;) {
        const [failed] = await listDeliveries(db, id, { status: 'failed', page: 1, pageSize: 1 });
        if (failed) {
          expect(failed.attempts.map((a) => a.error)).toEqual(['timeout: no answer within 100 ms']);
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    });
  });
}
