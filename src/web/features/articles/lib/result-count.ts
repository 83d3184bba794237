/**
 * @module The count line's words: the service's exact total, the same number the histogram reads; beyond
 * the deepest reachable result (10,000) it says how far paging goes rather than capping the count.
 */
import { MAX_RESULT_WINDOW } from '../../../../contract';
import { formatCount } from '../../../lib/format';

/** `189 articles`, `1 article`, `13,251 articles`; `at least 1,000 articles` when only a lower bound is known. */
export function resultCountText(total: number, exact: boolean): string {
  const noun = total === 1 && exact ? 'article' : 'articles';
  return exact ? `${formatCount(total)} ${noun}` : `at least ${formatCount(total)} ${noun}`;
}

/** `12 stories (30 articles)`: a folded grid's rows are stories, told by that many articles. */
export function storyCountText(stories: number, articles: number): string {
  const noun = stories === 1 ? 'story' : 'stories';
  return `${formatCount(stories)} ${noun} (${resultCountText(articles, true)})`;
}

/** Said beside a count the pager cannot reach the end of; null when every match can be paged to. */
export function pagingLimitText(total: number): string | null {
  return total > MAX_RESULT_WINDOW ? `pages reach the first ${formatCount(MAX_RESULT_WINDOW)}` : null;
}
