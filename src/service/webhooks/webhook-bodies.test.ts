/**
 * Stored delivery bodies on both engines (migration 039). The dispatcher stores one body for the N webhooks of a
 * change that are sent the same bytes. Claims return those bytes. A body is deleted when its last delivery ends,
 * and not before. The sweep deletes the bodies that a deleted webhook, or (on PostgreSQL) two last deliveries
 * ended at once, left behind; the runtime's sweeper does it on its own. A body found missing makes a failed
 * attempt instead of a stuck delivery. Migration 039 moves a pending delivery's body intact.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertNewArticles } from '../store/articles-repo';
import type { Db, Queryable } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { migrate } from '../store/migrate';
import { upsertSource } from '../store/sources-repo';
import { SWEEP_START, sweepWebhookBodies } from '../store/webhook-bodies-repo';
import {
  claimDueWork,
  insertDeliveries,
  recordAttempt,
  recordDeliveredAttempts,
  type AttemptOutcome,
  type ClaimedDelivery,
  type ClaimRequest,
} from '../store/webhook-deliveries-repo';
import { insertWebhookWithinLimit, updateWebhook } from '../store/webhooks-repo';
import { StoreBusyError } from '../system/store-busy';
import { dispatchAll, startDispatchLanes } from '../testing/dispatch-lanes';
import { ENGINES } from '../testing/engines';
import { openMigratedStore, openStoreBeforeMigration } from '../testing/migrated-store';
import { testArticle } from '../testing/test-article';
import { createTestWebhook } from '../testing/test-webhook';
import { startBodySweeper } from './body-sweeper';
import { DEFAULT_DELIVERY_POLICY, deliverOnce } from './deliver-once';
import { createWebhookSealer } from './webhook-secrets';
import { announceSkip } from '../testing/skips';

const SOURCE = 'bodies.wire.example';
const sealer = createWebhookSealer(randomBytes(32));

const CLAIM_ALL: ClaimRequest = {
  perWebhook: 100,
  busy: new Map(),
  perKey: 100,
  busyKeys: new Map(),
  maxAttempts: 3,
  limit: 100,
  leaseMs: 60_000,
};

const failed = (retryAt: Date | null): AttemptOutcome => ({
  attemptedAt: new Date(),
  statusCode: 500,
  latencyMs: 2,
  error: 'HTTP 500',
  ok: false,
  retryAt,
});

const delivered = (claim: ClaimedDelivery) => ({
  claim,
  attemptedAt: new Date(),
  statusCode: 204,
  latencyMs: 2,
});

async function bodyIds(db: Queryable): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM webhook_bodies ORDER BY id')).map((r) => r.id);
}

async function claimAll(db: Queryable): Promise<ClaimedDelivery[]> {
  return (await claimDueWork(db, CLAIM_ALL)).map((w) => w.claim);
}

/** A delivery of a created article's change to `webhookId`, with `body` as its bytes. */
const deliveryRow = (webhookId: number, changeCursor: number, body: string) => ({
  id: randomUUID(),
  webhookId,
  kind: 'created' as const,
  changeCursor,
  link: `https://${SOURCE}/${changeCursor}`,
  body,
  changedAt: new Date(),
});

