/**
 * @module One builder clause (a word, a phrase or a field filter): its label, how a form's input becomes
 * a leaf, and the check that the printed text reads back as exactly that leaf.
 */
import {
  checkQuery,
  isBareWord,
  printQueryText,
  sameQuery,
  type FieldName,
  type LeafNode,
} from '../../../lib/query-language';

export type ClauseKind = FieldName | 'phrase' | 'term';

const NO_SPAN = { start: 0, end: 0 };

export function kindOf(leaf: LeafNode): ClauseKind {
  return leaf.type === 'field' ? leaf.field : leaf.type;
}

/** How a chip reads: as the text would say it (`ticker:AAPL`, `"rate cut"`, `nvidia`). */
export function leafLabel(leaf: LeafNode): string {
  return printQueryText(leaf);
}

/**
 * The leaf for a form's kind and value. An unchanged value keeps the original leaf's exact form
 * (quotes, spacing); a changed one is trimmed, and a field value is quoted only when it must be.
 */
export function makeLeaf(kind: ClauseKind, raw: string, original?: LeafNode): LeafNode {
  const unchanged = original !== undefined && kindOf(original) === kind && original.value === raw;
  if (unchanged) return original;
  const value = raw.trim();
  if (kind === 'term' || kind === 'phrase') return { type: kind, value, span: NO_SPAN };
  const keepQuotes = original?.type === 'field' && original.quoted && original.value === raw;
  return { type: 'field', field: kind, value, quoted: keepQuotes || !isBareWord(value), span: NO_SPAN };
}

/** Why a leaf cannot be used as is, in words, or null when its text reads back as the same leaf. */
export function leafProblem(leaf: LeafNode): string | null {
  if (leaf.value.trim() === '') return 'Enter a value.';
  if (leaf.value.includes('"')) return 'A value cannot contain a double quote (").';
  if (leaf.type === 'term' && !isBareWord(leaf.value)) {
    return 'A word cannot contain spaces or parentheses: choose “phrase” for several words.';
  }
  const text = printQueryText(leaf);
  const check = checkQuery(text);
  if (!check.ok) return check.message;
  if (!check.ast || !sameQuery(check.ast, leaf)) {
    return `“${leaf.value}” would read back as ${check.ast ? printQueryText(check.ast) : 'nothing'}; choose another kind.`;
  }
  return null;
}
