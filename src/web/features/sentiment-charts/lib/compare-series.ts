/**
 * @module The compare chart's data: the stats' per-company series (`companies`, companySentiment) laid on one
 * filled time axis, one cell per company and bucket (null where the company was not judged), and the lines in
 * the order the companies were chosen, so a company keeps its colour and dash while others come and go.
 */
import type { CompanySentimentBucket, CompanySentimentSeries, StatsInterval } from '../../../../contract';
import { fillTimeline, type TimelineBounds } from './buckets';

/** One company's figures in one bucket. */
export type CompareCell = Omit<CompanySentimentBucket, 'bucket'>;

export interface CompareLine {
  /** Its place among the chosen companies: picks its colour and dash pattern. */
  slot: number;
  companyId: number;
  ticker: string;
  name: string;
  /** Its judged matches over the whole range. */
  count: number;
}

export interface CompareBucket {
  /** Bucket start and end (exclusive), epoch ms. */
  start: number;
  end: number;
  /** Per line (same index as `lines`): its figures, or null when no match judged it in the bucket. */
  cells: (CompareCell | null)[];
}

export interface CompareData {
  lines: CompareLine[];
  buckets: CompareBucket[];
  /** Chosen tickers no series answered for (no match judged that company in the range). */
  missing: string[];
}

const sameTicker = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The lines, in the order of `chosen`: a series answers the chosen ticker it carries. A series whose ticker was
 * not chosen as written (the company was asked for by another of its listings, `APC` for Apple) takes the next
 * free slot; only when every series is accounted for can the unanswered tickers be said to have no data.
 */
export function compareLines(
  series: readonly CompanySentimentSeries[],
  chosen: readonly string[],
): { lines: CompareLine[]; order: number[]; missing: string[] } {
  const slotOf = series.map((s) => chosen.findIndex((t) => sameTicker(t, s.ticker)));
  const used = new Set(slotOf.filter((slot) => slot >= 0));
  let next = 0;
  const slots = slotOf.map((slot) => {
    if (slot >= 0) return slot;
    while (used.has(next)) next += 1;
    used.add(next);
    return next;
  });
  const order = series.map((_, i) => i).sort((a, b) => (slots[a] ?? 0) - (slots[b] ?? 0));
  const lines = order.map((i): CompareLine => {
    const s = series[i] as CompanySentimentSeries;
    return { slot: slots[i] ?? 0, companyId: s.companyId, ticker: s.ticker, name: s.name, count: s.count };
  });
  const unanswered = chosen.filter((t) => !series.some((s) => sameTicker(t, s.ticker)));
  const allAnswered = slotOf.every((slot) => slot >= 0);
  return { lines, order, missing: allAnswered ? unanswered : [] };
}

/** The series on one filled axis (empty buckets kept, so the brush and the overview chart share bucket indices). */
export function compareSeries(
  stats: { interval: StatsInterval; companies: readonly CompanySentimentSeries[] },
  chosen: readonly string[],
  bounds: TimelineBounds,
): CompareData {
  const { lines, order, missing } = compareLines(stats.companies, chosen);
  const starts = [...new Set(stats.companies.flatMap((s) => s.timeline.map((b) => b.bucket)))];
  const frame = fillTimeline(
    {
      interval: stats.interval,
      timeline: starts.map((bucket) => ({
        bucket,
        positive: 0,
        neutral: 0,
        negative: 0,
        averageConfidence: null,
      })),
    },
    bounds,
  );
  const byStart = order.map((i) => {
    const timeline = stats.companies[i]?.timeline ?? [];
    return new Map(timeline.map(({ bucket, ...cell }) => [Date.parse(bucket), cell]));
  });
  const buckets = frame.map(({ start, end }): CompareBucket => ({
    start,
    end,
    cells: byStart.map((cells) => cells.get(start) ?? null),
  }));
  return { lines, buckets, missing };
}
