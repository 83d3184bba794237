/**
 * @module The store-side filter of a resumed subscription's replay: its filters as the change feed selects
 * them, never narrower than the live matcher, which still decides each change the store lets through.
 */
import type { LiveStream } from '../../contract';
import type { QueryNode } from '../../query/ast';
import type { ChangeFilter } from './change-filter-sql';
import type { Subscription } from './subscription';

function negates(node: QueryNode): boolean {
  switch (node.type) {
    case 'not':
      return true;
    case 'and':
    case 'or':
      return node.children.some(negates);
    default:
      return false;
  }
}

/**
 * The raw stream matches words in the title and summary only, where SQL sees the whole text: a query without
 * NOT then selects every article the raw matcher could accept (and more, which the matcher drops), but one
 * with NOT could exclude an article whose content alone holds the word, so it is left to the matcher.
 */
export function replayFilter(stream: LiveStream, subscription: Subscription): ChangeFilter {
  const { request } = subscription.filter;
  const query = stream === 'raw' && request.query !== null && negates(request.query) ? null : request.query;
  return {
    request: { ...request, query },
    includeUpdates: subscription.delivery.includeUpdates,
    removals: false,
  };
}
