/** @module Position-free copies of ASTs, for comparing trees that came from different texts. */
import type { QueryNode } from './ast';

const NO_SPAN = { start: 0, end: 0 };

/** A deep copy with every span set to {0, 0}, keys in one fixed order. */
export function stripPositions(node: QueryNode): QueryNode {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return { type: node.type, value: node.value, span: NO_SPAN };
    case 'field':
      return { type: 'field', field: node.field, value: node.value, quoted: node.quoted, span: NO_SPAN };
    case 'not':
      return { type: 'not', child: stripPositions(node.child), span: NO_SPAN };
    case 'and':
    case 'or':
      return { type: node.type, children: node.children.map(stripPositions), span: NO_SPAN };
  }
}

/** Structural equality ignoring positions. */
export function sameQuery(a: QueryNode, b: QueryNode): boolean {
  return JSON.stringify(stripPositions(a)) === JSON.stringify(stripPositions(b));
}
