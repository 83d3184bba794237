/**
 * @module Pure-text parts of a query as one PostgreSQL tsquery literal. Words are quoted lexemes from
 * the shared analyzer, so no user input can add tsquery syntax; phrases use `<->`, `title:`/`summary:`
 * restrict every lexeme to weight A/B. Leaves that can match nothing fold away as constants.
 */
import { isLeaf, type QueryNode } from '../ast';
import { quoteLexeme } from './pg-literal';
import { isTextLeaf, textMatchOf, type TextMatch } from './text-leaf';

export type TextExpr =
  | { kind: 'const'; value: boolean }
  | { kind: 'match'; match: TextMatch }
  | { kind: 'and' | 'or'; children: TextExpr[] }
  | { kind: 'not'; child: TextExpr };

/** True when the subtree has only text leaves, so it fits in one tsquery. */
export function isTextQuery(node: QueryNode): boolean {
  if (isLeaf(node)) return isTextLeaf(node);
  if (node.type === 'not') return isTextQuery(node.child);
  return node.children.every(isTextQuery);
}

/** AND (`kind` 'and') or OR of already folded expressions, folded again. */
export function combineText(kind: 'and' | 'or', parts: readonly TextExpr[]): TextExpr {
  const absorbing = kind === 'or';
  const kept: TextExpr[] = [];
  for (const part of parts) {
    if (part.kind === 'const') {
      if (part.value === absorbing) return part;
    } else {
      kept.push(part);
    }
  }
  const [only] = kept;
  if (kept.length === 0) return { kind: 'const', value: !absorbing };
  return kept.length === 1 && only ? only : { kind, children: kept };
}

export function negateText(expr: TextExpr): TextExpr {
  if (expr.kind === 'const') return { kind: 'const', value: !expr.value };
  return expr.kind === 'not' ? expr.child : { kind: 'not', child: expr };
}

/** The folded text expression of a subtree for which isTextQuery holds. */
export function toTextExpr(node: QueryNode, language: string): TextExpr {
  if (isTextLeaf(node)) {
    const match = textMatchOf(node, language);
    return match ? { kind: 'match', match } : { kind: 'const', value: false };
  }
  switch (node.type) {
    case 'not':
      return negateText(toTextExpr(node.child, language));
    case 'and':
    case 'or':
      return combineText(
        node.type,
        node.children.map((child) => toTextExpr(child, language)),
      );
    default:
      return { kind: 'const', value: false };
  }
}

function matchLiteral(match: TextMatch): string {
  const suffix = match.weight ? `:${match.weight}` : '';
  return match.lexemes.map((lexeme) => `${quoteLexeme(lexeme)}${suffix}`).join(' <-> ');
}

function operand(expr: TextExpr): string {
  const text = tsqueryLiteral(expr);
  // `!` binds tightest in tsquery, so a negation needs no group of its own.
  const atomic = expr.kind === 'not' || (expr.kind === 'match' && expr.match.lexemes.length === 1);
  return atomic ? text : `( ${text} )`;
}

/** The tsquery literal of a folded, non-constant expression (constants print as SQL by the caller). */
export function tsqueryLiteral(expr: TextExpr): string {
  switch (expr.kind) {
    case 'match':
      return matchLiteral(expr.match);
    case 'not':
      return `!${operand(expr.child)}`;
    case 'and':
      return expr.children.map(operand).join(' & ');
    case 'or':
      return expr.children.map(operand).join(' | ');
    case 'const':
      throw new Error('a constant has no tsquery literal');
  }
}
