import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabelledBag } from './logistic';
import { naiveBayesScales } from './naive-bayes-scales';

const row = (label: number, words: string[], weight = 1): LabelledBag => ({
  bag: new Map(words.map((w) => [w, 1])),
  label,
  weight,
});
const EVEN = [1, 1, 1];

describe('naiveBayesScales', () => {
  const data = [
    row(0, ['profit', 'company']),
    row(0, ['profit', 'company']),
    row(1, ['meeting', 'company']),
    row(1, ['meeting', 'company']),
    row(2, ['loss', 'company']),
    row(2, ['loss', 'company']),
  ];

  it('should give a word that marks one class the log of its smoothed one-vs-rest count ratio', () => {
    const scales = naiveBayesScales(data, 3, EVEN, 1);
    // 4 features, α = 1: class 0 holds "profit" 2 times in 4 counted features; the other classes 0 times in 8.
    const expected = Math.log((2 + 1) / (4 + 4) / ((0 + 1) / (8 + 4)));
    expect(scales.get('profit')).toBeCloseTo(expected, 12);
    expect(scales.get('loss')).toBeCloseTo(expected, 12);
  });

  it('should scale a word found equally in every class far below one that marks a class', () => {
    const scales = naiveBayesScales(data, 3, EVEN, 1);
    // Only the smoothing separates the classes: 2 of 4 against 4 of 8.
    const expected = Math.abs(Math.log((2 + 1) / (4 + 4) / ((4 + 1) / (8 + 4))));
    expect(scales.get('company')).toBeCloseTo(expected, 12);
    expect(expected).toBeLessThan((scales.get('profit') ?? 0) / 10);
  });

  it('should count a row by its weight times its class weight, and a row without mass not at all', () => {
    const twice = naiveBayesScales([...data, row(1, ['profit'], 2)], 3, EVEN, 1);
    expect(naiveBayesScales([...data, row(1, ['profit']), row(1, ['profit'])], 3, EVEN, 1)).toEqual(twice);
    const classTwice = naiveBayesScales(data, 3, [1, 2, 1], 1);
    expect(naiveBayesScales([...data, ...data.filter((d) => d.label === 1)], 3, EVEN, 1)).toEqual(classTwice);
    expect(naiveBayesScales([...data, row(1, ['profit', 'unseen'], 0)], 3, EVEN, 1)).toEqual(
      naiveBayesScales(data, 3, EVEN, 1),
    );
  });

  it('should give finite, non-negative scales that do not depend on how the classes are numbered', () => {
    const rowArb = fc.record({
      label: fc.integer({ min: 0, max: 2 }),
      words: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1 }),
      weight: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 30 }),
        fc.constantFrom<number[]>([0, 1, 2], [1, 2, 0], [2, 0, 1], [1, 0, 2]),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (rows, relabel, alpha) => {
          const weights = [1, 2, 0.5];
          const scales = naiveBayesScales(
            rows.map((r) => row(r.label, r.words, r.weight)),
            3,
            weights,
            alpha,
          );
          const permutedWeights = [0, 1, 2].map((k) => weights[relabel.indexOf(k)] ?? 1);
          const permuted = naiveBayesScales(
            rows.map((r) => row(relabel[r.label] ?? 0, r.words, r.weight)),
            3,
            permutedWeights,
            alpha,
          );
          for (const [feature, scale] of scales) {
            expect(Number.isFinite(scale) && scale >= 0).toBe(true);
            expect(permuted.get(feature)).toBeCloseTo(scale, 9);
          }
        },
      ),
    );
  });
});
