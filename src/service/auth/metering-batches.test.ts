/**
 * Metering in batches (key-batches.ts): the requests of a key that arrive while a statement decides earlier
 * ones are decided together by the next, and the limits stay exact at their boundary, on one instance and
 * across two instances sharing a PostgreSQL database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponse } from '../../contract';
import { loadPlans, type Plan, type PlanTable } from '../config/plans';
import type { Db } from '../store/db';
import { createApiKey, currentUsage } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { openIsolatedPostgres, startTestService, type TestService } from '../testing/test-service';
import { quotaPeriod } from './limits';
import { createPgLimiter } from './pg-limiter';

const free = loadPlans().free as Plan;
const PLANS: PlanTable = {
  ...loadPlans(),
  hundred: { ...free, monthlyQuota: 100, burst: null },
  hundredBurst: { ...free, monthlyQuota: 100, burst: { requests: 1_000, seconds: 10 } },
  burstTen: { ...free, monthlyQuota: null, burst: { requests: 10, seconds: 10 } },
};
const QUOTA_TEXT = 'Throttling Exception: Exceeded token limit of 100 for the current period';
const BURST_TEXT = 'Throttling Exception: Exceeded rate limit of 10 requests per 10 seconds';

/** A database that counts the statements it runs and fails the ones `failNext` asks it to. */
function countingDb(db: Db) {
  const counted = { statements: 0, failNext: 0 };
  const wrapped: Db = {
    ...db,
    engine: db.engine,
    async query(sql, params, options) {
      counted.statements += 1;
      if (counted.failNext > 0) {
        counted.failNext -= 1;
        throw new Error('the store failed');
      }
      return db.query(sql, params, options);
    },
  };
  return { db: wrapped, counted };
}

/** Fires `n` requests at once, spread round-robin over the instances; their statuses and bodies. */
async function fireAtOnce(urls: string[], key: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) => apiClient(urls[i % urls.length] as string, key).get('/v1/sources')),
  );
}

describe('batches of one key [pglite]', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedTestPglite();
  });
  afterAll(async () => db?.close());

  it('300 requests at once cost two statements: the first alone, the 299 that waited together', async () => {
    const { record } = await createApiKey(db, { name: 'batched', plan: 'hundredBurst' });
    const store = countingDb(db);
    const limiter = createPgLimiter(store.db);
    const verdicts = await Promise.all(
      Array.from({ length: 300 }, () => limiter.consume(record.id, PLANS.hundredBurst as Plan)),
    );
    expect(store.counted.statements).toBe(2);
    const used = verdicts.flatMap((v) => (v.ok ? [v.used] : []));
    expect(used.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(verdicts.filter((v) => !v.ok && v.reason === 'quota')).toHaveLength(200);
    expect(await currentUsage(db, record.id, quotaPeriod(new Date()))).toBe(100);
  });

  it('a batch the burst cuts: the first N of the window admitted, the rest refused by the burst', async () => {
    const { record } = await createApiKey(db, { name: 'cut', plan: 'burstTen' });
    const limiter = createPgLimiter(db);
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => limiter.consume(record.id, PLANS.burstTen as Plan)),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    expect(verdicts.filter((v) => !v.ok && v.reason === 'burst')).toHaveLength(15);
    expect(await currentUsage(db, record.id, quotaPeriod(new Date()))).toBe(10);
  });

  it('an instance that stops without closing holds no unit and loses none: the next one gets the rest', async () => {
    const { record } = await createApiKey(db, { name: 'crashed', plan: 'hundred' });
    const gone = createPgLimiter(db);
    const admitted = await Promise.all(
      Array.from({ length: 60 }, () => gone.consume(record.id, PLANS.hundred as Plan)),
    );
    expect(admitted.every((v) => v.ok)).toBe(true);
    const next = createPgLimiter(db);
    const verdicts = await Promise.all(
      Array.from({ length: 100 }, () => next.consume(record.id, PLANS.hundred as Plan)),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(40);
    expect(await currentUsage(db, record.id, quotaPeriod(new Date()))).toBe(100);
  });

  it('a failed statement fails every request of its batch and no later one', async () => {
    const { record } = await createApiKey(db, { name: 'failing', plan: 'hundred' });
    const store = countingDb(db);
    const limiter = createPgLimiter(store.db);
    store.counted.failNext = 2;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => limiter.consume(record.id, PLANS.hundred as Plan)),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('rejected'));
    expect(await limiter.consume(record.id, PLANS.hundred as Plan)).toEqual({ ok: true, used: 1 });
  });
});

describe.each(ENGINES)('the quota boundary under 300 concurrent requests [$engine]', ({ engine, skip }) => {
  let services: TestService[] = [];
  let dropSchema: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (skip) return;
    if (engine === 'pglite') {
      services = [await startTestService({ engine, plans: PLANS, seed: false })];
      return;
    }
    const isolated = await openIsolatedPostgres();
    dropSchema = isolated.drop;
    const options = { engine, databaseUrl: isolated.url, plans: PLANS, seed: false } as const;
    services = [await startTestService(options), await startTestService(options)];
  });
  afterAll(async () => {
    for (const service of services) await service.close();
    await dropSchema?.();
  });

  it.skipIf(skip)(
    'quota 100 → exactly 100 admitted, the others refused with the quota text; usage shows 100',
    async () => {
      const { key } = await createApiKey((services[0] as TestService).db, { name: 'q100', plan: 'hundred' });
      const responses = await fireAtOnce(
        services.map((s) => s.url),
        key,
        300,
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(100);
      const refused = responses.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(200);
      for (const r of refused) expect(r.body).toEqual({ statusCode: 429, message: QUOTA_TEXT });
      for (const service of services) {
        const account = AccountResponse.parse((await apiClient(service.url, key).get('/v2/account')).body);
        expect(account.usage.used).toBe(100);
        expect(account.usage.daily.reduce((n, d) => n + d.used, 0)).toBe(100);
      }
    },
  );

  it.skipIf(skip)('burst 10 per 10 s → exactly 10 admitted, however the batches fall', async () => {
    const { key, record } = await createApiKey((services[0] as TestService).db, {
      name: 'b10',
      plan: 'burstTen',
    });
    const responses = await fireAtOnce(
      services.map((s) => s.url),
      key,
      300,
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    for (const r of responses.filter((r) => r.status !== 200))
      expect(r.body).toEqual({ statusCode: 429, message: BURST_TEXT });
    expect(await currentUsage((services[0] as TestService).db, record.id, quotaPeriod(new Date()))).toBe(10);
  });
});
