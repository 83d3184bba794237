/** @module The builder tree round-trips every query it can show and refuses, with a reason, what it cannot. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafNode, queryTree } from '../../../../query/testing/ast-arbitraries';
import { and, not, or, term } from '../../../../query/testing/build';
import { checkQuery, printQueryText, sameQuery, type QueryNode } from '../../../lib/query-language';
import {
  addToGroup,
  astFromTree,
  clauseOf,
  emptyGroup,
  hasEmptyGroup,
  hasPositiveClause,
  joinToRoot,
  removeItem,
  treeFromAst,
  updateItem,
  type BuilderGroup,
  type BuilderItem,
} from './builder-tree';
import { makeLeaf } from './clause';

function parsed(text: string): QueryNode | null {
  const check = checkQuery(text);
  if (!check.ok) throw new Error(`${text}: ${check.message}`);
  return check.ast;
}

function treeOf(text: string): BuilderGroup {
  const tree = treeFromAst(parsed(text));
  if (!tree.ok) throw new Error(tree.reason);
  return tree.root;
}

const print = (root: BuilderGroup) => printQueryText(astFromTree(root));

/** The tree without ids, to compare shapes. */
function shape(item: BuilderItem): unknown {
  if (item.kind === 'clause') return `${item.negated ? 'NOT ' : ''}${printQueryText(item.leaf)}`;
  return { op: item.op, negated: item.negated, items: item.items.map(shape) };
}

function containsDoubleNegation(node: QueryNode): boolean {
  if (node.type === 'not') return node.child.type === 'not' || containsDoubleNegation(node.child);
  if (node.type === 'and' || node.type === 'or') return node.children.some(containsDoubleNegation);
  return false;
}

describe('text → builder → text', () => {
  it.each([
    {
      name: 'a nested OR group under AND, with a NOT clause',
      text: '(ticker:AAPL OR ticker:MSFT) AND NOT category:crypto',
      shape: {
        op: 'and',
        negated: false,
        items: [{ op: 'or', negated: false, items: ['ticker:AAPL', 'ticker:MSFT'] }, 'NOT category:crypto'],
      },
      printed: '(ticker:AAPL OR ticker:MSFT) AND -category:crypto',
    },
    {
      name: 'a negated group and three levels of nesting',
      text: 'nvidia OR NOT (source:a.example AND (title:"rate cut" OR "interest rate"))',
      shape: {
        op: 'or',
        negated: false,
        items: [
          'nvidia',
          {
            op: 'and',
            negated: true,
            items: [
              'source:a.example',
              { op: 'or', negated: false, items: ['title:"rate cut"', '"interest rate"'] },
            ],
          },
        ],
      },
      printed: 'nvidia OR NOT (source:a.example AND (title:"rate cut" OR "interest rate"))',
    },
    {
      name: 'an AND group kept inside an AND',
      text: 'a AND (b AND c)',
      shape: { op: 'and', negated: false, items: ['a', { op: 'and', negated: false, items: ['b', 'c'] }] },
      printed: 'a AND (b AND c)',
    },
    {
      name: 'a single clause becomes a one-member root group',
      text: '+nvidia',
      shape: { op: 'and', negated: false, items: ['nvidia'] },
      printed: 'nvidia',
    },
    {
      name: 'no query is an empty root group',
      text: '   ',
      shape: { op: 'and', negated: false, items: [] },
      printed: '',
    },
  ])('$name', ({ text, shape: expected, printed }) => {
    const root = treeOf(text);
    expect(shape(root)).toEqual(expected);
    expect(print(root)).toBe(printed);
    const back = astFromTree(root);
    const original = parsed(text);
    expect(back && original ? sameQuery(back, original) : back === original).toBe(true);
  });

  it('refuses a double negation with a reason instead of dropping it', () => {
    const tree = treeFromAst(parsed('x AND NOT -nvidia'));
    expect(tree).toEqual({ ok: false, reason: expect.stringMatching(/negates a negation/) });
  });

  it('round-trips every query the parser accepts, except double negations, which it refuses', () => {
    fc.assert(
      fc.property(queryTree(leafNode, 4), (generated) => {
        const check = checkQuery(printQueryText(generated));
        fc.pre(check.ok && check.ast !== null);
        const ast = check.ok ? (check.ast as QueryNode) : generated;
        const tree = treeFromAst(ast);
        if (containsDoubleNegation(ast)) {
          expect(tree.ok).toBe(false);
          return;
        }
        expect(tree.ok).toBe(true);
        if (!tree.ok) return;
        const back = astFromTree(tree.root);
        expect(back && sameQuery(back, ast)).toBe(true);
        expect(print(tree.root)).toBe(printQueryText(ast));
      }),
      { numRuns: 300 },
    );
  });
});

