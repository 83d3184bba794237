/**
 * A webhook's deliveries of one dispatch batch go out in change order, on both engines. They share one
 * `next_attempt_at` (the batch's transaction time), so claims break the tie on the delivery id. With random ids
 * that order was random; the dispatcher now makes time-ordered ids in change order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { insertNewArticles } from '../store/articles-repo';
import type { Db } from '../store/db';
import { upsertSource } from '../store/sources-repo';
import { claimDueDeliveries, recordDeliveredAttempts } from '../store/webhook-deliveries-repo';
import { dispatchAll, startDispatchLanes } from '../testing/dispatch-lanes';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { testArticle } from '../testing/test-article';
import { createTestWebhook } from '../testing/test-webhook';

const SOURCE = 'order.wire.example';

const article = (i: number): ArticleInput =>
  testArticle(`Ordered delivery ${i}`, {
    link: `https://${SOURCE}/${i}`,
    source: SOURCE,
    summary: 'One of a batch.',
    countries: ['US'],
    categories: ['markets'],
  });

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`dispatch order (${engine})`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await openMigratedStore(engine);
      await upsertSource(db, {
        domain: SOURCE,
        isDefault: true,
        originCountry: 'US',
        contentAvailable: false,
      });
    });
    afterAll(async () => db?.close());

    it("claims a webhook's deliveries of one batch one by one in change order", async () => {
      const webhookId = await createTestWebhook(db, `order-${randomUUID()}`);
      await startDispatchLanes(db);
      const at = new Date();
      await insertNewArticles(
        db,
        Array.from({ length: 16 }, (_, i) => ({ input: article(i), at })),
      );
      await dispatchAll(db);
      const cursors = new Map(
        (
          await db.query<{ id: string; cursor: number | string }>(
            'SELECT id, change_cursor AS cursor FROM webhook_deliveries WHERE webhook_id = $1',
            [webhookId],
          )
        ).map((r) => [r.id, Number(r.cursor)]),
      );
      expect(cursors.size).toBe(16);
      const sent: number[] = [];
      for (;;) {
        const [claim] = await claimDueDeliveries(db, {
          perWebhook: 1,
          busy: new Map(),
          perKey: 1,
          busyKeys: new Map(),
          maxAttempts: 3,
          limit: 1,
          leaseMs: 60_000,
        });
        if (!claim) break;
        sent.push(cursors.get(claim.id) ?? -1);
        await recordDeliveredAttempts(db, [
          { claim, attemptedAt: new Date(), statusCode: 204, latencyMs: 1 },
        ]);
      }
      expect(sent).toHaveLength(16);
      expect(sent).toEqual([...cursors.values()].sort((a, b) => a - b));
    });
  });
}
