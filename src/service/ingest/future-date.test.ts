import { describe, expect, it } from 'vitest';
import { isImplausiblyFuture } from './future-date';

describe('isImplausiblyFuture', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['an hour ago', '2026-11-25T11:00:00Z', false],
    ['a wrong time zone, hours ahead', '2026-11-25T23:00:00Z', false],
    ['exactly a day ahead', '2026-11-26T12:00:00Z', false],
    ['a day and a minute ahead', '2026-11-26T12:01:00Z', true],
    ['a typo in the year', '2926-11-25T12:00:00Z', true],
  ])('%s → %s', (_name, date, expected) => {
    expect(isImplausiblyFuture(new Date(date), now)).toBe(expected);
  });
});
