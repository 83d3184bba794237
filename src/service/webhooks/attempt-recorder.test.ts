/**
 * The batching attempt recorder on both engines: successes written together still end each delivery as
 * delivered, log its attempt and reset its webhook's run of failures (test deliveries leave the run alone); a
 * delivery whose claim was taken over is not recorded; failures are written one by one with their retry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import {
  claimDueDeliveries,
  insertClaimedDelivery,
  insertDeliveries,
  type AttemptOutcome,
  type ClaimedDelivery,
} from '../store/webhook-deliveries-repo';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { createTestWebhook } from '../testing/test-webhook';
import { batchingAttemptRecorder } from './attempt-recorder';

const ok = (at = new Date()): AttemptOutcome => ({
  attemptedAt: at,
  statusCode: 204,
  latencyMs: 3,
  error: null,
  ok: true,
  retryAt: null,
});

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`batching attempt recorder (${engine})`, () => {
    let db: Db;
    let webhookId: number;

    beforeAll(async () => {
      db = await openMigratedStore(engine, 4);
      webhookId = await createTestWebhook(db, 'recorder');
    });
    afterAll(async () => db?.close());

    async function enqueueAndClaim(n: number): Promise<ClaimedDelivery[]> {
      await insertDeliveries(
        db,
        Array.from({ length: n }, (_, i) => ({
          id: randomUUID(),
          webhookId,
          kind: 'created' as const,
          changeCursor: Date.now() * 100 + i,
          link: `https://wire.example/${randomUUID()}`,
          body: '{}',
          changedAt: new Date(),
        })),
      );
      return claimDueDeliveries(db, {
        perWebhook: n,
        busy: new Map(),
        perKey: n,
        busyKeys: new Map(),
        maxAttempts: 3,
        limit: n,
        leaseMs: 60_000,
      });
    }

    const failures = async () =>
      Number(
        (
          await db.query<{ n: number }>('SELECT consecutive_failures AS n FROM webhooks WHERE id = $1', [
            webhookId,
          ])
        )[0]?.n,
      );

    it('writes concurrent successes in fewer statements, each delivered with its attempt', async () => {
      await db.query('UPDATE webhooks SET consecutive_failures = 3 WHERE id = $1', [webhookId]);
      const claims = await enqueueAndClaim(20);
      expect(claims).toHaveLength(20);
      let statements = 0;
      const counting: Db = {
        ...db,
        query: (sql, params, options) => {
          statements += 1;
          return db.query(sql, params, options);
        },
      };
      const record = batchingAttemptRecorder(counting);
      const results = await Promise.all(claims.map((claim) => record(claim, ok())));
      expect(results.every((r) => r.recorded && r.status === 'delivered' && !r.disabledWebhook)).toBe(true);
      expect(statements).toBeLessThan(20);
      const rows = await db.query<{ status: string; attempts: number; logged: number }>(
        `SELECT d.status, d.attempts, (SELECT count(*) FROM webhook_attempts a WHERE a.delivery_id = d.id) AS logged
           FROM webhook_deliveries d WHERE d.id = ANY($1::uuid[])`,
        [claims.map((c) => c.id)],
      );
      expect(rows).toHaveLength(20);
      for (const row of rows) {
        expect(row.status).toBe('delivered');
        expect(Number(row.attempts)).toBe(1);
        expect(Number(row.logged)).toBe(1);
      }
      expect(await failures()).toBe(0);
    });

    it('does not record a success whose claim another worker took over', async () => {
      const [claim] = await enqueueAndClaim(1);
      if (!claim) throw new Error('nothing claimed');
      const record = batchingAttemptRecorder(db);
      const stale = { ...claim, claimToken: randomUUID() };
      expect((await record(stale, ok())).recorded).toBe(false);
      expect((await record(claim, ok())).recorded).toBe(true);
    });

    it('leaves the run of failures alone for a test delivery', async () => {
      await db.query('UPDATE webhooks SET consecutive_failures = 2 WHERE id = $1', [webhookId]);
      const claim = await insertClaimedDelivery(
        db,
        {
          id: randomUUID(),
          webhookId,
          kind: 'test',
          changeCursor: null,
          link: 'https://wire.example/test',
          body: '{}',
          changedAt: new Date(),
        },
        60_000,
      );
      expect((await batchingAttemptRecorder(db)(claim, ok())).recorded).toBe(true);
      expect(await failures()).toBe(2);
    });

    it('writes a failure on its own, with its retry and the run of failures counted', async () => {
      await db.query('UPDATE webhooks SET consecutive_failures = 0 WHERE id = $1', [webhookId]);
      const [claim] = await enqueueAndClaim(1);
      if (!claim) throw new Error('nothing claimed');
      const retryAt = new Date(Date.now() + 10_000);
      const result = await batchingAttemptRecorder(db)(claim, {
        attemptedAt: new Date(),
        statusCode: 500,
        latencyMs: 4,
        error: 'HTTP 500',
        ok: false,
        retryAt,
      });
      expect(result).toEqual({ recorded: true, status: 'pending', disabledWebhook: false });
      const rows = await db.query<{ next: Date | string }>(
        'SELECT next_attempt_at AS next FROM webhook_deliveries WHERE id = $1',
        [claim.id],
      );
      expect(new Date(rows[0]?.next ?? 0).getTime()).toBe(retryAt.getTime());
    });
  });
}
