import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

describe('resultCountText', () => {
  it.each<[number, boolean, string]>([
    [0, true, '0 articles'],
    [1, true, '1 article'],
    [189, true, '189 articles'],
    [10_000, true, '10,000 articles'],
    [10_001, true, '10,000+ articles'],
    [2_345_678, true, '10,000+ articles'],
    [1_000, false, 'at least 1,000 articles'],
  ])('%d (exact %s) → %s', (total, exact, text) => {
    expect(resultCountText(total, exact)).toBe(text);
  });
});
