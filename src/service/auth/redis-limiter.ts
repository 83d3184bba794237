/**
 * @module Limiter with the burst in Redis (fast, shared by instances; its state only matters for
 * seconds, so Redis without persistence is fine) and the monthly quota in PostgreSQL (durable).
 */
import { Redis } from 'ioredis';
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { burstWindow, type Limiter, type LimitVerdict } from './limits';
import { consumeQuota } from './pg-limiter';

// Sliding log in a sorted set, on the Redis server's clock, atomically.
const SLIDING_LOG_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then return 0 end
redis.call('ZADD', KEYS[1], now, string.format('%.0f', now) .. '-' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], math.ceil(window / 1000) + 1000)
return 1`;

export function createRedisLimiter(db: Db, redisUrl: string, namespace = 'newsroom'): Limiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  let sequence = 0;
  return {
    async consume(keyId: number, plan: Plan): Promise<LimitVerdict> {
      const burst = burstWindow(plan);
      if (burst) {
        sequence = (sequence + 1) % 1_000_000_000;
        const admitted = await redis.eval(
          SLIDING_LOG_SCRIPT,
          1,
          `${namespace}:burst:${keyId}`,
          burst.requests,
          burst.windowUs,
          `${process.pid}-${sequence}`,
        );
        if (Number(admitted) !== 1) return { ok: false, reason: 'burst' };
      }
      return consumeQuota(db, keyId, plan);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
