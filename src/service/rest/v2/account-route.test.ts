import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponse, ERROR_TEXT } from '../../../contract';
import { acquireLease } from '../../store/ws-leases-repo';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { startTestService, type TestService } from '../../testing/test-service';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(ENGINES)('GET /v2/account [$engine]', ({ engine, skip }) => {
  // The shipped plans, burst included: the account must stay readable when the burst refuses searches.
  let service: TestService;
  const account = async (key: string | undefined) => {
    const res = await apiClient(service.url, key).get<AccountResponse>('/v2/account');
    return { status: res.status, body: res.status === 200 ? AccountResponse.parse(res.body) : res.body };
  };
  const search = (key: string) => apiClient(service.url, key).post('/v2/articles', {});

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('names the plan, its limits and capabilities, never the key', async () => {
    const res = await account(service.keys.free);
    expect(res.status).toBe(200);
    const body = AccountResponse.parse(res.body);
    expect(body.key).toMatchObject({ name: 'free', prefix: service.keys.free?.slice(0, 8) });
    expect(JSON.stringify(body)).not.toContain(service.keys.free);
    expect(body.plan).toEqual({
      name: 'free',
      monthlyQuota: 5000,
      burst: { requests: 10, seconds: 10 },
      capabilities: { content: false, entities: false, websocket: false, webhooks: false },
      websocketConnections: 0,
      webhooks: 0,
    });
    expect(body.usage.period).toBe(today().slice(0, 7));
    expect(body.usage.limit).toBe(5000);
    expect(body.usage.resetsAt).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    expect(body.usage.daily.map((d) => d.day)).toEqual(
      Array.from(
        { length: Number(today().slice(8, 10)) },
        (_, i) => `${today().slice(0, 8)}${String(i + 1).padStart(2, '0')}`,
      ),
    );
    expect(body.live).toEqual({ connections: 0, limit: 0 });
  });

  it.skipIf(skip)('counts searches on the month and on today, and counts nothing for itself', async () => {
    const key = service.keys.pro as string;
    const before = AccountResponse.parse((await account(key)).body);
    for (let i = 0; i < 3; i += 1) expect((await search(key)).status).toBe(200);
    await account(key);
    const after = AccountResponse.parse((await account(key)).body);
    expect(after.usage.used).toBe(before.usage.used + 3);
    const todayOf = (a: AccountResponse) => a.usage.daily.find((d) => d.day === today())?.used;
    expect(todayOf(after)).toBe((todayOf(before) ?? 0) + 3);
    expect(after.usage.daily.reduce((n, d) => n + d.used, 0)).toBe(after.usage.used);
  });

  it.skipIf(skip)('answers while the burst refuses searches, and counts no burst slot', async () => {
    const key = service.keys.free as string;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await search(key)).status);
    expect(statuses.at(-1)).toBe(429);
    const res = await account(key);
    expect(res.status).toBe(200);
    const body = AccountResponse.parse(res.body);
    expect(body.usage.used).toBe(statuses.filter((s) => s === 200).length);
  });

  it.skipIf(skip)('counts the live connections the key holds; unlimited quota is null', async () => {
    const key = service.keys.enterprise as string;
    const keyId = Number(
      (await service.db.query<{ id: number }>("SELECT id FROM api_keys WHERE name = 'enterprise'"))[0]?.id,
    );
    const lease = await acquireLease(service.db, {
      keyId,
      limit: 10,
      takeover: false,
      instanceId: 'test-instance',
      stream: 'enhanced',
      staleAfterMs: 90_000,
    });
    expect(lease.ok).toBe(true);
    const body = AccountResponse.parse((await account(key)).body);
    expect(body.live).toEqual({ connections: 1, limit: 10 });
    expect(body.usage.limit).toBeNull();
    expect(body.plan.monthlyQuota).toBeNull();
  });

  it.skipIf(skip)('401 without a key or with an unknown one', async () => {
    expect(await account(undefined)).toEqual({
      status: 401,
      body: { statusCode: 401, message: ERROR_TEXT.unauthorized },
    });
    expect((await account(`nr_${'x'.repeat(40)}`)).status).toBe(401);
  });
});
