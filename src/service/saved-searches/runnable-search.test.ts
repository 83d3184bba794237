import { describe, expect, it } from 'vitest';
import { rangeMs, runnableSearch } from './runnable-search';

const NOW = new Date('2026-12-02T04:00:00.000Z');

describe('runnableSearch', () => {
  it('turns a rolling range into from, ending now', () => {
    expect(runnableSearch({ search: { tickers: ['AAPL'] }, range: '24h' }, NOW)).toEqual({
      tickers: ['AAPL'],
      from: '2026-12-01T04:00:00.000Z',
    });
    expect(runnableSearch({ search: {}, range: '90m' }, NOW).from).toBe('2026-12-02T02:30:00.000Z');
    expect(rangeMs('7d')).toBe(7 * 24 * 3600_000);
  });

  it('leaves a search without a range as stored', () => {
    const search = { query: 'x', from: '2025-01-01' };
    expect(runnableSearch({ search, range: null }, NOW)).toBe(search);
  });
});
