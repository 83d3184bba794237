/** @module Bucket filling: zero buckets on a true time axis, sizes that keep a range within MAX_BARS. */
import { describe, expect, it } from 'vitest';
import type { ArticleStatsResponse } from '../../../../contract';
import { bucketFloor, bucketLabel, fillTimeline, MAX_BARS, nextBucket, pickInterval } from './buckets';

const t = (iso: string) => Date.parse(iso);
const bucket = (iso: string, positive = 1, neutral = 0, negative = 0) => ({
  bucket: iso,
  positive,
  neutral,
  negative,
  averageConfidence: 0.5,
});
const stats = (
  interval: ArticleStatsResponse['interval'],
  timeline: ArticleStatsResponse['timeline'],
): Pick<ArticleStatsResponse, 'interval' | 'timeline'> => ({ interval, timeline });

describe('bucketFloor / nextBucket', () => {
  it.each([
    {
      name: 'minute',
      interval: 'minute',
      at: '2026-11-26T16:37:42.123Z',
      start: '2026-11-26T16:37:00.000Z',
      next: '2026-11-26T16:38:00.000Z',
    },
    {
      name: 'hour',
      interval: 'hour',
      at: '2026-11-26T16:37:42Z',
      start: '2026-11-26T16:00:00.000Z',
      next: '2026-11-26T17:00:00.000Z',
    },
    {
      name: 'day',
      interval: 'day',
      at: '2026-11-26T16:37:42Z',
      start: '2026-11-26T00:00:00.000Z',
      next: '2026-11-27T00:00:00.000Z',
    },
    {
      name: 'week starts on Monday',
      interval: 'week',
      at: '2026-11-29T23:59:00Z',
      start: '2026-11-23T00:00:00.000Z',
      next: '2026-11-30T00:00:00.000Z',
    },
    {
      name: 'a Monday is its own week',
      interval: 'week',
      at: '2026-11-23T00:00:00Z',
      start: '2026-11-23T00:00:00.000Z',
      next: '2026-11-30T00:00:00.000Z',
    },
    {
      name: 'month of 28 days',
      interval: 'month',
      at: '2026-02-14T10:00:00Z',
      start: '2026-02-01T00:00:00.000Z',
      next: '2026-03-01T00:00:00.000Z',
    },
    {
      name: 'December rolls into January',
      interval: 'month',
      at: '2026-12-31T23:00:00Z',
      start: '2026-12-01T00:00:00.000Z',
      next: '2027-01-01T00:00:00.000Z',
    },
  ] as const)('$name', ({ interval, at, start, next }) => {
    expect(new Date(bucketFloor(t(at), interval)).toISOString()).toBe(start);
    expect(new Date(nextBucket(t(start), interval)).toISOString()).toBe(next);
  });
});

describe('pickInterval', () => {
  it.each([
    { name: 'an hour in minutes', span: 3600_000, interval: 'minute' },
    { name: 'a day in hours', span: 24 * 3600_000, interval: 'hour' },
    { name: 'a week in hours (168 bars)', span: 7 * 24 * 3600_000, interval: 'hour' },
    { name: '30 days in days', span: 30 * 24 * 3600_000, interval: 'day' },
    { name: '90 days in days', span: 90 * 24 * 3600_000, interval: 'day' },
    { name: 'a year in weeks', span: 365 * 24 * 3600_000, interval: 'week' },
    { name: 'ten years in months', span: 3650 * 24 * 3600_000, interval: 'month' },
  ] as const)('$name', ({ span, interval }) => {
    expect(pickInterval(span)).toBe(interval);
  });
});

describe('fillTimeline', () => {
  it('draws the empty buckets between, before and after the returned ones as zero', () => {
    const filled = fillTimeline(
      stats('day', [
        bucket('2026-11-02T00:00:00.000Z', 2, 1, 0),
        bucket('2026-11-04T00:00:00.000Z', 0, 0, 3),
      ]),
      {
        from: t('2026-11-01T12:00:00Z'),
        to: t('2026-11-05T08:00:00Z'),
      },
    );
    expect(filled.map((b) => [new Date(b.start).toISOString().slice(0, 10), b.total])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 3],
      ['2026-11-03', 0],
      ['2026-11-04', 3],
      ['2026-11-05', 0],
    ]);
    expect(filled[1]).toMatchObject({ positive: 2, neutral: 1, negative: 0, averageConfidence: 0.5 });
    expect(filled[0]).toMatchObject({ positive: 0, neutral: 0, negative: 0, averageConfidence: null });
    expect(filled.every((b, i) => i === 0 || b.start === filled[i - 1]?.end)).toBe(true);
  });

  it('carries the stories first seen in each bucket when asked, zero where none, absent when not given', () => {
    const base = stats('day', [bucket('2026-11-02T00:00:00.000Z', 2, 1, 0)]);
    const withStories = {
      ...base,
      stories: { total: 2, timeline: [{ bucket: '2026-11-02T00:00:00.000Z', count: 2 }] },
    };
    const bounds = { from: t('2026-11-01T00:00:00Z'), to: t('2026-11-03T00:00:00Z') };
    expect(fillTimeline(withStories, bounds).map((b) => [b.total, b.stories])).toEqual([
      [0, 0],
      [3, 2],
      [0, 0],
    ]);
    expect(fillTimeline(base, bounds).every((b) => b.stories === undefined)).toBe(true);
  });

  it('without bounds spans the first to the last returned bucket', () => {
    const filled = fillTimeline(
      stats('hour', [bucket('2026-11-02T03:00:00.000Z'), bucket('2026-11-02T06:00:00.000Z')]),
      {},
    );
    expect(filled.map((b) => b.total)).toEqual([1, 0, 0, 1]);
  });

  it('keeps returned buckets outside the bounds rather than dropping articles', () => {
    const filled = fillTimeline(stats('day', [bucket('2026-10-30T00:00:00.000Z')]), {
      from: t('2026-11-01T00:00:00Z'),
      to: t('2026-11-02T00:00:00Z'),
    });
    expect(filled.map((b) => new Date(b.start).toISOString().slice(0, 10))).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('fills months of unequal length and weeks from Monday', () => {
    const months = fillTimeline(stats('month', [bucket('2026-01-01T00:00:00.000Z')]), {
      to: t('2026-04-15T00:00:00Z'),
    });
    expect(months.map((b) => bucketLabel(b.start, 'month'))).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    const weeks = fillTimeline(stats('week', []), {
      from: t('2026-11-26T00:00:00Z'),
      to: t('2026-12-08T00:00:00Z'),
    });
    expect(weeks.map((b) => new Date(b.start).getUTCDay())).toEqual([1, 1, 1]);
  });

  it('nothing returned and no bounds: nothing to draw', () => {
    expect(fillTimeline(stats('day', []), {})).toEqual([]);
  });

  it('never fills a range far beyond MAX_BARS (a stray interval draws only what came back)', () => {
    const filled = fillTimeline(stats('minute', [bucket('2026-11-02T03:00:00.000Z')]), {
      from: t('2026-01-01T00:00:00Z'),
      to: t('2026-12-01T00:00:00Z'),
    });
    expect(filled.length).toBe(1);
    expect(MAX_BARS).toBe(200);
  });
});
