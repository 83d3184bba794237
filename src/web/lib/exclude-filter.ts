/**
 * @module Excluding a clicked value (the drawer's −): a source goes to `exclude`; a ticker, country or
 * category becomes a negated field term ANDed onto the query — the search has no exclude list for those.
 * The query language has no "everything except", so with an empty query only sources can be excluded.
 */
import type { FieldName, QueryNode } from '../../query/ast';
import { checkQuery, printQueryText } from './query-language';
import type { ExplorerSearch, ListFilter } from './explorer-state';

const FIELD_OF: Record<Exclude<ListFilter, 'sources'>, FieldName> = {
  tickers: 'ticker',
  countries: 'country',
  categories: 'category',
  sentiments: 'sentiment',
};

const NO_SPAN = { start: 0, end: 0 };

/** Why `kind` cannot be excluded in this state, or null when it can. */
export function excludeBlocked(state: Pick<ExplorerSearch, 'query'>, kind: ListFilter): string | null {
  if (kind === 'sources') return null;
  if (!state.query.trim()) return 'Type a query first: a query cannot say "everything except" on its own.';
  return checkQuery(state.query).ok ? null : 'Fix the query first.';
}

/** The patch excluding `value`, or null when this state cannot (see excludeBlocked). */
export function withoutFilterValue(
  state: Pick<ExplorerSearch, 'query' | 'excludeSources' | 'sources'>,
  kind: ListFilter,
  value: string,
): Partial<ExplorerSearch> | null {
  if (kind === 'sources') {
    return {
      excludeSources: [...new Set([...state.excludeSources, value])],
      sources: state.sources.filter((s) => s !== value),
    };
  }
  const parsed = checkQuery(state.query);
  if (!parsed.ok || !parsed.ast) return null;
  const negated: QueryNode = {
    type: 'not',
    child: { type: 'field', field: FIELD_OF[kind], value, quoted: false, span: NO_SPAN },
    span: NO_SPAN,
  };
  const children = parsed.ast.type === 'and' ? [...parsed.ast.children, negated] : [parsed.ast, negated];
  return { query: printQueryText({ type: 'and', children, span: NO_SPAN }) };
}
