/**
 * @module createTtlLru: a bounded cache whose entries expire after a fixed time, evicting the least recently
 * used entry when full (a Map keeps insertion order; a hit is moved to the end). For search estimates, where
 * clearing the whole cache at its bound would drop the hot entries with the cold.
 */
export interface TtlLru<V> {
  /** The live value, which becomes the most recently used; undefined when absent or expired. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
}

export function createTtlLru<V>(options: { max: number; ttlMs: number; now?: () => number }): TtlLru<V> {
  const max = Math.max(1, options.max);
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      while (entries.size > max) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
