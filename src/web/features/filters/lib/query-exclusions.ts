/**
 * @module The `-field:value` terms a query excludes with (how a ticker, country or category facet value is
 * excluded: src/web/features/filters/lib/facet-actions.ts), found in the query's top-level AND, and the
 * query with one of them taken out again, so the facet can list an excluded value and re-include it.
 */
import { checkQuery, type FieldName, type QueryNode } from '../../../lib/query-language';

export interface Exclusion {
  value: string;
  /** Where the whole negated term sits in the query text (`-ticker:AAPL`, `NOT ticker:AAPL`). */
  start: number;
  end: number;
}

const same = (field: FieldName, a: string, b: string) =>
  field === 'category' || field === 'source'
    ? a.toLowerCase() === b.toLowerCase()
    : a.toUpperCase() === b.toUpperCase();

function topLevel(ast: QueryNode): readonly QueryNode[] {
  return ast.type === 'and' ? ast.children : [ast];
}

/** The values of `field` the query excludes at its top level (an AND of terms), in the query's order. */
export function queryExclusions(query: string, field: FieldName): Exclusion[] {
  const check = checkQuery(query);
  if (!check.ok || !check.ast) return [];
  return topLevel(check.ast).flatMap((node) =>
    node.type === 'not' && node.child.type === 'field' && node.child.field === field
      ? [{ value: node.child.value, start: node.span.start, end: node.span.end }]
      : [],
  );
}

/** The query with the exclusion of `value` taken out; null when it has none or what is left does not parse. */
export function queryWithoutExclusion(query: string, field: FieldName, value: string): string | null {
  const found = queryExclusions(query, field).find((e) => same(field, e.value, value));
  if (!found) return null;
  // An explicit AND before the term goes with it ("oil AND -ticker:X" → "oil").
  const before = query
    .slice(0, found.start)
    .trimEnd()
    .replace(/\s+AND$/, '');
  const next = `${before} ${query.slice(found.end).trimStart()}`.trim();
  return checkQuery(next).ok ? next : null;
}
