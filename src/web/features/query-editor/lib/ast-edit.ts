/** @module Structural edits of a query AST for the visual builder; the text is always re-printed from the result. */
import type { FieldName, LeafNode, QueryNode } from '../../../../query/ast';

/** A node's position: child indexes from the root (`not` has one child, index 0). */
export type NodePath = number[];

const NO_SPAN = { start: 0, end: 0 };

function childrenOf(node: QueryNode): readonly QueryNode[] {
  if (node.type === 'and' || node.type === 'or') return node.children;
  if (node.type === 'not') return [node.child];
  return [];
}

function rebuild(node: QueryNode, children: QueryNode[]): QueryNode | null {
  if (node.type === 'not') return children[0] ? { ...node, child: children[0] } : null;
  if (node.type === 'and' || node.type === 'or') {
    if (children.length === 0) return null;
    if (children.length === 1) return children[0] ?? null;
    return { ...node, children };
  }
  return node;
}

/** The tree without the node at `path` (groups left with one member collapse into it). */
export function removeAt(root: QueryNode, path: NodePath): QueryNode | null {
  const [head, ...rest] = path;
  if (head === undefined) return null;
  const children = childrenOf(root)
    .map((child, i) => (i === head ? removeAt(child, rest) : child))
    .filter((child): child is QueryNode => child !== null);
  return rebuild(root, children);
}

/** A leaf for a field clause, a phrase or a bare word; optionally negated. */
export function makeClause(kind: FieldName | 'phrase' | 'term', value: string, negate: boolean): QueryNode {
  let leaf: LeafNode;
  if (kind === 'phrase') leaf = { type: 'phrase', value, span: NO_SPAN };
  else if (kind === 'term') leaf = { type: 'term', value, span: NO_SPAN };
  else leaf = { type: 'field', field: kind, value, quoted: /\s/.test(value), span: NO_SPAN };
  return negate ? { type: 'not', child: leaf, span: NO_SPAN } : leaf;
}

/** Joins a clause to the whole query with AND or OR. */
export function appendClause(root: QueryNode | null, clause: QueryNode, op: 'and' | 'or'): QueryNode {
  if (!root) return clause;
  if (root.type === op) return { ...root, children: [...root.children, clause] };
  return { type: op, children: [root, clause], span: NO_SPAN };
}
