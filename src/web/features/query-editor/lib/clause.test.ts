/** @module A builder clause becomes exactly the leaf the text will say, or is refused with the reason. */
import { describe, expect, it } from 'vitest';
import { checkQuery, type LeafNode } from '../../../lib/query-language';
import { leafLabel, leafProblem, makeLeaf, type ClauseKind } from './clause';

function parsedLeaf(text: string): LeafNode {
  const check = checkQuery(text);
  if (
    !check.ok ||
    !check.ast ||
    check.ast.type === 'and' ||
    check.ast.type === 'or' ||
    check.ast.type === 'not'
  ) {
    throw new Error(`not a leaf: ${text}`);
  }
  return check.ast;
}

describe('makeLeaf', () => {
  it('keeps an unchanged leaf exactly as the text wrote it', () => {
    const original = parsedLeaf('ticker:"AAPL"');
    expect(makeLeaf('ticker', 'AAPL', original)).toBe(original);
  });

  it.each<{ name: string; kind: ClauseKind; value: string; label: string }>([
    { name: 'trims a typed value', kind: 'ticker', value: ' NVDA ', label: 'ticker:NVDA' },
    {
      name: 'quotes a field value only when it must',
      kind: 'title',
      value: 'rate cut',
      label: 'title:"rate cut"',
    },
    { name: 'a phrase', kind: 'phrase', value: 'interest rate', label: '"interest rate"' },
    { name: 'a word that reads as an operator is marked', kind: 'term', value: 'OR', label: '+OR' },
  ])('$name', ({ kind, value, label }) => {
    const leaf = makeLeaf(kind, value);
    expect(leafLabel(leaf)).toBe(label);
    expect(leafProblem(leaf)).toBeNull();
  });

  it('a changed kind with the same value becomes a new leaf of that kind', () => {
    const leaf = makeLeaf('source', 'AAPL', parsedLeaf('ticker:AAPL'));
    expect(leafLabel(leaf)).toBe('source:AAPL');
  });
});

describe('leafProblem', () => {
  it.each<{ name: string; kind: ClauseKind; value: string; problem: RegExp }>([
    { name: 'empty value', kind: 'ticker', value: '  ', problem: /Enter a value/ },
    { name: 'a quote inside', kind: 'phrase', value: 'say "hi"', problem: /double quote/ },
    { name: 'a word with spaces', kind: 'term', value: 'rate cut', problem: /choose “phrase”/ },
    { name: 'a word that reads as a field', kind: 'term', value: 'ticker:AAPL', problem: /read back as/ },
    {
      name: 'an exchange outside the list',
      kind: 'exchange',
      value: 'MOON',
      problem: /Invalid query syntax near/,
    },
  ])('$name', ({ kind, value, problem }) => {
    expect(leafProblem(makeLeaf(kind, value))).toMatch(problem);
  });
});
