import { describe, expect, it } from 'vitest';
import { createTtlLru } from './ttl-lru';

describe('createTtlLru', () => {
  it('should give back what was set until it expires', () => {
    let t = 1_000;
    const cache = createTtlLru<number>({ max: 10, ttlMs: 60, now: () => t });
    cache.set('a', 1);
    t += 59;
    expect(cache.get('a')).toBe(1);
    t += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('should evict the least recently used entry when full, keeping the ones read since', () => {
    const cache = createTtlLru<string>({ max: 3, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // a is now the most recent; b is the oldest
    cache.set('d', 'D');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('should renew an entry that is set again, in value and in time', () => {
    let t = 0;
    const cache = createTtlLru<number>({ max: 2, ttlMs: 10, now: () => t });
    cache.set('a', 1);
    t = 8;
    cache.set('a', 2);
    t = 15;
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });
});
