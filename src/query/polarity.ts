/** @module Whether a query has anything to match: a leaf under an even number of negations. */
import { isLeaf, type QueryNode } from './ast';

export function hasPositiveLeaf(node: QueryNode, negated = false): boolean {
  if (isLeaf(node)) return !negated;
  if (node.type === 'not') return hasPositiveLeaf(node.child, !negated);
  return node.children.some((child) => hasPositiveLeaf(child, negated));
}
