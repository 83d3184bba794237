/**
 * @module The usage meter on both engines: quota leases exact at the boundary across two meters under 300
 * concurrent requests, blocks given back when idle and on close, a crashed holder's lease expiring, the month
 * and day rolling over, a failed flush neither losing nor doubling usage, and the embedded store's bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../config/plans';
import type { Db, Queryable } from '../store/db';
import { boundQueue } from '../store/bounded-queue';
import { createApiKey, currentUsage } from '../store/keys-repo';
import { migrate } from '../store/migrate';
import { openPgDb } from '../store/pg-db';
import { dailyUsage } from '../store/usage-repo';
import { isStoreBusy } from '../system/store-busy';
import { ENGINES } from '../testing/engines';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { openIsolatedPostgres } from '../testing/test-service';
import { quotaPeriod, usageDay } from './limits';
import { createUsageMeter, type UsageMeterOptions } from './usage-meter';

const plan = (monthlyQuota: number | null): Plan => ({
  monthlyQuota,
  burst: null,
  capabilities: { content: false, entities: false, websocket: false, webhooks: false },
  websocketConnections: 0,
  webhooks: 0,
});

// Flushes only when the test asks (settle, close), unless a test says otherwise.
const QUIET: UsageMeterOptions = { flushEveryMs: 3_600_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function leases(db: Queryable, keyId: number): Promise<number[]> {
  const rows = await db.query<{ units: number }>(
    'SELECT units FROM quota_leases WHERE key_id = $1 ORDER BY id',
    [keyId],
  );
  return rows.map((row) => Number(row.units));
}

describe.each(ENGINES)('usage meter [$engine]', ({ engine, skip }) => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  const period = () => quotaPeriod(new Date());
  const newKey = async (name: string) => (await createApiKey(db, { name, plan: 'free' })).record.id;

  beforeAll(async () => {
    if (skip) return;
    if (engine === 'pglite') db = await openMigratedTestPglite();
    else {
      const isolated = await openIsolatedPostgres();
      drop = isolated.drop;
      db = await openPgDb({ url: isolated.url, maxConnections: 8 });
      await migrate(db);
    }
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it.skipIf(skip)(
    'two meters, 300 concurrent requests, quota 100: exactly 100 admitted; the rest given back on close',
    async () => {
      const keyId = await newKey('exact');
      const [a, b] = [createUsageMeter(db, QUIET), createUsageMeter(db, QUIET)];
      const verdicts = await Promise.all(
        Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).consume(keyId, plan(100))),
      );
      expect(verdicts.filter((v) => v.ok)).toHaveLength(100);
      expect(verdicts.filter((v) => !v.ok)).toEqual(Array(200).fill({ ok: false, reason: 'quota' }));
      await Promise.all([a.close(), b.close()]);
      expect(await currentUsage(db, keyId, period())).toBe(100);
      expect(
        (await dailyUsage(db, keyId, usageDay(new Date()), usageDay(new Date()))).get(usageDay(new Date())),
      ).toBe(100);
      expect(await leases(db, keyId)).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'under the quota every request is admitted, and the usage written is the requests admitted',
    async () => {
      const keyId = await newKey('under');
      const [a, b] = [createUsageMeter(db, QUIET), createUsageMeter(db, QUIET)];
      const verdicts = await Promise.all(
        Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).consume(keyId, plan(5_000))),
      );
      expect(verdicts.every((v) => v.ok)).toBe(true);
      await Promise.all([a.settle(), b.settle()]);
      expect(await currentUsage(db, keyId, period())).toBe(300);
      // One block per meter (at most 5,000 / 8 each); the requests that came while it was on its way leased a
      // unit each, not a block each (which would hold nearly all 4,700 left here).
      const held = (await leases(db, keyId)).reduce((n, units) => n + units, 0);
      expect(held).toBeLessThan(1_250);
      await Promise.all([a.close(), b.close()]);
      expect(await currentUsage(db, keyId, period())).toBe(300);
      expect(await leases(db, keyId)).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'leases a share of the remainder, keeps a block in use, gives an idle one back',
    async () => {
      const keyId = await newKey('idle');
      const meter = createUsageMeter(db, { ...QUIET, leaseIdleMs: 300 });
      expect(await meter.consume(keyId, plan(1_000))).toEqual({ ok: true });
      expect(await leases(db, keyId)).toEqual([125]); // 1,000 / 8
      await meter.settle();
      // Used just now: kept, the used unit reported and taken off the lease.
      expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([1, [124]]);
      await sleep(350);
      await meter.settle();
      // Idle since: given back.
      expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([1, []]);
      expect(await meter.consume(keyId, plan(1_000))).toEqual({ ok: true });
      expect(await leases(db, keyId)).toEqual([124]); // (1,000 − 1) / 8
      await meter.close();
      expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([2, []]);
    },
  );

  it.skipIf(skip)('the last units go one at a time, to the quota exactly', async () => {
    const keyId = await newKey('last');
    const meter = createUsageMeter(db, QUIET);
    // Blocks of 10 / 8 → 1 unit from the start.
    for (let i = 0; i < 10; i += 1) expect(await meter.consume(keyId, plan(10))).toEqual({ ok: true });
    expect(await meter.consume(keyId, plan(10))).toEqual({ ok: false, reason: 'quota' });
    await meter.close();
    expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([10, []]);
  });

  it.skipIf(skip)(
    "a crashed holder's lease stops counting after its time; its late flush counts its usage only",
    async () => {
      const keyId = await newKey('crash');
      const short = { ...QUIET, leaseTtlMs: 400, leaseShare: 1 };
      const crashed = createUsageMeter(db, short);
      expect(await crashed.consume(keyId, plan(5))).toEqual({ ok: true });
      expect(await leases(db, keyId)).toEqual([5]); // all of it (a share of 1)
      const other = createUsageMeter(db, short);
      expect(await other.consume(keyId, plan(5))).toEqual({ ok: false, reason: 'quota' });
      await sleep(500);
      const admitted = [];
      for (let i = 0; i < 6; i += 1) admitted.push((await other.consume(keyId, plan(5))).ok);
      // The crashed holder's unit was never written: the store gives all 5 again (the README says so).
      expect(admitted).toEqual([true, true, true, true, true, false]);
      await other.close();
      await crashed.close(); // had it only stalled: its unit counts, its expired lease is not renewed
      expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([6, []]);
    },
  );

  it.skipIf(skip)('counts each request in its month and on its UTC day across the rollover', async () => {
    const keyId = await newKey('rollover');
    let at = new Date('2026-11-30T23:59:59.900Z');
    const meter = createUsageMeter(db, { ...QUIET, now: () => at });
    expect(await meter.consume(keyId, plan(2))).toEqual({ ok: true });
    at = new Date('2026-12-01T00:00:00.100Z');
    const december = [];
    for (let i = 0; i < 3; i += 1) december.push(await meter.consume(keyId, plan(2)));
    expect(december).toEqual([{ ok: true }, { ok: true }, { ok: false, reason: 'quota' }]);
    await meter.close();
    expect([await currentUsage(db, keyId, '2026-11'), await currentUsage(db, keyId, '2026-12')]).toEqual([
      1, 2,
    ]);
    expect([...(await dailyUsage(db, keyId, '2026-11-01', '2026-12-31'))]).toEqual([
      ['2026-11-30', 1],
      ['2026-12-01', 2],
    ]);
    expect(await leases(db, keyId)).toEqual([]);
  });

  it.skipIf(skip)('a flush that fails mid-way writes nothing; the next writes it all once', async () => {
    const keyId = await newKey('fails');
    let failing = true;
    // Fails after the flush's statements ran, before COMMIT: the store rolls all of them back.
    const flaky: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction(async (tx) => {
          const result = await fn(tx);
          if (failing && (await tx.query('SELECT 1 FROM usage_daily WHERE key_id = $1', [keyId])).length > 0)
            throw new Error('connection lost');
          return result;
        }),
    };
    const meter = createUsageMeter(flaky, QUIET);
    for (let i = 0; i < 3; i += 1) expect(await meter.consume(keyId, plan(100))).toEqual({ ok: true });
    expect(await meter.consume(keyId, plan(null))).toEqual({ ok: true });
    await expect(meter.settle()).rejects.toThrow('connection lost');
    expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([0, [12]]);
    failing = false;
    expect(await meter.consume(keyId, plan(100))).toEqual({ ok: true });
    await meter.settle();
    expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([5, [8]]);
    await meter.close();
    expect([await currentUsage(db, keyId, period()), await leases(db, keyId)]).toEqual([5, []]);
  });
});

describe('usage meter on a bounded embedded store', () => {
  let store: Db;
  beforeAll(async () => {
    store = await openMigratedTestPglite();
  });
  afterAll(async () => store.close());

  it('a lease is an operation within the bound: refused at once past it, never waited for in process', async () => {
    const keyId = (await createApiKey(store, { name: 'bound', plan: 'free' })).record.id;
    const db = boundQueue(store, 1);
    const meter = createUsageMeter(db, { flushEveryMs: 20 });
    let release!: () => void;
    const holding = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = await meter.consume(keyId, plan(100)).catch((error: unknown) => error);
    expect(isStoreBusy(refused)).toBe(true);
    // A plan without a quota needs no statement: admitted while the store is held; its usage waits.
    expect(await meter.consume(keyId, plan(null))).toEqual({ ok: true });
    await sleep(100); // several background flushes, each refused while the store is busy
    release();
    await holding;
    expect(await meter.consume(keyId, plan(100))).toEqual({ ok: true });
    await meter.close();
    expect(await currentUsage(store, keyId, quotaPeriod(new Date()))).toBe(2);
  });
});
