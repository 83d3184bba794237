import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponse } from '../../contract';
import { loadPlans, type PlanTable } from '../config/plans';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { openIsolatedPostgres, startTestService, type TestService } from '../testing/test-service';
import { createApiKey } from '../store/keys-repo';

const shipped = loadPlans();
const free = shipped.free as PlanTable[string];
const PLANS: PlanTable = {
  ...shipped,
  tiny: { ...free, monthlyQuota: 3, burst: null },
  hundred: { ...free, monthlyQuota: 100, burst: null },
  fifty: { ...free, monthlyQuota: null, burst: { requests: 50, seconds: 3600 } },
};
const BURST_TEXT = 'Throttling Exception: Exceeded rate limit of 10 requests per 10 seconds';
const QUOTA_TEXT = 'Throttling Exception: Exceeded token limit of 3 for the current period';

/** 300 requests of `key` at once, spread over the services in turn: how many were 200 and how many 429. */
async function concurrently(services: TestService[], key: string): Promise<Record<number, number>> {
  const responses = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      apiClient((services[i % services.length] as TestService).url, key).get('/v1/sources'),
    ),
  );
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function statuses(url: string, key: string, n: number) {
  const out: { status: number; body: unknown; headers: Headers }[] = [];
  for (let i = 0; i < n; i += 1) out.push(await apiClient(url, key).get('/v1/sources'));
  return out;
}

function expectNoRateHeaders(headers: Headers) {
  expect(headers.get('retry-after')).toBeNull();
  expect([...headers.keys()].filter((h) => h.includes('ratelimit'))).toEqual([]);
}

describe.each(ENGINES)('limits [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: PLANS });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)(
    'the burst: the 11th request within 10 s → 429 with the exact text, no Retry-After',
    async () => {
      const results = await statuses(service.url, service.keys.free as string, 11);
      expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
      const last = results[10];
      expect(last?.status).toBe(429);
      expect(last?.body).toEqual({ statusCode: 429, message: BURST_TEXT });
      expectNoRateHeaders(last?.headers as Headers);
    },
  );

  it.skipIf(skip)(
    'the monthly quota: the 4th request of a 3-request plan → 429 with the exact text',
    async () => {
      const results = await statuses(service.url, service.keys.tiny as string, 4);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      expect(results[3]?.body).toEqual({ statusCode: 429, message: QUOTA_TEXT });
      expectNoRateHeaders(results[3]?.headers as Headers);
    },
  );

  it.skipIf(skip)(
    '300 concurrent requests: exactly the quota (100) and exactly the burst (50) admitted',
    async () => {
      const quota = await createApiKey(service.db, { name: 'hundred', plan: 'hundred' });
      expect(await concurrently([service], quota.key)).toEqual({ 200: 100, 429: 200 });
      const burst = await createApiKey(service.db, { name: 'fifty', plan: 'fifty' });
      expect(await concurrently([service], burst.key)).toEqual({ 200: 50, 429: 250 });
    },
  );

  it.skipIf(skip)(
    'requests refused with 400 still count (every authenticated request is one unit)',
    async () => {
      const { key } = await createApiKey(service.db, { name: 'count-400', plan: 'tiny' });
      const client = apiClient(service.url, key);
      expect((await client.post('/v2/articles', { pageSize: 0 })).status).toBe(400);
      expect((await client.post('/v2/articles', {})).status).toBe(200);
      expect((await client.post('/v2/articles', {})).status).toBe(200);
      expect((await client.post('/v2/articles', {})).status).toBe(429);
    },
  );
});

describe.skipIf(ENGINES[1]?.skip)('limits across instances and restarts [postgres]', () => {
  it('two instances, 300 concurrent requests: exactly the quota and the burst; usage shown = used', async () => {
    const isolated = await openIsolatedPostgres();
    const options = { engine: 'postgres', databaseUrl: isolated.url, plans: PLANS, seed: false } as const;
    const first = await startTestService(options);
    try {
      const second = await startTestService(options);
      const quota = await createApiKey(first.db, { name: 'hundred', plan: 'hundred' });
      const burst = await createApiKey(first.db, { name: 'fifty', plan: 'fifty' });
      expect(await concurrently([first, second], quota.key)).toEqual({ 200: 100, 429: 200 });
      expect(await concurrently([first, second], burst.key)).toEqual({ 200: 50, 429: 250 });
      // Each instance shows what it wrote: the other's usage once it flushed (here: asked to).
      await second.limiter.settle();
      const account = await apiClient(first.url, quota.key).get<AccountResponse>('/v2/account');
      expect(AccountResponse.parse(account.body).usage.used).toBe(100);
      await second.close();
      const after = await apiClient(first.url, burst.key).get<AccountResponse>('/v2/account');
      const usage = AccountResponse.parse(after.body).usage;
      expect([usage.used, usage.daily.reduce((n, d) => n + d.used, 0)]).toEqual([50, 50]);
      const leased = await first.db.query('SELECT 1 FROM quota_leases WHERE key_id = $1', [quota.record.id]);
      expect(leased).toEqual([]);
    } finally {
      await first.close();
      await isolated.drop();
    }
  });

  it('two instances on one database share the burst and the quota; counts survive a restart', async () => {
    const isolated = await openIsolatedPostgres();
    const first = await startTestService({
      engine: 'postgres',
      databaseUrl: isolated.url,
      plans: PLANS,
      seed: false,
    });
    try {
      const burstKey = (await createApiKey(first.db, { name: 'b', plan: 'free' })).key;
      const quotaKey = (await createApiKey(first.db, { name: 'q', plan: 'tiny' })).key;
      const second = await startTestService({
        engine: 'postgres',
        databaseUrl: isolated.url,
        plans: PLANS,
        seed: false,
      });
      // 1. Alternate between the instances: together they admit exactly 10.
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const target = i % 2 === 0 ? first : second;
        codes.push((await apiClient(target.url, burstKey).get('/v1/sources')).status);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.slice(10)).toEqual([429, 429]);
      // 2. Two quota units on the second instance, then it restarts.
      expect((await apiClient(second.url, quotaKey).get('/v1/sources')).status).toBe(200);
      expect((await apiClient(second.url, quotaKey).get('/v1/sources')).status).toBe(200);
      await second.close();
      const restarted = await startTestService({
        engine: 'postgres',
        databaseUrl: isolated.url,
        plans: PLANS,
        seed: false,
      });
      // 3. The count survived: one unit left, then the quota answers.
      expect((await apiClient(restarted.url, quotaKey).get('/v1/sources')).status).toBe(200);
      const refused = await apiClient(restarted.url, quotaKey).get('/v1/sources');
      expect(refused.body).toEqual({ statusCode: 429, message: QUOTA_TEXT });
      expect((await apiClient(first.url, quotaKey).get('/v1/sources')).status).toBe(429);
      await restarted.close();
    } finally {
      await first.close();
      await isolated.drop();
    }
  });
});
