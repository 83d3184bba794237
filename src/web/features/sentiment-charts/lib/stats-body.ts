/**
 * @module The stats request for the current explorer state (filters + chart options), the bounds its
 * timeline is drawn over, and the explorer patch a brushed (dragged) span of buckets stands for.
 */
import type { ArticleStatsBody, StatsInterval } from '../../../../contract';
import { filterBody, relativeRangeOf, resolveRange } from '../../../lib/effective-request';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { fits, pickInterval, type FilledBucket, type TimelineBounds } from './buckets';

type RangeState = Pick<ExplorerSearch, 'range' | 'from' | 'to'>;

/** The range the timeline covers: the state's bounds; an open end is now when there is a start. */
export function chartBounds(state: RangeState, now: Date): TimelineBounds {
  const { from, to } = resolveRange(state, now);
  const bounds: TimelineBounds = {};
  if (from) bounds.from = Date.parse(from);
  if (to) bounds.to = Date.parse(to);
  else if (from) bounds.to = now.getTime();
  return bounds;
}

/**
 * The bucket size to ask for: the chosen one when it fits the range in MAX_BARS bars, else the finest
 * that does; with no start the span is unknown and the service picks (undefined).
 */
export function chartInterval(state: ExplorerSearch, now: Date): StatsInterval | undefined {
  const { from, to } = chartBounds(state, now);
  if (from === undefined || to === undefined) return undefined;
  const span = to - from;
  return state.interval !== 'auto' && fits(span, state.interval) ? state.interval : pickInterval(span);
}

/** One body for the charts and the results' histogram alike, so both share one request. */
export function statsBody(state: ExplorerSearch, now: Date): ArticleStatsBody {
  const { order: _order, orderBy: _orderBy, includeEntities: _entities, ...filters } = filterBody(state, now);
  const interval = chartInterval(state, now);
  return {
    ...filters,
    ...(interval ? { interval } : {}),
    ...(state.minConfidence > 0 ? { minConfidence: state.minConfidence } : {}),
    top: 10,
    // The charts count stories: the service adds them beside the article counts.
    ...(state.countStories ? { includeStories: true } : {}),
  };
}

/**
 * The date filter for the buckets `start`…`end` (indices into the filled timeline). When the span still
 * reaches the last bucket and the state's end is open, the end stays open: a rolling range ("last 30
 * days") stays rolling with its new length, any other range gets the new start and no end. Otherwise the span is frozen
 * from the first bucket's start to the last one's end. Null for an empty or full selection.
 */
export function brushedRange(
  buckets: readonly Pick<FilledBucket, 'start' | 'end'>[],
  start: number,
  end: number,
  state: RangeState,
  now: Date,
): RangeState | null {
  const first = buckets[start];
  const last = buckets[end];
  if (!first || !last || start > end) return null;
  if (start === 0 && end === buckets.length - 1) return null;
  const openEnd = end === buckets.length - 1 && state.to === '';
  if (openEnd && state.range) {
    return { range: relativeRangeOf(now.getTime() - first.start), from: '', to: '' };
  }
  if (openEnd) return { range: '', from: new Date(first.start).toISOString(), to: '' };
  return {
    range: '',
    from: new Date(first.start).toISOString(),
    to: new Date(last.end - 1000).toISOString(),
  };
}

/**
 * The compare chart's request: the charts' own body (same filters, range and buckets) plus each chosen
 * company's own sentiment per bucket; null with no company chosen (nothing to ask).
 */
export function compareBody(state: ExplorerSearch, now: Date): ArticleStatsBody | null {
  if (state.compare.length === 0) return null;
  return { ...statsBody(state, now), companySentiment: true, companyTickers: state.compare };
}
