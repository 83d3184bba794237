/**
 * Claims on both engines: a webhook or a key already at its bound on this worker is left out before its rows are
 * looked at (no row of it is locked, so a dead key's backlog costs a claim nothing), the others are claimed as
 * before, each up to the bound the worker names for it (or the start one), and each claim comes with its
 * webhook as stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import type { Db } from './db';
import { createApiKey } from './keys-repo';
import { claimDueWork, insertDeliveries, type ClaimRequest } from './webhook-deliveries-repo';
import { insertWebhookWithinLimit } from './webhooks-repo';

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`webhook claims (${engine})`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await openMigratedStore(engine);
    });
    afterEach(async () => {
      await db.query('DELETE FROM webhooks');
    });
    afterAll(async () => db?.close());

    async function key(): Promise<number> {
      return (await createApiKey(db, { name: `claims-${randomUUID()}`, plan: 'enterprise' })).record.id;
    }

    async function webhook(keyId: number, url = 'https://hooks.example/in'): Promise<number> {
      const made = await insertWebhookWithinLimit(
        db,
        { keyId, url, type: 'enriched', filters: {}, secretSealed: 'sealed', auth: null },
        20,
        0,
      );
      if (!made) throw new Error('webhook not created');
      return made.id;
    }

    async function enqueue(webhookId: number, n: number): Promise<void> {
      await insertDeliveries(
        db,
        Array.from({ length: n }, () => ({
          id: randomUUID(),
          webhookId,
          kind: 'created' as const,
          changeCursor: null,
          link: `https://wire.example/${randomUUID()}`,
          body: '{}',
          changedAt: new Date(),
        })),
      );
    }

    /** The webhook's deliveries some statement locked: a lock leaves its transaction id on the row (xmax). */
    async function locked(webhookId: number): Promise<number> {
      const [row] = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM webhook_deliveries WHERE webhook_id = $1 AND xmax::text <> '0'`,
        [webhookId],
      );
      return Number(row?.n);
    }

    const request = (overrides: Partial<ClaimRequest>): ClaimRequest => ({
      perWebhook: 4,
      busy: new Map(),
      perKey: 8,
      busyKeys: new Map(),
      maxAttempts: 3,
      limit: 100,
      leaseMs: 60_000,
      ...overrides,
    });

    it("leaves a full webhook's rows alone and claims its key's other webhook", async () => {
      const owner = await key();
      const full = await webhook(owner);
      const open = await webhook(owner);
      await enqueue(full, 3);
      await enqueue(open, 3);
      const work = await claimDueWork(
        db,
        request({ busy: new Map([[full, 4]]), busyKeys: new Map([[owner, 4]]) }),
      );
      expect(work.map((w) => w.claim.webhookId)).toEqual([open, open, open]);
      expect(await locked(full)).toBe(0);
    });

    it("leaves a full key's rows alone and claims another key's", async () => {
      const fullKey = await key();
      const ofFullKey = await webhook(fullKey);
      const other = await webhook(await key());
      await enqueue(ofFullKey, 3);
      await enqueue(other, 2);
      const work = await claimDueWork(db, request({ busyKeys: new Map([[fullKey, 8]]) }));
      expect(work.map((w) => w.claim.webhookId)).toEqual([other, other]);
      expect(await locked(ofFullKey)).toBe(0);
    });

    it('claims a webhook below its bound up to what it has free', async () => {
      const owner = await key();
      const id = await webhook(owner);
      await enqueue(id, 5);
      const work = await claimDueWork(
        db,
        request({ busy: new Map([[id, 3]]), busyKeys: new Map([[owner, 3]]) }),
      );
      expect(work).toHaveLength(1);
    });

    /** How many of `work` each webhook got. */
    const perWebhook = (work: Awaited<ReturnType<typeof claimDueWork>>) => {
      const counts = new Map<number, number>();
      for (const { claim } of work) counts.set(claim.webhookId, (counts.get(claim.webhookId) ?? 0) + 1);
      return counts;
    };

    it('claims each webhook up to the bound named for it, the others up to perWebhook', async () => {
      const owner = await key();
      const grown = await webhook(owner);
      const plain = await webhook(owner);
      const probed = await webhook(await key());
      await enqueue(grown, 10);
      await enqueue(plain, 10);
      await enqueue(probed, 5);
      const work = await claimDueWork(
        db,
        request({
          webhookLimits: new Map([
            [grown, 7],
            [probed, 1],
          ]),
          busy: new Map([[grown, 1]]),
          busyKeys: new Map([[owner, 1]]),
          keyLimits: new Map([[owner, 20]]),
        }),
      );
      expect(perWebhook(work)).toEqual(
        new Map([
          [grown, 6],
          [plain, 4],
          [probed, 1],
        ]),
      );
    });

    it('claims a key up to the share named for it, past perKey', async () => {
      const owner = await key();
      const ids = [await webhook(owner), await webhook(owner), await webhook(owner)];
      for (const id of ids) await enqueue(id, 8);
      const webhookLimits = new Map(ids.map((id) => [id, 8]));
      const keyLimits = new Map([[owner, 14]]);
      const work = await claimDueWork(
        db,
        request({ webhookLimits, keyLimits, busyKeys: new Map([[owner, 2]]) }),
      );
      // 14 less the 2 in flight; perKey (8) alone would have stopped at 8.
      expect(work).toHaveLength(12);
      expect([...perWebhook(work).values()]).toEqual([4, 4, 4]);
    });

    it('gives each claim its webhook as stored', async () => {
      const owner = await key();
      const id = await webhook(owner, 'https://hooks.example/claimed');
      await db.query('UPDATE webhooks SET consecutive_failures = 2 WHERE id = $1', [id]);
      await enqueue(id, 2);
      const work = await claimDueWork(db, request({}));
      expect(work).toHaveLength(2);
      for (const { claim, webhook: found } of work) {
        expect(found).toMatchObject({
          id,
          keyId: owner,
          url: 'https://hooks.example/claimed',
          type: 'enriched',
          filters: {},
          secretSealed: 'sealed',
          authKind: null,
          enabled: true,
          consecutiveFailures: 2,
        });
        expect(found.createdAt).toBeInstanceOf(Date);
        expect(Number.isNaN(found.updatedAt.getTime())).toBe(false);
        expect(claim).toMatchObject({ webhookId: id, keyId: owner, attempts: 0 });
      }
    });
  });
}
