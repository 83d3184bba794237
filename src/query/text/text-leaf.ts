/**
 * @module What a text leaf (a term, a phrase, a `title:` or `summary:` filter) asks of an article's
 * lexemes: its analyzed words at consecutive positions, optionally of one weight. A leaf with no
 * words (`+++`, `""`, `title:!!`) or with a word too long to be stored matches nothing; SQL
 * compiles it to FALSE.
 */
import type { FieldNode, PhraseNode, QueryNode, TermNode } from '../ast';
import { analyze } from './analyze';
import type { Weight } from './lexeme-index';
import { MAX_LEXEME_BYTES } from './pg-limits';
import { utf8Length } from './utf8';

export type TextLeafNode = TermNode | PhraseNode | (FieldNode & { field: 'title' | 'summary' });

export interface TextMatch {
  /** One or more lexemes that must occupy consecutive positions. */
  lexemes: readonly string[];
  /** Only positions of this weight count (title A, summary B); null: any. */
  weight: Weight | null;
}

export function isTextLeaf(node: QueryNode): node is TextLeafNode {
  return (
    node.type === 'term' ||
    node.type === 'phrase' ||
    (node.type === 'field' && (node.field === 'title' || node.field === 'summary'))
  );
}

/** The match a text leaf needs, or null when it can match nothing. */
export function textMatchOf(node: TextLeafNode, language: string): TextMatch | null {
  const lexemes = analyze(node.value, language);
  if (lexemes.length === 0 || lexemes.some((lexeme) => utf8Length(lexeme) > MAX_LEXEME_BYTES)) return null;
  const weight = node.type === 'field' ? (node.field === 'title' ? 'A' : 'B') : null;
  return { lexemes, weight };
}
