/**
 * The delivery log's order on both engines: newest first, and the deliveries the dispatcher enqueued in one
 * transaction (one created_at) newest change first, not in the order of their random ids.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { createTestWebhook } from '../testing/test-webhook';
import type { Db } from './db';
import { insertDeliveries, listDeliveries } from './webhook-deliveries-repo';

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`webhook delivery log (${engine})`, () => {
    let db: Db;
    let webhookId: number;

    beforeAll(async () => {
      db = await openMigratedStore(engine);
      webhookId = await createTestWebhook(db, 'log');
    });
    afterAll(async () => db?.close());

    const delivery = (cursor: number) => ({
      id: randomUUID(),
      webhookId,
      kind: 'created' as const,
      changeCursor: cursor,
      link: `https://wire.example/${cursor}`,
      body: '{}',
      changedAt: new Date(),
    });

    it('lists one enqueueing newest change first, after the later enqueueing, and pages without overlap', async () => {
      // Twelve ids in random order: with ties left to the id, the chance of the cursor order by luck is 1 in 12!.
      await db.transaction((tx) =>
        insertDeliveries(tx, [3, 1, 12, 7, 5, 9, 2, 11, 4, 10, 6, 8].map(delivery)),
      );
      await db.query(`UPDATE webhook_deliveries SET created_at = created_at - interval '1 minute'`);
      await db.transaction((tx) => insertDeliveries(tx, [14, 13].map(delivery)));

      const links = async (page: number, pageSize: number) =>
        (await listDeliveries(db, webhookId, { page, pageSize })).map((d) => Number(d.link.split('/').pop()));
      const expected = Array.from({ length: 14 }, (_, i) => 14 - i);
      expect(await links(1, 100)).toEqual(expected);
      expect([...(await links(1, 5)), ...(await links(2, 5)), ...(await links(3, 5))]).toEqual(expected);
    });
  });
}
