/**
 * @module The burst's sliding log in process memory, for the embedded store: one process holds a PGlite store
 * (the lock of pglite-db.ts), so its memory sees every request of every key and the log is exact without a
 * statement per request. A restart forgets it: for one window after a restart a key may be admitted up to
 * N more requests.
 */
export interface MemoryBurst {
  /** Admits a request of `keyId` when fewer than `requests` were admitted in the last `windowUs` µs. */
  admit(keyId: number, requests: number, windowUs: number): boolean;
}

export function createMemoryBurst(clockUs: () => number = () => performance.now() * 1000): MemoryBurst {
  const logs = new Map<number, number[]>();
  return {
    admit(keyId, requests, windowUs) {
      const now = clockUs();
      const hits = logs.get(keyId) ?? [];
      let expired = 0;
      while (expired < hits.length && (hits[expired] as number) <= now - windowUs) expired += 1;
      if (expired > 0) hits.splice(0, expired);
      if (hits.length >= requests) return false;
      hits.push(now);
      logs.set(keyId, hits);
      return true;
    },
  };
}
