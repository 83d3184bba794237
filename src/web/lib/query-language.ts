/**
 * @module The dashboard's one door to the query language (src/query): live validation with the
 * server's exact messages, the AST for the visual builder, and the printer's canonical text.
 */
import type { FieldName, LeafNode, QueryNode } from '../../query/ast';
import { parseQuery } from '../../query/parse';
import { sameQuery } from '../../query/positions';
import { printQuery } from '../../query/print';
import { isBareWord } from '../../query/syntax';

export type { FieldName, LeafNode, QueryNode };
export { FIELD_NAMES } from '../../query/ast';
export { isBareWord, sameQuery };

export type QueryCheck =
  | { ok: true; ast: QueryNode | null }
  | { ok: false; message: string; token: string | null; start: number; end: number };

/** Validates a query exactly as the server will; an empty query is valid (no query). */
export function checkQuery(text: string): QueryCheck {
  const result = parseQuery(text);
  if (result.ok) return { ok: true, ast: result.ast };
  const { error } = result;
  if (error.kind === 'syntax') {
    return { ok: false, message: error.message, token: error.token, start: error.start, end: error.end };
  }
  if (error.kind === 'control') {
    return { ok: false, message: error.message, token: null, start: error.start, end: error.end };
  }
  return { ok: false, message: error.message, token: null, start: 0, end: text.length };
}

/** The canonical text of an AST (empty for no query). */
export function printQueryText(ast: QueryNode | null): string {
  return ast ? printQuery(ast) : '';
}

/** The values of every `field:` filter in a query, as written (for checks such as unknown tickers). */
export function fieldValues(ast: QueryNode | null, field: FieldName): string[] {
  if (!ast) return [];
  switch (ast.type) {
    case 'field':
      return ast.field === field ? [ast.value] : [];
    case 'not':
      return fieldValues(ast.child, field);
    case 'and':
    case 'or':
      return ast.children.flatMap((child) => fieldValues(child, field));
    default:
      return [];
  }
}
