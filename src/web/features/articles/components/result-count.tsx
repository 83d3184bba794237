/**
 * @module The count line above the grid: how many articles the query matches, always visible. Its line is
 * there before the count arrives ("Counting…" in the same box), so nothing below it moves.
 */
import { pagingLimitText, resultCountText, storyCountText } from '../lib/result-count';

interface Props {
  /** `stories`: the grid folds stories and the service counted them (else null: the count is of articles). */
  count: { total: number; exact: boolean; sampled: boolean; stories: number | null } | undefined;
  /** The count is of the previous query while the next one is counted. */
  stale: boolean;
  failed: boolean;
}

export function ResultCount({ count, stale, failed }: Props) {
  let text = 'Counting…';
  if (failed) text = 'Count unavailable';
  else if (count)
    text =
      count.stories !== null && count.exact && count.total > 0
        ? storyCountText(count.stories, count.total)
        : resultCountText(count.total, count.exact);
  // Pages are of stories when folded.
  const limit = count && !failed ? pagingLimitText(count.stories ?? count.total) : null;
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
