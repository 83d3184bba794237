/** @module A small seeded PRNG (mulberry32) and the draws the demo generator needs; never Math.random. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn in proportion to `weights` (all ≥ 0, at least one > 0). */
  weighted(weights: readonly number[]): number;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    weighted: (weights) => pickCumulative(cumulative(weights), next()),
  };
  return rng;
}

/** Running sums, for repeated weighted draws over the same weights. */
export function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}

/** Index of the first running sum above `u × total` (binary search). */
export function pickCumulative(sums: readonly number[], u: number): number {
  const total = sums[sums.length - 1] ?? 0;
  if (total <= 0) throw new RangeError('weighted draw needs a positive weight');
  const target = u * total;
  let lo = 0;
  let hi = sums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sums[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
