import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { openMigratedTestPglite } from '../testing/pglite-template';
import { createRedisLimiter } from './redis-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    console.warn(`Redis tests skipped: ${REDIS_URL} is not reachable (${String(error)})`);
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();

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
  beforeAll(async () => {
    db = await openMigratedTestPglite();
  });
  afterAll(async () => db.close());

  it('two instances on one Redis admit exactly N per window together', async () => {
    const { record } = await createApiKey(db, { name: 'r', plan: 'free' });
    const a = createRedisLimiter(db, REDIS_URL, namespace);
    const b = createRedisLimiter(db, REDIS_URL, namespace);
    const verdicts = [];
    for (let i = 0; i < 9; i += 1) verdicts.push(await (i % 2 ? b : a).consume(record.id, plan(5, null)));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false, false, false, false]);
    expect(verdicts[5]).toEqual({ ok: false, reason: 'burst' });
    await a.close();
    await b.close();
  });

  it('the quota stays in the database', async () => {
    const { record } = await createApiKey(db, { name: 'q', plan: 'free' });
    const limiter = createRedisLimiter(db, REDIS_URL, namespace);
    const verdicts = [];
    for (let i = 0; i < 3; i += 1) verdicts.push(await limiter.consume(record.id, plan(100, 2)));
    expect(verdicts).toEqual([
      { ok: true, used: 1 },
      { ok: true, used: 2 },
      { ok: false, reason: 'quota' },
    ]);
    await limiter.close();
  });
});
