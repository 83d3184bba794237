/** Version 7 UUIDs: well formed, and each greater than the one before, in one millisecond and across them. */
import { describe, expect, it } from 'vitest';
import { orderedUuid } from './ordered-uuid';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedUuid', () => {
  it('makes well-formed version 7 ids that carry the millisecond', () => {
    const at = Date.now() + 10_000_000;
    const id = orderedUuid(at);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('makes ids in increasing order, past 4,096 in one millisecond and when the clock goes back', () => {
    const at = Date.now() + 20_000_000;
    const ids = [
      ...Array.from({ length: 5_000 }, () => orderedUuid(at)),
      ...Array.from({ length: 10 }, () => orderedUuid(at - 60_000)),
      ...Array.from({ length: 10 }, (_, i) => orderedUuid(at + 10 + i)),
    ];
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
