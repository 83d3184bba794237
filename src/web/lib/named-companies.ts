/**
 * @module The companies the explorer's filters name (the tickers filter; `ticker:`, `about:`, `positive:`,
 * `neutral:`, `negative:` in the query; the companies compared in the charts), and so the ones whose own
 * sentiment the grid can show in a column.
 */
import type { ExplorerSearch } from './explorer-state';
import { checkQuery, fieldValues, type FieldName } from './query-language';

const COMPANY_FIELDS: readonly FieldName[] = ['ticker', 'about', 'positive', 'neutral', 'negative'];

type Named = Pick<ExplorerSearch, 'tickers' | 'query' | 'compare'>;

/** Upper-case tickers, each once: the tickers filter, the query's (by field, in COMPANY_FIELDS order), the compared ones. */
export function namedCompanies(state: Named): string[] {
  const check = checkQuery(state.query);
  const inQuery = check.ok ? COMPANY_FIELDS.flatMap((field) => fieldValues(check.ast, field)) : [];
  const all = [...state.tickers.filter((t) => t !== '*'), ...inQuery, ...state.compare];
  return [...new Set(all.map((t) => t.trim().toUpperCase()).filter((t) => t !== ''))];
}

/** The ticker of the grid's company-sentiment column: the one chosen, while the filters still name it. */
export function sentimentColumn(state: Named & Pick<ExplorerSearch, 'sentimentFor'>): string | null {
  return state.sentimentFor !== '' && namedCompanies(state).includes(state.sentimentFor)
    ? state.sentimentFor
    : null;
}
