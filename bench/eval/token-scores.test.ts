import { describe, expect, it } from 'vitest';
import { tokenScores, tokens } from './token-scores';

describe('tokenScores', () => {
  it.each([
    { name: 'identical', actual: 'Stocks rose.', expected: 'stocks  rose', p: 1, r: 1 },
    {
      name: 'extra boilerplate lowers precision',
      actual: 'stocks rose sign up now',
      expected: 'stocks rose',
      p: 0.4,
      r: 1,
    },
    { name: 'missing text lowers recall', actual: 'stocks', expected: 'stocks rose', p: 1, r: 0.5 },
    { name: 'repeats count once each', actual: 'up up up', expected: 'up down', p: 1 / 3, r: 0.5 },
    { name: 'empty output', actual: '', expected: 'stocks', p: 0, r: 0 },
  ])('$name', ({ actual, expected, p, r }) => {
    const s = tokenScores(actual, expected);
    expect(s.precision).toBeCloseTo(p);
    expect(s.recall).toBeCloseTo(r);
    expect(s.f1).toBeCloseTo(p + r === 0 ? 0 : (2 * p * r) / (p + r));
  });

  it('tokenises on letters and digits across scripts', () => {
    expect(tokens("S&P 500's Zürich-based")).toEqual(['s', 'p', '500', 's', 'zürich', 'based']);
  });
});
