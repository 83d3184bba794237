import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../config/plans';
import { limiterFallbacks } from '../metrics/registry';
import type { Db } from '../store/db';
import { createApiKey, currentUsage } from '../store/keys-repo';
import { captureLog } from '../testing/log-capture';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { until } from '../testing/service-process';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { isRedisReachable, TEST_REDIS_URL } from '../testing/test-redis';
import { quotaPeriod } from './limits';
import { createRedisLimiter, defaultRedisPrefix } from './redis-limiter';

const reachable = await isRedisReachable();

const plan = (requests: number, quota: number | null): Plan => ({
  monthlyQuota: quota,
  burst: { requests, seconds: 10 },
  capabilities: { content: false, entities: false, websocket: false, webhooks: false },
  websocketConnections: 0,
  webhooks: 0,
});

describe.skipIf(!reachable)('Redis limiter', () => {
  let db: Db;
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const direct = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  beforeAll(async () => {
    db = await openMigratedTestPglite();
  });
  afterAll(async () => {
    direct.disconnect();
    await db.close();
  });

  it('two instances on one Redis admit exactly N per window together', async () => {
    const { record } = await createApiKey(db, { name: 'r', plan: 'free' });
    const a = createRedisLimiter(db, TEST_REDIS_URL, { prefix: namespace });
    const b = createRedisLimiter(db, TEST_REDIS_URL, { prefix: namespace });
    const verdicts = [];
    for (let i = 0; i < 9; i += 1) verdicts.push(await (i % 2 ? b : a).consume(record.id, plan(5, null)));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false, false, false, false]);
    expect(verdicts[5]).toEqual({ ok: false, reason: 'burst' });
    await a.close();
    await b.close();
  });

  it('the quota stays in the database', async () => {
    const { record } = await createApiKey(db, { name: 'q', plan: 'free' });
    const limiter = createRedisLimiter(db, TEST_REDIS_URL, { prefix: namespace });
    const verdicts = [];
    for (let i = 0; i < 3; i += 1) verdicts.push(await limiter.consume(record.id, plan(100, 2)));
    expect(verdicts).toEqual([{ ok: true }, { ok: true }, { ok: false, reason: 'quota' }]);
    await limiter.settle();
    expect(await currentUsage(db, record.id, quotaPeriod(new Date()))).toBe(2);
    await limiter.close();
  });
});

const fallbacks = async () => (await limiterFallbacks.get()).values[0]?.value ?? 0;

describe.skipIf(!reachable)('Redis limiter: key prefix', () => {
  let db: Db;
  let other: Db;
  const direct = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  beforeAll(async () => {
    [db, other] = await Promise.all([openMigratedTestPglite(), openMigratedTestPglite()]);
  });
  afterAll(async () => {
    direct.disconnect();
    await Promise.all([db.close(), other.close()]);
  });

  it('keeps the burst of a key under the prefix only', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const { record } = await createApiKey(db, { name: 'p', plan: 'free' });
    const limiter = createRedisLimiter(db, TEST_REDIS_URL, { prefix });
    await limiter.consume(record.id, plan(5, null));
    await limiter.close();
    expect(await direct.exists(`${prefix}:burst:${record.id}`)).toBe(1);
    expect(await direct.keys(`*:burst:${record.id}`)).not.toContain(`newsroom:burst:${record.id}`);
  });

  it('the default prefix is kept in the store: one for the instances of a store, another for another store', async () => {
    const [first, again, elsewhere] = await Promise.all([
      defaultRedisPrefix(db),
      defaultRedisPrefix(db),
      defaultRedisPrefix(other),
    ]);
    expect(first).toMatch(/^newsroom:[0-9a-f]{16}$/);
    expect(again).toBe(first);
    expect(elsewhere).not.toBe(first);
  });

  it('two deployments on one Redis do not share the burst of the same key id', async () => {
    const { record } = await createApiKey(db, { name: 'd', plan: 'free' });
    const a = createRedisLimiter(db, TEST_REDIS_URL, { prefix: await defaultRedisPrefix(db) });
    const b = createRedisLimiter(db, TEST_REDIS_URL, { prefix: await defaultRedisPrefix(other) });
    const verdicts = [];
    for (let i = 0; i < 6; i += 1)
      verdicts.push((await (i % 2 ? b : a).consume(record.id, plan(3, null))).ok);
    expect(verdicts).toEqual([true, true, true, true, true, true]);
    expect((await a.consume(record.id, plan(3, null))).ok).toBe(false);
    await a.close();
    await b.close();
  });
});

