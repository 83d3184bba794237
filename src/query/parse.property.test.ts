import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryStrict, type ParseResult } from './parse';
import { sameQuery } from './positions';
import { printQuery } from './print';

const ALPHABET = [
  'apple',
  'Rate',
  'AND',
  'and',
  'Or',
  'NOT',
  'not',
  '(',
  ')',
  '"',
  '+',
  '-',
  ':',
  ' ',
  ' ',
  '  ',
  '\t',
  'ticker:',
  'TITLE:',
  'title:"',
  'foo:bar',
  'exchange:nasdaq',
  'exchange:x',
  'category:markets',
  'source:www.reuters.com',
  'author:',
  'AUTHOR:"Jane Doe"',
  '""',
  '\\',
  "'",
  '&',
  '|',
  '!',
  '*',
  '<->',
  'é',
  '日本',
  '\u00a0',
  '12:30',
  '\u0000',
  '\u0007',
  '\n',
  '\r\n',
  '\u007f',
  '\u0085',
];
const queryLike = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  queryLike,
);

/** Any outcome must be one of the documented shapes, with the token exactly as written. */
function checkOutcome(text: string, result: ParseResult): void {
  if (result.ok) return;
  const { error } = result;
  if (error.kind === 'too_complex') {
    expect(error.message).toBe('Query is too complex');
    return;
  }
  if (error.kind === 'control') {
    expect(error.message).toBe('query must not contain control characters');
    expect(text.slice(error.start, error.end)).toMatch(/^[\p{Cc}]$/u);
    expect(text.slice(error.start, error.end)).not.toMatch(/^[\t\n\r]$/);
    return;
  }
  expect(error.kind).toBe('syntax');
  expect(error.token.length).toBeGreaterThan(0);
  expect(text.slice(error.start, error.end)).toBe(error.token);
  expect(error.message).toBe(`Invalid query syntax near '${error.token}'`);
}

describe('parseQuery properties', () => {
  it('never throws, and fails only with a well-formed QueryError', () => {
    fc.assert(
      fc.property(anyText, (text) => checkOutcome(text, parseQueryStrict(text))),
      { numRuns: 3000 },
    );
  });

  it('reads its own canonical print back as the same tree (text → AST → text → AST)', () => {
    fc.assert(
      fc.property(queryLike, (text) => {
        const first = parseQueryStrict(text);
        if (!first.ok || first.ast === null) return;
        const printed = printQuery(first.ast);
        const second = parseQueryStrict(printed);
        expect(second.ok).toBe(true);
        if (second.ok && second.ast) expect(sameQuery(second.ast, first.ast)).toBe(true);
        else expect.fail(`canonical print did not parse: ${printed}`);
      }),
      { numRuns: 3000 },
    );
  });
});
