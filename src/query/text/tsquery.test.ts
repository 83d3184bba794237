import { describe, expect, it } from 'vitest';
import type { QueryNode } from '../ast';
import { and, field, not, or, phrase, term } from '../testing/build';
import { isTextQuery, toTextExpr, tsqueryLiteral } from './tsquery';

function literal(ast: QueryNode, language = 'en'): string {
  const expr = toTextExpr(ast, language);
  return expr.kind === 'const' ? String(expr.value) : tsqueryLiteral(expr);
}

describe('tsquery literal of text subtrees', () => {
  it.each<[string, QueryNode, string]>([
    ['word, stemmed', term('Rates'), "'rate'"],
    ['word of several tokens is a phrase', term('AT&T'), "'at' <-> 't'"],
    ['phrase', phrase('Interest Rates'), "'interest' <-> 'rate'"],
    ['title restricts to weight A', field('title', 'rates'), "'rate':A"],
    ['summary phrase restricts every word to B', field('summary', 'rate cut', true), "'rate':B <-> 'cut':B"],
    ['AND', and(term('a'), phrase('b c')), "'a' & ( 'b' <-> 'c' )"],
    ['OR', or(term('a'), term('b')), "'a' | 'b'"],
    ['NOT', and(term('a'), not(phrase('b c'))), "'a' & !( 'b' <-> 'c' )"],
    ['double negation cancels', not(not(term('a'))), "'a'"],
    ['nesting keeps its groups', or(and(term('a'), term('b')), term('c')), "( 'a' & 'b' ) | 'c'"],
    ['tsquery syntax in input is only separators', term("x'&|!<->:*\\y"), "'x' <-> 'y'"],
  ])('%s', (_name, ast, expected) => {
    expect(isTextQuery(ast)).toBe(true);
    expect(literal(ast)).toBe(expected);
  });

  it.each<[string, QueryNode, string]>([
    ['a word-less leaf matches nothing', term('+++'), 'false'],
    ['an empty phrase matches nothing', phrase(''), 'false'],
    ['negated, it matches everything', not(term('!!')), 'true'],
    ['in AND it makes the AND false', and(term('a'), term('!!')), 'false'],
    ['in OR it drops out', or(term('a'), phrase('!!')), "'a'"],
    ['OR with an always-true operand', or(term('a'), not(term('!!'))), 'true'],
    ['AND with an always-true operand', and(term('a'), not(term('!!'))), "'a'"],
    ['a word too long to be stored matches nothing', term('x'.repeat(2047)), 'false'],
    ['longest storable word is kept', term('x'.repeat(2046)), `'${'x'.repeat(2046)}'`],
  ])('constant folding: %s', (_name, ast, expected) => {
    expect(literal(ast, 'xx')).toBe(expected);
  });

  it.each<[string, QueryNode, boolean]>([
    ['facet leaf', field('ticker', 'AAPL'), false],
    ['text field', field('title', 'x'), true],
    ['mixed AND', and(term('a'), field('source', 'x.com')), false],
    ['negated text', not(or(term('a'), field('summary', 'b'))), true],
  ])('isTextQuery: %s', (_name, ast, expected) => {
    expect(isTextQuery(ast)).toBe(expected);
  });
});
