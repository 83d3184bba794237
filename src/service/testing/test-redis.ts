/** @module The Redis the tests use (`TEST_REDIS_URL`), and whether it answers. */
import { Redis } from 'ioredis';
import { requiredServerUnreachable } from './skips';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redisReachable: Promise<boolean> | undefined;

/** Whether the test Redis answers a PING; a skip elsewhere, a failure under CI when it does not. */
export function isRedisReachable(): Promise<boolean> {
  redisReachable ??= (async () => {
    const probe = new Redis(TEST_REDIS_URL, {
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
      return requiredServerUnreachable(
        'Redis tests',
        `${TEST_REDIS_URL} is not reachable (${String(error)})`,
      );
    } finally {
      probe.disconnect();
    }
  })();
  return redisReachable;
}
