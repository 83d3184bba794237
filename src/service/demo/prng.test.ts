import { describe, expect, it } from 'vitest';
import { createRng, cumulative, pickCumulative } from './prng';

describe('createRng', () => {
  it('repeats for a seed and differs across seeds', () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('stays in range', () => {
    const rng = createRng(9);
    for (let i = 0; i < 10_000; i++) {
      const u = rng.next();
      expect(u >= 0 && u < 1).toBe(true);
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
  });

  it('draws in proportion to weights and never a zero weight', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const k = rng.weighted([1, 0, 3]);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect((counts[2] ?? 0) / (counts[0] ?? 1)).toBeCloseTo(3, 0);
  });

  it('rejects empty draws', () => {
    expect(() => createRng(1).pick([])).toThrow();
    expect(() => pickCumulative(cumulative([0, 0]), 0.5)).toThrow();
  });
});
