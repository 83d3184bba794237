/** @module The count line above the grid: how many articles the query matches, always visible. */
import { resultCountText } from '../lib/result-count';

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
  return (
    <p
      className={`text-sm font-semibold ${stale ? 'opacity-50' : ''}`}
      data-testid="result-count"
      title={count?.sampled ? 'Counted from search pages: this API has no count endpoint.' : undefined}
    >
      {text}
    </p>
  );
}
