/**
 * @module The count line above the grid: how many articles the query matches, always visible. Its line is
 * there before the count arrives ("Counting…" in the same box), so nothing below it moves.
 */
import { pagingLimitText, resultCountText } from '../lib/result-count';

interface Props {
  count: { total: number; exact: boolean; sampled: boolean } | undefined;
  /** The count is of the previous query while the next one is counted. */
  stale: boolean;
  failed: boolean;
}

export function ResultCount({ count, stale, failed }: Props) {
  let text = 'Counting…';
  if (failed) text = 'Count unavailable';
  else if (count) text = resultCountText(count.total, count.exact);
  const limit = count && !failed ? pagingLimitText(count.total) : null;
  return (
    <p className={`flex min-h-5 flex-wrap items-baseline gap-x-2 text-sm ${stale ? 'opacity-50' : ''}`}>
      <span
        className="font-semibold"
        data-testid="result-count"
        title={count?.sampled ? 'Counted from search pages: this API has no count endpoint.' : undefined}
      >
        {text}
      </span>
      {limit && <span className="text-xs text-slate-500">({limit})</span>}
    </p>
  );
}
