import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast';
import { parseQueryStrict } from './parse';
import { hasPositiveLeaf } from './polarity';
import { stripPositions } from './positions';
import { printQuery } from './print';
import { leafNode, queryTree } from './testing/ast-arbitraries';
import { and, field, not, or, phrase, term } from './testing/build';

describe('printQuery', () => {
  it.each<[string, QueryNode, string]>([
    ['term', term('nvidia'), 'nvidia'],
    ['phrase', phrase('interest rate'), '"interest rate"'],
    ['operator word gets +', term('and'), '+and'],
    ['word starting with - gets +', term('-x'), '+-x'],
    ['word starting with + gets +', term('+x'), '++x'],
    ['negated operator word', not(term('OR')), '-OR'],
    ['negated signed word', not(term('-x')), '--x'],
    ['word that looks like a field is quoted', term('a:b'), '"a:b"'],
    ['field', field('ticker', 'AAPL'), 'ticker:AAPL'],
    ['quoted field', field('title', 'rate cut', true), 'title:"rate cut"'],
    ['unquoted field value needing quotes', field('source', 'a b'), 'source:"a b"'],
    ['negated field', not(field('source', 'x.com')), '-source:x.com'],
    ['AND', and(term('a'), term('b')), 'a AND b'],
    ['OR of AND', or(and(term('a'), term('b')), term('c')), '(a AND b) OR c'],
    ['nested AND keeps its group', and(and(term('a'), term('b')), term('c')), '(a AND b) AND c'],
    ['NOT of group', not(or(term('a'), term('b'))), 'NOT (a OR b)'],
    ['NOT NOT', not(not(term('a'))), 'NOT -a'],
  ])('%s', (_name, ast, text) => {
    expect(printQuery(ast)).toBe(text);
    const parsed = parseQueryStrict(text);
    if (hasPositiveLeaf(ast)) expect(parsed).toEqual({ ok: true, ast: expect.anything() });
  });

  it('round-trips generated ASTs: parse(print(ast)) equals ast', () => {
    fc.assert(
      fc.property(
        queryTree(leafNode).filter((ast) => hasPositiveLeaf(ast)),
        (ast) => {
          const text = printQuery(ast);
          const parsed = parseQueryStrict(text);
          if (!parsed.ok && parsed.error.kind === 'too_complex') return;
          expect(parsed.ok ? parsed.ast && stripPositions(parsed.ast) : parsed.error).toEqual(
            stripPositions(ast),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
