/** @module The count line's words: exact up to the deepest reachable result (10,000), then "10,000+". */
import { MAX_RESULT_WINDOW } from '../../../../contract';
import { formatCount } from '../../../lib/format';

/** `189 articles`, `1 article`, `10,000+ articles`; `at least 1,000 articles` when only a lower bound is known. */
export function resultCountText(total: number, exact: boolean): string {
  const noun = total === 1 && exact ? 'article' : 'articles';
  if (total > MAX_RESULT_WINDOW) return `${formatCount(MAX_RESULT_WINDOW)}+ articles`;
  return exact ? `${formatCount(total)} ${noun}` : `at least ${formatCount(total)} ${noun}`;
}
