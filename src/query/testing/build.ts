/** @module Terse AST builders for tests; every span is {0, 0} (compare with stripPositions). */
import type { FieldName, QueryNode } from '../ast';

const SPAN = { start: 0, end: 0 };

export const term = (value: string): QueryNode => ({ type: 'term', value, span: SPAN });
export const phrase = (value: string): QueryNode => ({ type: 'phrase', value, span: SPAN });
export const field = (name: FieldName, value: string, quoted = false): QueryNode => ({
  type: 'field',
  field: name,
  value,
  quoted,
  span: SPAN,
});
export const and = (...children: QueryNode[]): QueryNode => ({ type: 'and', children, span: SPAN });
export const or = (...children: QueryNode[]): QueryNode => ({ type: 'or', children, span: SPAN });
export const not = (child: QueryNode): QueryNode => ({ type: 'not', child, span: SPAN });