describe.skipIf(!reachable)('Redis limiter: an outage of Redis', () => {
  let db: Db;
  let proxy: TcpProxy | undefined;
  const direct = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  const redisAt = new URL(TEST_REDIS_URL);
  beforeAll(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    direct.disconnect();
    await db.close();
  });

  async function limiterBehindProxy() {
    proxy = await startTcpProxy({ host: redisAt.hostname, port: Number(redisAt.port || 6379) });
    const log = captureLog();
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const limiter = createRedisLimiter(db, `redis://127.0.0.1:${proxy.port}`, { prefix, log: log.logger });
    return { proxy, log, prefix, limiter };
  }

  it('while Redis is away the store keeps the burst, and Redis keeps it again once it answers', async () => {
    const { proxy, log, prefix, limiter } = await limiterBehindProxy();
    const { record } = await createApiKey(db, { name: 'o', plan: 'free' });
    await until('the limiter to reach Redis', async () => {
      await limiter.consume(record.id, plan(1000, null));
      return (await direct.exists(`${prefix}:burst:${record.id}`)) === 1;
    });

    await proxy.cut();
    const before = await fallbacks();
    const { record: during } = await createApiKey(db, { name: 'o2', plan: 'free' });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.consume(during.id, plan(3, null)));
    // The store's own sliding log: three admitted in the window, the fourth refused.
    expect(verdicts).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: false, reason: 'burst' }]);
    expect((await fallbacks()) - before).toBe(4);
    expect(await direct.exists(`${prefix}:burst:${during.id}`)).toBe(0);
    const warnings = log.lines().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      'Redis does not answer: the burst limit is kept in the store until it does',
    ]);

    await proxy.restore();
    const { record: after } = await createApiKey(db, { name: 'o3', plan: 'free' });
    await until('the limiter to use Redis again', async () => {
      await limiter.consume(after.id, plan(1000, null));
      return (await direct.exists(`${prefix}:burst:${after.id}`)) === 1;
    });
    expect(log.lines().map((line) => line.msg)).toContain(
      'Redis answers again: the burst limit is kept in Redis',
    );
    await limiter.close();
  }, 60_000);

  it('a Redis that stops answering on an open connection: the store decides after the command timeout', async () => {
    const { proxy, prefix, limiter } = await limiterBehindProxy();
    const { record } = await createApiKey(db, { name: 'h', plan: 'free' });
    await until('the limiter to reach Redis', async () => {
      await limiter.consume(record.id, plan(1000, null));
      return (await direct.exists(`${prefix}:burst:${record.id}`)) === 1;
    });
    proxy.freeze();
    const before = await fallbacks();
    const { record: hung } = await createApiKey(db, { name: 'h2', plan: 'free' });
    expect(await limiter.consume(hung.id, plan(3, null))).toEqual({ ok: true });
    expect((await fallbacks()) - before).toBe(1);
    await limiter.close();
  }, 30_000);
});

describe('Redis limiter: a server that accepts connections but never answers', () => {
  let db: Db;
  const accepted = new Set<net.Socket>();
  const silent = net.createServer((socket) => accepted.add(socket));
  beforeAll(async () => {
    db = await openMigratedTestPglite();
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    silent.close();
    await db.close();
  });

  it('is waited for no longer than the command timeout once, then not at all: the store decides the burst', async () => {
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const limiter = createRedisLimiter(db, `redis://127.0.0.1:${port}`, { prefix: 'test-silent' });
    const { record } = await createApiKey(db, { name: 's', plan: 'free' });
    const before = await fallbacks();
    const verdicts = [];
    for (let i = 0; i < 3; i += 1) verdicts.push((await limiter.consume(record.id, plan(2, null))).ok);
    expect(verdicts).toEqual([true, true, false]);
    expect((await fallbacks()) - before).toBe(3);
    await limiter.close();
  });
});
