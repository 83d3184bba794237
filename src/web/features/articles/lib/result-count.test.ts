import { describe, expect, it } from 'vitest';
import { pagingLimitText, resultCountText, storyCountText } from './result-count';

describe('resultCountText', () => {
  it.each<[number, boolean, string]>([
    [0, true, '0 articles'],
    [1, true, '1 article'],
    [189, true, '189 articles'],
    [10_000, true, '10,000 articles'],
    // The histogram's total for the same filters reads the same number (issue 32: "10,000+" vs 13,251).
    [13_251, true, '13,251 articles'],
    [2_345_678, true, '2,345,678 articles'],
    [1_000, false, 'at least 1,000 articles'],
  ])('%d (exact %s) → %s', (total, exact, text) => {
    expect(resultCountText(total, exact)).toBe(text);
  });
});

describe('storyCountText', () => {
  it.each<[number, number, string]>([
    [1, 3, '1 story (3 articles)'],
    [2, 2, '2 stories (2 articles)'],
    [1_180, 1_961, '1,180 stories (1,961 articles)'],
  ])('%d stories of %d articles → %s', (stories, articles, text) => {
    expect(storyCountText(stories, articles)).toBe(text);
  });
});

describe('pagingLimitText', () => {
  it('is said only when the matches run past the deepest reachable result', () => {
    expect(pagingLimitText(10_000)).toBeNull();
    expect(pagingLimitText(10_001)).toBe('pages reach the first 10,000');
  });
});
