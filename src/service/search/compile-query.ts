/**
 * @module compileQuery: a parsed query → a SQL boolean expression over `articles`, every user value
 * passed as a parameter. Pure-text operands of one AND/OR become a single `search @@ $n::tsquery`
 * (one GIN probe), facet filters of one column become one array predicate (GIN-indexable), so
 * `(ticker:AAPL OR ticker:NVDA)` is `tickers && $n::text[]`. Agrees with `matchesQuery` on every
 * article (src/query/evaluate.ts), which the agreement tests check against PostgreSQL.
 */
import type { FieldName, FieldNode, QueryNode } from '../../query/ast';
import {
  combineText,
  isTextQuery,
  toTextExpr,
  tsqueryLiteral,
  type TextExpr,
} from '../../query/text/tsquery';
import { isJudgedField, judgedLabel, type JudgedField } from '../../query/judged';
import { foldAuthor, normalizeLower, normalizeUpper } from '../../query/values';
import type { SqlParams } from './sql-params';

type FacetField = Exclude<FieldName, 'title' | 'summary'>;

/**
 * The labels `about:` and `positive:`/`neutral:`/`negative:` look up: migration 024's function of the columns
 * enrichment writes, the very expression its GIN index holds (change both together).
 */
export const COMPANY_JUDGED_SQL = 'company_judged(companies, company_sentiment)';

/** Facets held in a scalar column (one value per article); the others are text arrays. */
type ScalarField = 'source' | 'sentiment' | 'author';

/**
 * The author as `author:` compares it: foldAuthor in SQL, '' for none so that NOT stays two-valued. Migration
 * 018 indexes this very expression; change both together.
 */
export const AUTHOR_KEY_SQL = `coalesce(translate(author, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '')`;

const SCALAR_COLUMN: Record<ScalarField, string> = {
  source: 'source',
  sentiment: 'sentiment',
  author: AUTHOR_KEY_SQL,
};

const ARRAY_COLUMN: Record<Exclude<FacetField, ScalarField | JudgedField>, string> = {
  ticker: 'tickers',
  exchange: 'exchanges',
  isin: 'isins',
  openfigi: 'figis',
  country: 'countries',
  category: 'categories',
};

/** The value a facet filter compares, normalised as its column holds it (a judged field: the whole label). */
export function facetValue(node: FieldNode): string {
  if (isJudgedField(node.field)) return judgedLabel(node.field, node.value);
  if (node.field === 'author') return foldAuthor(node.value);
  return node.field === 'source' || node.field === 'category' || node.field === 'sentiment'
    ? normalizeLower(node.value)
    : normalizeUpper(node.value);
}

function textPredicate(expr: TextExpr, params: SqlParams): string {
  if (expr.kind === 'const') return expr.value ? 'TRUE' : 'FALSE';
  return `search @@ ${params.add(tsqueryLiteral(expr))}::tsquery`;
}

/** Filters on one field joined by `op`, as one predicate where the column type allows it. */
function facetPredicate(field: FacetField, values: string[], op: 'and' | 'or', params: SqlParams): string {
  if (field === 'source' || field === 'sentiment' || field === 'author') {
    const column = SCALAR_COLUMN[field];
    if (values.length > 1 && op === 'or') return `${column} = ANY(${params.add(values)}::text[])`;
    return values.map((value) => `${column} = ${params.add(value)}`).join(' AND ');
  }
  const column = isJudgedField(field) ? COMPANY_JUDGED_SQL : ARRAY_COLUMN[field];
  return `${column} ${op === 'and' ? '@>' : '&&'} ${params.add(values)}::text[]`;
}

function isFacet(node: QueryNode): node is FieldNode & { field: FacetField } {
  return node.type === 'field' && node.field !== 'title' && node.field !== 'summary';
}

function compileBoolean(
  node: QueryNode & { type: 'and' | 'or' },
  language: string,
  params: SqlParams,
  walked: QueryNode | undefined,
): string {
  const text: TextExpr[] = [];
  const facets = new Map<FacetField, string[]>();
  const others: QueryNode[] = [];
  for (const child of node.children) {
    if (node.type === 'and' && child === walked) continue;
    if (isTextQuery(child)) text.push(toTextExpr(child, language));
    else if (isFacet(child)) {
      // The judged fields' values are whole labels of one expression: one predicate (one index probe) for all.
      const key = isJudgedField(child.field) ? 'about' : child.field;
      facets.set(key, [...(facets.get(key) ?? []), facetValue(child)]);
    } else others.push(child);
  }
  const parts: string[] = [];
  if (text.length > 0) parts.push(textPredicate(combineText(node.type, text), params));
  for (const [field, values] of facets) parts.push(facetPredicate(field, values, node.type, params));
  // Only a conjunct can be left to the walk: below an OR or a NOT it decides nothing on its own.
  const inner = node.type === 'and' ? walked : undefined;
  for (const child of others) parts.push(compileQuery(child, language, params, inner));
  if (parts.length === 0) return 'TRUE';
  return parts.map((part) => `(${part})`).join(node.type === 'and' ? ' AND ' : ' OR ');
}

/**
 * SQL for `ast` with text analyzed in `language` (the filter language of the search). Values go
 * into `params`; the returned text contains only column names, operators and placeholders. `walked`: a node
 * of `ast` reached from its root through ANDs only, which the search's access path already guarantees (its
 * keys: article-keys.ts), left out (TRUE): the planner would otherwise count its selectivity twice.
 */
export function compileQuery(
  ast: QueryNode,
  language: string,
  params: SqlParams,
  walked?: QueryNode,
): string {
  if (ast === walked) return 'TRUE';
  if (isTextQuery(ast)) return textPredicate(toTextExpr(ast, language), params);
  switch (ast.type) {
    case 'not':
      // Every column compared is NOT NULL (author through AUTHOR_KEY_SQL), so logic is two-valued and a
      // double negation cancels.
      if (ast.child.type === 'not') return compileQuery(ast.child.child, language, params);
      return `NOT (${compileQuery(ast.child, language, params)})`;
    case 'and':
    case 'or':
      return compileBoolean(ast, language, params, walked);
    default:
      return isFacet(ast) ? facetPredicate(ast.field, [facetValue(ast)], 'and', params) : 'FALSE';
  }
}
