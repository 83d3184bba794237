/** @module The parsed form of a search query: one tree shared by SQL compilation and live matching. */

/** Half-open range of UTF-16 offsets into the query text. */
export interface Span {
  start: number;
  end: number;
}

export const FIELD_NAMES = [
  'ticker',
  'isin',
  'openfigi',
  'exchange',
  'source',
  'title',
  'summary',
  'country',
  'category',
  'sentiment',
  'author',
  // A company's own judgement (judged.ts): `about:NVDA`, `negative:AAPL`.
  'about',
  'positive',
  'neutral',
  'negative',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** A bare word (`nvidia`, `+nvidia`). Its value is the word as written, without any `+`. */
export interface TermNode {
  type: 'term';
  value: string;
  span: Span;
}

/** A quoted phrase (`"interest rate"`); the value is the text between the quotes. */
export interface PhraseNode {
  type: 'phrase';
  value: string;
  span: Span;
}

/** `field:value` or `field:"value"`; the field name is lower-cased, the value kept as written. */
export interface FieldNode {
  type: 'field';
  field: FieldName;
  value: string;
  quoted: boolean;
  span: Span;
}

/** Two or more operands that must all match (explicit `AND` or adjacency). */
export interface AndNode {
  type: 'and';
  children: readonly QueryNode[];
  span: Span;
}

/** Two or more operands of which one must match. */
export interface OrNode {
  type: 'or';
  children: readonly QueryNode[];
  span: Span;
}

/** `NOT x` or `-x`. */
export interface NotNode {
  type: 'not';
  child: QueryNode;
  span: Span;
}

export type LeafNode = TermNode | PhraseNode | FieldNode;
export type QueryNode = LeafNode | AndNode | OrNode | NotNode;

export function isLeaf(node: QueryNode): node is LeafNode {
  return node.type === 'term' || node.type === 'phrase' || node.type === 'field';
}
