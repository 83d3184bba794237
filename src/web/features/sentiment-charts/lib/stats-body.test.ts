/** @module The stats body's bucket size, and what a brushed span of buckets does to the date filter. */
import { describe, expect, it } from 'vitest';
import { toExplorerState } from '../../../lib/explorer-state';
import { fillTimeline } from './buckets';
import { brushedRange, chartInterval, compareBody, statsBody } from './stats-body';

const now = new Date('2026-11-26T16:40:00Z');
const days = (from: string, n: number) =>
  fillTimeline(
    { interval: 'day', timeline: [] },
    { from: Date.parse(from), to: Date.parse(from) + (n - 1) * 86_400_000 },
  );

describe('chartInterval / statsBody', () => {
  it('follows the range: minutes for an hour, hours for a week, days for 90 days', () => {
    expect(chartInterval(toExplorerState({ range: '1h' }), now)).toBe('minute');
    expect(chartInterval(toExplorerState({ range: '7d' }), now)).toBe('hour');
    expect(chartInterval(toExplorerState({ range: '90d' }), now)).toBe('day');
  });

  it('keeps a chosen size that fits, and replaces one that would draw too many bars', () => {
    expect(chartInterval(toExplorerState({ range: '7d', interval: 'day' }), now)).toBe('day');
    expect(chartInterval(toExplorerState({ range: '90d', interval: 'minute' }), now)).toBe('day');
  });

  it('leaves the size to the service when the range has no start', () => {
    expect(chartInterval(toExplorerState({}), now)).toBeUndefined();
    expect(statsBody(toExplorerState({}), now)).not.toHaveProperty('interval');
    expect(statsBody(toExplorerState({ range: '24h', minConfidence: 0.5 }), now)).toMatchObject({
      interval: 'hour',
      minConfidence: 0.5,
      top: 10,
    });
  });
});

describe('brushedRange', () => {
  const buckets = days('2026-10-28T00:00:00Z', 30);

  it('keeps a rolling range rolling when the end stays on the last bucket', () => {
    expect(brushedRange(buckets, 10, 29, { range: '30d', from: '', to: '' }, now)).toEqual({
      range: '20d',
      from: '',
      to: '',
    });
  });

  it('freezes the span when the end moves', () => {
    expect(brushedRange(buckets, 10, 20, { range: '30d', from: '', to: '' }, now)).toEqual({
      range: '',
      from: '2026-11-07T00:00:00.000Z',
      to: '2026-11-17T23:59:59.000Z',
    });
  });

  it('an open-ended range keeps its open end with the new start', () => {
    expect(brushedRange(buckets, 5, 29, { range: '', from: '', to: '' }, now)).toEqual({
      range: '',
      from: '2026-11-02T00:00:00.000Z',
      to: '',
    });
  });

  it('a closed range stays closed even on the last bucket', () => {
    expect(
      brushedRange(
        buckets,
        5,
        29,
        { range: '', from: '2026-10-28T00:00:00.000Z', to: '2026-11-26T23:59:59.000Z' },
        now,
      ),
    ).toEqual({
      range: '',
      from: '2026-11-02T00:00:00.000Z',
      to: '2026-11-26T23:59:59.000Z',
    });
  });

  it('the whole timeline or a bad selection changes nothing', () => {
    expect(brushedRange(buckets, 0, 29, { range: '30d', from: '', to: '' }, now)).toBeNull();
    expect(brushedRange(buckets, 20, 10, { range: '30d', from: '', to: '' }, now)).toBeNull();
    expect(brushedRange([], 0, 0, { range: '', from: '', to: '' }, now)).toBeNull();
  });
});

describe('compareBody', () => {
  it('is the charts body plus the chosen companies, or nothing with none chosen', () => {
    const state = toExplorerState({ range: '7d', query: 'chips', compare: ['AAPL', 'MSFT'] });
    expect(compareBody(state, now)).toEqual({
      ...statsBody(state, now),
      companySentiment: true,
      companyTickers: ['AAPL', 'MSFT'],
    });
    expect(compareBody(toExplorerState({ range: '7d' }), now)).toBeNull();
  });
});
