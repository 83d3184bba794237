/** @module The account's days of the period: every UTC day from the 1st to today, across month lengths. */
import { describe, expect, it } from 'vitest';
import { daysOfPeriodSoFar } from './account-summary';

describe('daysOfPeriodSoFar', () => {
  it.each([
    {
      name: 'the first of a month is one day',
      now: '2026-11-01T00:00:00Z',
      first: '2026-11-01',
      last: '2026-11-01',
      n: 1,
    },
    { name: 'late on the 26th', now: '2026-11-26T23:59:59Z', first: '2026-11-01', last: '2026-11-26', n: 26 },
    {
      name: 'the end of February',
      now: '2028-02-29T12:00:00Z',
      first: '2028-02-01',
      last: '2028-02-29',
      n: 29,
    },
    {
      name: 'the end of December',
      now: '2026-12-31T23:00:00Z',
      first: '2026-12-01',
      last: '2026-12-31',
      n: 31,
    },
  ])('$name', ({ now, first, last, n }) => {
    const days = daysOfPeriodSoFar(new Date(now));
    expect(days).toHaveLength(n);
    expect(days[0]).toBe(first);
    expect(days.at(-1)).toBe(last);
  });
});
