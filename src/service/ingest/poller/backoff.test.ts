import { describe, expect, it } from 'vitest';
import { backoffBaseMs, MAX_BACKOFF_MS, nextPollDelayMs } from './backoff';

describe('backoffBaseMs', () => {
  it.each([
    { name: 'healthy source polls at its interval', failures: 0, expected: 900_000 },
    { name: 'first failure doubles', failures: 1, expected: 1_800_000 },
    { name: 'third failure is 8x', failures: 3, expected: 7_200_000 },
    { name: 'many failures stop at the cap', failures: 40, expected: MAX_BACKOFF_MS },
  ])('$name', ({ failures, expected }) => {
    expect(backoffBaseMs(900, failures)).toBe(expected);
  });
});

describe('nextPollDelayMs', () => {
  it('should stay within ±10 % of the base', () => {
    expect(nextPollDelayMs(100, 0, () => 0)).toBe(90_000);
    expect(nextPollDelayMs(100, 0, () => 0.5)).toBe(100_000);
    expect(nextPollDelayMs(100, 0, () => 0.999_999)).toBeLessThanOrEqual(110_000);
  });
});