describe('edits in place', () => {
  const start = () => treeOf('(ticker:AAPL OR ticker:MSFT) AND NOT category:crypto');
  const group = (root: BuilderGroup) => root.items[0] as BuilderGroup;

  it('changes a clause value, keeping its place', () => {
    const root = start();
    const msft = group(root).items[1] as BuilderItem;
    const next = updateItem(root, msft.id, (it) =>
      it.kind === 'clause' ? { ...it, leaf: { ...it.leaf, value: 'NVDA' } } : it,
    );
    expect(print(next)).toBe('(ticker:AAPL OR ticker:NVDA) AND -category:crypto');
    expect(print(root)).toBe('(ticker:AAPL OR ticker:MSFT) AND -category:crypto');
  });

  it('toggles NOT on a clause and on a group', () => {
    const root = start();
    const crypto = root.items[1] as BuilderItem;
    const flip = (it: BuilderItem) => ({ ...it, negated: !it.negated });
    expect(print(updateItem(root, crypto.id, flip))).toBe('(ticker:AAPL OR ticker:MSFT) AND category:crypto');
    expect(print(updateItem(root, group(root).id, flip))).toBe(
      'NOT (ticker:AAPL OR ticker:MSFT) AND -category:crypto',
    );
  });

  it("changes a group's operator, the root's too", () => {
    const root = start();
    const setOp = (op: 'and' | 'or') => (it: BuilderItem) => (it.kind === 'group' ? { ...it, op } : it);
    expect(print(updateItem(root, group(root).id, setOp('and')))).toBe(
      '(ticker:AAPL AND ticker:MSFT) AND -category:crypto',
    );
    expect(print(updateItem(root, root.id, setOp('or')))).toBe(
      '(ticker:AAPL OR ticker:MSFT) OR -category:crypto',
    );
  });

  it('removes a member; a group left with one member prints as that member', () => {
    const root = start();
    const aapl = group(root).items[0] as BuilderItem;
    expect(print(removeItem(root, aapl.id))).toBe('ticker:MSFT AND -category:crypto');
    expect(print(removeItem(root, group(root).id))).toBe('-category:crypto');
  });

  it('builds a nested group from nothing; an empty group prints as nothing until it has a member', () => {
    let root = emptyGroup();
    const inner = emptyGroup('or');
    root = addToGroup(root, root.id, inner);
    expect(hasEmptyGroup(root)).toBe(true);
    expect(print(root)).toBe('');
    root = addToGroup(root, inner.id, clauseOf(makeLeaf('ticker', 'AAPL')));
    root = addToGroup(root, inner.id, clauseOf(makeLeaf('ticker', 'MSFT')));
    root = joinToRoot(root, clauseOf(makeLeaf('category', 'crypto'), true), 'and');
    expect(hasEmptyGroup(root)).toBe(false);
    expect(print(root)).toBe('(ticker:AAPL OR ticker:MSFT) AND -category:crypto');
  });

  it('joining with the other operator keeps the existing query as one group', () => {
    const root = treeOf('a AND b');
    expect(print(joinToRoot(root, clauseOf(makeLeaf('term', 'c')), 'or'))).toBe('(a AND b) OR c');
    expect(print(joinToRoot(treeOf('a'), clauseOf(makeLeaf('term', 'c')), 'or'))).toBe('a OR c');
  });

  it('knows when nothing is left to match', () => {
    expect(hasPositiveClause(treeOf('a AND NOT b'))).toBe(true);
    const onlyNegated = treeFromAst(and(not(term('a')), not(or(term('b'), term('c')))));
    expect(onlyNegated.ok && hasPositiveClause(onlyNegated.root)).toBe(false);
  });
});
