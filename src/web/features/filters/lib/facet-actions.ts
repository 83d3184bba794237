/**
 * @module What clicking a facet value does: include it (the matching list filter, or the language; a second
 * click on an included value removes it), or
 * exclude it — a source goes to excludeSources, a sentiment leaves the other labels, and a ticker,
 * country or category becomes a `-field:value` term of the query (the body has no exclusion for them,
 * and a query needs something to match, so that needs a query with a word in it).
 */
import { SENTIMENTS, type Sentiment } from '../../../../contract';
import { withFilterValue, type ExplorerSearch } from '../../../lib/explorer-state';
import { checkQuery, isBareWord } from '../../../lib/query-language';

export type FacetKind = 'sources' | 'tickers' | 'countries' | 'categories' | 'sentiments' | 'languages';

/** The query field a ticker, country or category is excluded through (`-field:value`). */
export const QUERY_FIELD = { tickers: 'ticker', countries: 'country', categories: 'category' } as const;

/** Including a value; clicking a value the filters already include removes it again (a toggle). */
export function includePatch(state: ExplorerSearch, kind: FacetKind, value: string): Partial<ExplorerSearch> {
  if (kind === 'languages') return { language: value };
  const included: readonly string[] = state[kind];
  if (!included.includes(value)) return withFilterValue(state, kind, value);
  if (kind === 'categories') return { categories: state.categories.filter((c) => c !== value) };
  if (kind === 'sentiments') return { sentiments: state.sentiments.filter((s) => s !== value) };
  return { [kind]: included.filter((v) => v !== value) };
}

/** The query with `-field:value` added (AND), or null when the query has nothing to match on its own. */
export function queryWithout(query: string, field: string, value: string): string | null {
  const check = checkQuery(query);
  if (!check.ok || !check.ast) return null;
  const term = `-${field}:${isBareWord(value) ? value : `"${value.replaceAll('"', '')}"`}`;
  // Adjacency is AND, which binds tighter than OR: only an OR (or NOT) at the top needs parentheses.
  const base = check.ast.type === 'or' || check.ast.type === 'not' ? `(${query.trim()})` : query.trim();
  const next = `${base} ${term}`;
  return checkQuery(next).ok ? next : null;
}

/** The patch excluding `value`, or null when it cannot be expressed (why: excludeHint). */
export function excludePatch(
  state: ExplorerSearch,
  kind: FacetKind,
  value: string,
): Partial<ExplorerSearch> | null {
  switch (kind) {
    case 'sources':
      return {
        sources: state.sources.filter((s) => s !== value),
        optInSources: state.optInSources.filter((s) => s !== value),
        excludeSources: [...new Set([...state.excludeSources, value])],
      };
    case 'sentiments': {
      const current: readonly Sentiment[] = state.sentiments.length ? state.sentiments : SENTIMENTS;
      return { sentiments: current.filter((s) => s !== value) };
    }
    case 'languages':
      return null;
    default: {
      const q = queryWithout(state.query, QUERY_FIELD[kind], value);
      return q === null ? null : { query: q };
    }
  }
}

/** Why a value cannot be excluded, for the control's title and the notice. */
export function excludeHint(kind: FacetKind): string {
  return kind === 'languages'
    ? 'One language is searched at a time: choose another instead.'
    : 'Excluding needs a query with a word to match (the exclusion is added to it as -field:value).';
}
