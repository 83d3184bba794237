/**
 * @module printQuery: the canonical text of an AST, which parses back to an equal AST (modulo
 * positions) for every AST the parser can produce. Operators are spelled out (`AND`, `OR`), a
 * negated leaf is written `-leaf`, other negations `NOT x`, and nested groups get parentheses.
 */
import type { FieldNode, LeafNode, QueryNode } from './ast';
import { FIELD_PREFIX, isBareWord, operatorOf } from './syntax';

function quoted(value: string): string {
  // A quote cannot occur in a parsed value; dropping one keeps the words and the meaning.
  return `"${value.replaceAll('"', '')}"`;
}

function printField(node: FieldNode): string {
  const bare = !node.quoted && isBareWord(node.value);
  return `${node.field}:${bare ? node.value : quoted(node.value)}`;
}

/** The leaf as it reads right after a `+`/`-` sign, where words are never operators or signs. */
function leafAfterSign(node: LeafNode): string {
  if (node.type === 'field') return printField(node);
  if (node.type === 'phrase' || !isBareWord(node.value) || FIELD_PREFIX.test(node.value)) {
    return quoted(node.value);
  }
  return node.value;
}

function printLeaf(node: LeafNode): string {
  const text = leafAfterSign(node);
  if (node.type !== 'term' || text !== node.value) return text;
  // A word that would read as an operator or a sign is marked with `+`, which means the word itself.
  const needsPlus = operatorOf(text) !== null || text.startsWith('+') || text.startsWith('-');
  return needsPlus ? `+${text}` : text;
}

/** And/Or operands of any operator are parenthesised: never ambiguous, and parentheses add no node. */
function printOperand(node: QueryNode): string {
  const text = printQuery(node);
  return node.type === 'and' || node.type === 'or' ? `(${text})` : text;
}

export function printQuery(node: QueryNode): string {
  switch (node.type) {
    case 'term':
    case 'phrase':
    case 'field':
      return printLeaf(node);
    case 'not':
      if (node.child.type === 'term' || node.child.type === 'phrase' || node.child.type === 'field') {
        return `-${leafAfterSign(node.child)}`;
      }
      return `NOT ${printOperand(node.child)}`;
    case 'and':
      return node.children.map((child) => printOperand(child)).join(' AND ');
    case 'or':
      return node.children.map((child) => printOperand(child)).join(' OR ');
  }
}
