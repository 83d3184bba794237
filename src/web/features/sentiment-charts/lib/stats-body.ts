/** @module The stats request for the current explorer state (filters + chart options). */
import type { ArticleStatsBody } from '../../../../contract';
import { filterBody } from '../../../lib/effective-request';
import type { ExplorerSearch } from '../../../lib/explorer-state';

export function statsBody(state: ExplorerSearch, now: Date): ArticleStatsBody {
  const { order: _order, orderBy: _orderBy, includeEntities: _entities, ...filters } = filterBody(state, now);
  return {
    ...filters,
    ...(state.interval === 'auto' ? {} : { interval: state.interval }),
    ...(state.minConf > 0 ? { minConfidence: state.minConf } : {}),
    top: 10,
  };
}

/** The brushed buckets as a from/to pair: from the first bucket's start to the end of the last. */
export function brushedRange(
  buckets: string[],
  interval: 'hour' | 'day',
  start: number,
  end: number,
): { from: string; to: string } | null {
  const first = buckets[start];
  const last = buckets[end];
  if (!first || !last) return null;
  const step = interval === 'hour' ? 3600_000 : 24 * 3600_000;
  return { from: first, to: new Date(Date.parse(last) + step - 1000).toISOString() };
}