for (const { engine, skip } of ENGINES) {
  describe.skipIf(skip)(`stored delivery bodies (${engine})`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await openMigratedStore(engine, 4);
      await upsertSource(db, {
        domain: SOURCE,
        isDefault: true,
        originCountry: 'US',
        contentAvailable: false,
      });
    });
    afterEach(async () => {
      await db.query('DELETE FROM webhooks');
      await db.query('DELETE FROM webhook_dispatch');
      await db.query('DELETE FROM webhook_bodies');
    });
    afterAll(async () => db?.close());

    /** A key's webhook, built straight in the store. */
    async function webhook(keyId: number, type: 'enriched' | 'raw'): Promise<number> {
      const made = await insertWebhookWithinLimit(
        db,
        { keyId, url: 'https://hooks.example/in', type, filters: {}, secretSealed: 'x', auth: null },
        20,
        0,
      );
      if (!made) throw new Error('webhook not created');
      return made.id;
    }

    /** Deliveries of one change that share one body, to `webhookIds`. */
    async function enqueueShared(webhookIds: number[], body: string): Promise<void> {
      const changeCursor = Date.now() * 1000 + Math.floor(Math.random() * 1000);
      await insertDeliveries(
        db,
        webhookIds.map((webhookId) => deliveryRow(webhookId, changeCursor, body)),
      );
    }

    it('stores one body for the webhooks of a change that are sent the same bytes', async () => {
      const { record: key } = await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' });
      const enriched = await Promise.all(Array.from({ length: 5 }, () => webhook(key.id, 'enriched')));
      const raw = await webhook(key.id, 'raw');
      const input = testArticle('Copper rallies – «bonds» slip ✓', {
        link: `https://${SOURCE}/once`,
        source: SOURCE,
        summary: 'Stored once for every webhook.',
        countries: ['US'],
        categories: ['markets'],
      });
      // Changed since made, the webhooks are served by the story lane too (their lane may have switched): it
      // enqueues the same change again, which is left as it is, and must store no body for it.
      for (const id of [...enriched, raw]) await updateWebhook(db, key.id, id, { filters: {} });
      await startDispatchLanes(db);
      await insertNewArticles(db, [{ input, at: new Date() }]);
      await dispatchAll(db);
      // The five enriched webhooks share one body; the raw one has its own.
      expect(await bodyIds(db)).toHaveLength(2);
      const claims = await claimAll(db);
      expect(claims).toHaveLength(6);
      const enrichedClaims = claims.filter((c) => enriched.includes(c.webhookId));
      const rawClaim = claims.find((c) => c.webhookId === raw);
      expect(new Set(enrichedClaims.map((c) => c.bodyId)).size).toBe(1);
      expect(new Set(enrichedClaims.map((c) => c.body)).size).toBe(1);
      expect(rawClaim?.bodyId).not.toBe(enrichedClaims[0]?.bodyId);
      const sent = JSON.parse(enrichedClaims[0]?.body ?? 'null') as { title: string; sentiment?: string };
      expect(sent.title).toBe(input.title);
      expect(sent.sentiment).toBe('neutral');
      expect(JSON.parse(rawClaim?.body ?? 'null')).not.toHaveProperty('sentiment');
    });

    it('writes a large batch in parts, each body once, and no body for deliveries already enqueued', async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      const [w1, w2, w3] = [
        await webhook(owner, 'enriched'),
        await webhook(owner, 'enriched'),
        await webhook(owner, 'enriched'),
      ];
      const base = Date.now() * 1000;
      await insertDeliveries(db, [deliveryRow(w1, base + 3, '"old"')]);
      // Parts of 3: [X, Y, X] and [Y, X, W]. Y's deliveries span both parts, and W's one delivery is a change
      // already enqueued for its webhook.
      await insertDeliveries(
        db,
        [
          deliveryRow(w1, base + 1, '"X"'),
          deliveryRow(w1, base + 2, '"Y"'),
          deliveryRow(w2, base + 1, '"X"'),
          deliveryRow(w2, base + 2, '"Y"'),
          deliveryRow(w3, base + 1, '"X"'),
          deliveryRow(w1, base + 3, '"W"'),
        ],
        3,
      );
      const stored = await db.query<{ body: string; n: number | string }>(
        `SELECT b.body, count(d.id) AS n FROM webhook_bodies b LEFT JOIN webhook_deliveries d ON d.body_id = b.id
          GROUP BY b.body ORDER BY b.body`,
      );
      expect(stored.map((r) => [r.body, Number(r.n)])).toEqual([
        ['"X"', 3],
        ['"Y"', 2],
        ['"old"', 1],
      ]);
    });

    it('deletes a body when its last delivery ends, and not while one is pending', async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      const ids = await Promise.all(Array.from({ length: 4 }, () => webhook(owner, 'enriched')));
      await enqueueShared(ids, '{"n":1}');
      const [body] = await bodyIds(db);
      const claims = await claimAll(db);
      expect(claims.map((c) => c.bodyId)).toEqual(ids.map(() => body));
      const [a, b, c, d] = claims as [ClaimedDelivery, ClaimedDelivery, ClaimedDelivery, ClaimedDelivery];
      // Two delivered together, one to be retried: the fourth is still in flight.
      expect((await recordDeliveredAttempts(db, [delivered(a), delivered(b)])).size).toBe(2);
      expect((await recordAttempt(db, c, failed(new Date(Date.now() + 60_000)))).status).toBe('pending');
      expect(await bodyIds(db)).toEqual([body]);
      expect((await recordAttempt(db, d, failed(null))).status).toBe('failed');
      expect(await bodyIds(db)).toEqual([body]);
      // The retried delivery is the last one: another retry keeps the body, its end deletes it.
      const claimRetry = async (): Promise<ClaimedDelivery> => {
        await db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1`, [c.id]);
        const [again] = await claimAll(db);
        expect(again?.id).toBe(c.id);
        expect(again?.body).toBe('{"n":1}');
        return again as ClaimedDelivery;
      };
      const retry = await recordAttempt(db, await claimRetry(), failed(new Date(Date.now() + 60_000)));
      expect(retry.status).toBe('pending');
      expect(await bodyIds(db)).toEqual([body]);
      expect((await recordDeliveredAttempts(db, [delivered(await claimRetry())])).size).toBe(1);
      expect(await bodyIds(db)).toEqual([]);
      const rows = await db.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM webhook_deliveries WHERE body_id IS NOT NULL',
      );
      expect(Number(rows[0]?.n)).toBe(0);
    });

    it('does not delete the body when a stale claim ends nothing', async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      await enqueueShared([await webhook(owner, 'enriched')], '{"n":2}');
      const [claim] = await claimAll(db);
      if (!claim) throw new Error('nothing claimed');
      const stale = { ...claim, claimToken: randomUUID() };
      expect((await recordAttempt(db, stale, failed(null))).recorded).toBe(false);
      expect((await recordDeliveredAttempts(db, [delivered(stale)])).size).toBe(0);
      expect(await bodyIds(db)).toEqual([claim.bodyId]);
    });

    it('sweeps the bodies of a deleted webhook, page by page, and keeps those still pointed at', async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      const gone = await webhook(owner, 'enriched');
      const kept = await webhook(owner, 'enriched');
      for (let i = 0; i < 3; i += 1) await enqueueShared([gone], `{"gone":${i}}`);
      await enqueueShared([gone, kept], '{"shared":true}');
      expect(await bodyIds(db)).toHaveLength(4);
      await db.query('DELETE FROM webhooks WHERE id = $1', [gone]);
      const first = await sweepWebhookBodies(db, SWEEP_START, 2);
      expect(first.checked).toBe(2);
      expect(first.next).not.toBe(SWEEP_START);
      const second = await sweepWebhookBodies(db, first.next, 2);
      expect(second.checked).toBe(2);
      const last = await sweepWebhookBodies(db, second.next, 2);
      expect(last).toEqual({ next: SWEEP_START, checked: 0, deleted: 0 });
      expect(first.deleted + second.deleted).toBe(3);
      const [claim] = await claimAll(db);
      expect(claim?.webhookId).toBe(kept);
      expect(await bodyIds(db)).toEqual([claim?.bodyId]);
      expect(claim?.body).toBe('{"shared":true}');
    });

    it('has the sweeper go round the bodies on its own, when the store is idle, and clear unused ones', async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      const gone = await webhook(owner, 'enriched');
      for (let i = 0; i < 5; i += 1) await enqueueShared([gone], `{"gone":${i}}`);
      await enqueueShared([await webhook(owner, 'enriched')], '{"kept":true}');
      await db.query('DELETE FROM webhooks WHERE id = $1', [gone]);
      const warnings: unknown[] = [];
      const log = { warn: (o: unknown) => warnings.push(o) };
      // A store that is always busy for background work: the sweeper waits for its turn, and that is no error.
      const refuse = () => Promise.reject(new StoreBusyError(1));
      const busy: Db = { ...db, whenIdle: { query: refuse, exec: refuse, transaction: refuse } };
      const waiting = startBodySweeper({ db: busy, log, everyMs: 20, pageSize: 2 });
      await new Promise((r) => setTimeout(r, 200));
      await waiting.close();
      expect(await bodyIds(db)).toHaveLength(6);
      expect(warnings).toEqual([]);
      const sweeper = startBodySweeper({ db: { ...db, whenIdle: db }, log, everyMs: 20, pageSize: 2 });
      try {
        const deadline = Date.now() + 10_000;
        while ((await bodyIds(db)).length > 1) {
          if (Date.now() > deadline) throw new Error('the sweeper left bodies behind');
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await sweeper.close();
      }
      const [claim] = await claimAll(db);
      expect(claim?.body).toBe('{"kept":true}');
      expect(await bodyIds(db)).toEqual([claim?.bodyId]);
      expect(warnings).toEqual([]);
    });

    it('fails the attempt of a delivery whose body is missing, and logs why', async () => {
      const webhookId = await createTestWebhook(db, `bodies-${randomUUID()}`);
      await enqueueShared([webhookId], '{"n":3}');
      await db.query('DELETE FROM webhook_bodies');
      const [work] = await claimDueWork(db, CLAIM_ALL);
      if (!work) throw new Error('nothing claimed');
      expect(work.claim.body).toBeNull();
      const policy = { ...DEFAULT_DELIVERY_POLICY, allowPrivate: true, retryDelaysMs: [] };
      const outcome = await deliverOnce({ db, sealer, policy }, work.webhook, work.claim);
      expect(outcome.status).toBe('failed');
      expect(outcome.result.error).toBe('request not built: the stored body of the delivery is missing');
      const [attempt] = await db.query<{ error: string }>(
        'SELECT error FROM webhook_attempts WHERE delivery_id = $1',
        [work.claim.id],
      );
      expect(attempt?.error).toBe(outcome.result.error);
    });

    const twoEndsAtOnce = 'sweeps a body whose last two deliveries ended at once (neither end saw the other)';
    if (engine !== 'postgres') {
      announceSkip(
        twoEndsAtOnce,
        'the embedded store runs one statement at a time: two ends are never at once',
      );
    }
    it.skipIf(engine !== 'postgres')(twoEndsAtOnce, async () => {
      const owner = (await createApiKey(db, { name: `bodies-${randomUUID()}`, plan: 'enterprise' })).record
        .id;
      const ids = [await webhook(owner, 'enriched'), await webhook(owner, 'enriched')];
      await enqueueShared(ids, '{"n":4}');
      const [first, second] = (await claimAll(db)) as [ClaimedDelivery, ClaimedDelivery];
      let ended!: () => void;
      const firstEnded = new Promise<void>((resolve) => (ended = resolve));
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const held = db.transaction(async (tx) => {
        await recordAttempt(tx, first, failed(null));
        ended();
        await mayCommit;
      });
      await firstEnded;
      await recordAttempt(db, second, failed(null));
      commit();
      await held;
      const [body] = await bodyIds(db);
      expect(body).toBe(first.bodyId);
      expect(await sweepWebhookBodies(db, SWEEP_START, 10)).toEqual({
        next: SWEEP_START,
        checked: 1,
        deleted: 1,
      });
      expect(await bodyIds(db)).toEqual([]);
    });
  });

  describe.skipIf(skip)(`migration 039: delivery bodies stored once (${engine})`, () => {
    it('moves pending deliveries’ bodies byte for byte, one per distinct text, and drops finished ones’', async () => {
      const db = await openStoreBeforeMigration(engine, '039');
      try {
        const webhookId = await createTestWebhook(db, `migration-${randomUUID()}`);
        const shared = '{"title":"Zürich – «bonds» ✓ \\u2028","n":1}  ';
        const own = '{"title":"other"}';
        const insert = (status: string, cursor: number, body: string) =>
          db.query(
            `INSERT INTO webhook_deliveries (id, webhook_id, kind, change_cursor, link, body, status)
             VALUES ($1, $2, 'created', $3, 'https://wire.example/x', $4, $5)`,
            [randomUUID(), webhookId, cursor, body, status],
          );
        await insert('pending', 1, shared);
        await insert('pending', 2, shared);
        await insert('pending', 3, own);
        await insert('delivered', 4, shared);
        await insert('failed', 5, 'never sent again');
        await migrate(db);
        const bodies = await db.query<{ body: string }>('SELECT body FROM webhook_bodies ORDER BY body');
        expect(bodies.map((b) => b.body)).toEqual([shared, own].sort());
        const finished = await db.query<{ n: number | string }>(
          `SELECT count(*) AS n FROM webhook_deliveries WHERE status <> 'pending' AND body_id IS NULL`,
        );
        expect(Number(finished[0]?.n)).toBe(2);
        const claims = await claimAll(db);
        expect(claims.map((c) => c.body).sort()).toEqual([shared, shared, own].sort());
      } finally {
        await db.close();
      }
    }, 120_000);
  });
}
