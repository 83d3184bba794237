/**
 * @module Limiter with the burst in Redis (fast, shared by instances; its state only matters for
 * seconds, so Redis without persistence is fine) and the monthly quota leased from PostgreSQL (durable;
 * usage-meter.ts), so a request costs the store no statement.
 * While Redis does not answer, the burst falls back to the store's own limiter (the same sliding log,
 * shared by the instances on that store): requests keep being served and limited, with one warning per
 * outage and a metric per request decided so. Redis is used again as soon as it answers.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Plan } from '../config/plans';
import type { Db } from '../store/db';
import { getOrInsertMeta } from '../store/meta-repo';
import { limiterFallbacks } from '../metrics/registry';
import { burstWindow, type Limiter, type LimitVerdict } from './limits';
import { createPgLimiter } from './pg-limiter';
import { createUsageMeter, type UsageMeterOptions } from './usage-meter';

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

/** How long one Redis command may take before the store decides the burst instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export interface RedisLimiterOptions extends UsageMeterOptions {
  /** Start of every key: the burst log of API key 7 is `<prefix>:burst:7`. */
  prefix: string;
  log?: Pick<Logger, 'warn' | 'info'>;
}

/**
 * The default key prefix: `newsroom:` and an id kept in the store, so that the instances of one deployment
 * share their bursts and two deployments on one Redis do not.
 */
export async function defaultRedisPrefix(db: Db): Promise<string> {
  return `newsroom:${await getOrInsertMeta(db, 'store_id', randomBytes(8).toString('hex'))}`;
}

export function createRedisLimiter(db: Db, redisUrl: string, options: RedisLimiterOptions): Limiter {
  // The timeout bounds a command waiting for the connection or sent to a Redis that stopped answering;
  // once one has failed, the store decides at once until ioredis (reconnecting meanwhile) is ready again.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  // Connection errors surface through the commands that fail; ioredis would print each one otherwise.
  redis.on('error', () => undefined);
  const meter = createUsageMeter(db, options);
  const store = createPgLimiter(db, { meter });
  let down = false;
  let sequence = 0;

  async function burstInRedis(keyId: number, requests: number, windowUs: number): Promise<boolean> {
    sequence = (sequence + 1) % 1_000_000_000;
    const admitted = await redis.eval(
      SLIDING_LOG_SCRIPT,
      1,
      `${options.prefix}:burst:${keyId}`,
      requests,
      windowUs,
      `${process.pid}-${sequence}`,
    );
    return Number(admitted) === 1;
  }

  return {
    async consume(keyId: number, plan: Plan): Promise<LimitVerdict> {
      const burst = burstWindow(plan);
      if (!burst) return meter.consume(keyId, plan);
      if (down && redis.status !== 'ready') {
        limiterFallbacks.inc();
        return store.consume(keyId, plan);
      }
      let admitted: boolean;
      try {
        admitted = await burstInRedis(keyId, burst.requests, burst.windowUs);
      } catch (err) {
        if (!down) {
          down = true;
          options.log?.warn(
            { err },
            'Redis does not answer: the burst limit is kept in the store until it does',
          );
        }
        limiterFallbacks.inc();
        return store.consume(keyId, plan);
      }
      if (down) {
        down = false;
        options.log?.info('Redis answers again: the burst limit is kept in Redis');
      }
      return admitted ? meter.consume(keyId, plan) : { ok: false, reason: 'burst' };
    },
    consumeQuota: (keyId, plan) => meter.consume(keyId, plan),
    settle: () => meter.settle(),
    close: async () => {
      redis.disconnect();
      await meter.close();
    },
  };
}
