/**
 * @module Time buckets of the stats timeline in the browser: the bucket size a range calls for (at most
 * MAX_BARS bars), and the timeline filled with zero buckets on a true time axis — the service returns
 * only buckets that hold articles. Bucket starts follow the service's `date_trunc` in UTC (weeks start
 * on Monday).
 */
import { STATS_INTERVALS, type ArticleStatsResponse, type StatsInterval } from '../../../../contract';

/** The most bars a timeline draws; a bucket size that would need more is not offered. */
export const MAX_BARS = 200;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Typical length of a bucket (a month counts as 31 days, so a month count never comes out too low). */
export const INTERVAL_MS: Record<StatsInterval, number> = {
  minute: MINUTE_MS,
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 31 * DAY_MS,
};

/** The start of the bucket holding instant `t` (epoch ms). */
export function bucketFloor(t: number, interval: StatsInterval): number {
  const d = new Date(t);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  switch (interval) {
    case 'minute':
      return Math.floor(t / MINUTE_MS) * MINUTE_MS;
    case 'hour':
      return Math.floor(t / HOUR_MS) * HOUR_MS;
    case 'day':
      return day;
    case 'week':
      return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: StatsInterval): number {
  if (interval !== 'month') return start + INTERVAL_MS[interval];
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** How many buckets of `interval` a span of `spanMs` takes at most. */
export function barsFor(spanMs: number, interval: StatsInterval): number {
  return Math.ceil(Math.max(spanMs, 1) / INTERVAL_MS[interval]) + 1;
}

/** Whether `interval` draws the span in at most MAX_BARS bars. */
export function fits(spanMs: number, interval: StatsInterval): boolean {
  return barsFor(spanMs, interval) <= MAX_BARS;
}

/** The finest bucket size that draws the span in at most MAX_BARS bars. */
export function pickInterval(spanMs: number): StatsInterval {
  return STATS_INTERVALS.find((interval) => fits(spanMs, interval)) ?? 'month';
}

export interface FilledBucket {
  /** Bucket start and end (exclusive), epoch ms. */
  start: number;
  end: number;
  positive: number;
  neutral: number;
  negative: number;
  total: number;
  averageConfidence: number | null;
  /** Stories first seen in the bucket (with `includeStories`); absent when not asked or not offered. */
  stories?: number;
}

/** Bounds of the range asked for (epoch ms); a missing one falls back to the first or last bucket returned. */
export interface TimelineBounds {
  from?: number;
  to?: number;
}

/**
 * Every bucket from the range's start to its end, the empty ones as zero. Returned buckets outside the
 * bounds are kept (the range grows to hold them). Refuses (returns the buckets as they are) when the
 * range would need more than 10 × MAX_BARS buckets, so a stray interval cannot allocate millions.
 */
export function fillTimeline(
  stats: Pick<ArticleStatsResponse, 'timeline' | 'interval' | 'stories'>,
  bounds: TimelineBounds,
): FilledBucket[] {
  const { interval } = stats;
  const given = new Map(stats.timeline.map((b) => [Date.parse(b.bucket), b]));
  const stories = stats.stories
    ? new Map(stats.stories.timeline.map((b) => [Date.parse(b.bucket), b.count]))
    : null;
  const starts = [...new Set([...given.keys(), ...(stories?.keys() ?? [])])];
  const candidates = [
    bounds.from === undefined ? undefined : bucketFloor(bounds.from, interval),
    ...starts,
  ].filter((t): t is number => t !== undefined);
  const ends = [bounds.to === undefined ? undefined : bucketFloor(bounds.to, interval), ...starts].filter(
    (t): t is number => t !== undefined,
  );
  if (candidates.length === 0 || ends.length === 0) return [];
  const first = Math.min(...candidates);
  const last = Math.max(...ends);
  const toBucket = (start: number): FilledBucket => {
    const b = given.get(start);
    const positive = b?.positive ?? 0;
    const neutral = b?.neutral ?? 0;
    const negative = b?.negative ?? 0;
    return {
      start,
      end: nextBucket(start, interval),
      positive,
      neutral,
      negative,
      total: positive + neutral + negative,
      averageConfidence: b?.averageConfidence ?? null,
      ...(stories ? { stories: stories.get(start) ?? 0 } : {}),
    };
  };
  if (barsFor(last - first, interval) > 10 * MAX_BARS) return starts.sort((a, b) => a - b).map(toBucket);
  const filled: FilledBucket[] = [];
  for (let t = first; t <= last; t = nextBucket(t, interval)) filled.push(toBucket(t));
  return filled;
}

/** Tick and tooltip text of a bucket start, precise to the bucket size (UTC). */
export function bucketLabel(start: number, interval: StatsInterval): string {
  const iso = new Date(start).toISOString();
  if (interval === 'minute' || interval === 'hour') return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
  if (interval === 'month') return iso.slice(0, 7);
  return iso.slice(0, 10);
}
