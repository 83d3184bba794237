/** @module A limiter that counts its refusals by limit (quota or burst) and otherwise answers as the one it wraps. */
import type { Limiter } from './limits';
import { limitRefusals } from '../metrics/registry';

export function countRefusals(limiter: Limiter): Limiter {
  return {
    async consume(keyId, plan) {
      const verdict = await limiter.consume(keyId, plan);
      if (!verdict.ok) limitRefusals.inc({ limit: verdict.reason });
      return verdict;
    },
    consumeQuota: (keyId, plan) => limiter.consumeQuota(keyId, plan),
    settle: () => limiter.settle(),
    close: () => limiter.close(),
  };
}
