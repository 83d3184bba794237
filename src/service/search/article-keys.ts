/**
 * @module The keys of the narrow access path (article_keys, migration 034) a search can walk: the tickers and
 * per-company labels every match must carry. `t:AAPL` is stored for each element of an article's tickers and
 * `j:AAPL:negative` for each label of company_judged, so an article has a key exactly when the predicate
 * compileQuery writes for that filter holds.
 */
import type { QueryNode } from '../../query/ast';
import { isJudgedField } from '../../query/judged';
import { facetValue } from './compile-query';
import type { SearchRequest } from './search-request';

const tickerKey = (ticker: string): string => `t:${ticker}`;

/** What a walk of article_keys stands for: its keys, and the filter of the request they replace. */
export interface KeyWalk {
  keys: string[];
  /** `tickers`: the request's tickers; else the query node (a conjunct of the query) the keys are of. */
  replaces: 'tickers' | QueryNode;
}

/** The keys of which every match of `node` carries one, with the node they stand for, or null. */
function queryKeys(node: QueryNode): KeyWalk | null {
  switch (node.type) {
    case 'field':
      if (node.field === 'ticker') return { keys: [tickerKey(facetValue(node))], replaces: node };
      return isJudgedField(node.field) ? { keys: [`j:${facetValue(node)}`], replaces: node } : null;
    case 'or': {
      const each = node.children.map(queryKeys);
      if (each.some((walk) => walk === null)) return null;
      return { keys: [...new Set(each.flatMap((walk) => walk?.keys ?? []))], replaces: node };
    }
    case 'and':
      return fewest(node.children.map(queryKeys));
    default:
      return null;
  }
}

function fewest(candidates: (KeyWalk | null)[]): KeyWalk | null {
  let best: KeyWalk | null = null;
  for (const walk of candidates) if (walk && (!best || walk.keys.length < best.keys.length)) best = walk;
  return best;
}

/**
 * The keys a search of `req` can walk in its order (one of them on every match), or null: none of its filters
 * gives one, or it is not in publish-date order of the current articles (the keys hold the current versions'
 * publish dates only: an `asOf` search reads earlier versions, a collapsed one every match).
 */
export function drivingKeys(req: SearchRequest): KeyWalk | null {
  if (req.orderBy !== 'publishDate' || req.asOf || req.collapse === 'story') return null;
  const fromTickers: KeyWalk | null = Array.isArray(req.tickers)
    ? { keys: req.tickers.map(tickerKey), replaces: 'tickers' }
    : null;
  const walk = fewest([fromTickers, req.query ? queryKeys(req.query) : null]);
  return walk && walk.keys.length > 0 ? walk : null;
}
