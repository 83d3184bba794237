import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast';
import { parseQuery } from './parse';
import { stripPositions } from './positions';
import { and, field, not, or, phrase, term } from './testing/build';

function astOf(text: string): QueryNode | null {
  const result = parseQuery(text);
  if (!result.ok) throw new Error(`unexpected error for ${text}: ${result.error.message}`);
  return result.ast && stripPositions(result.ast);
}

describe('parseQuery: constructs', () => {
  it.each<[string, string, QueryNode]>([
    ['bare word', 'nvidia', term('nvidia')],
    ['word with punctuation', 'AT&T', term('AT&T')],
    ['phrase', '"interest rate"', phrase('interest rate')],
    ['empty phrase', '""', phrase('')],
    ['+term is the term', '+market', term('market')],
    ['-term is NOT', 'a -google', and(term('a'), not(term('google')))],
    ['-phrase', 'a -"x y"', and(term('a'), not(phrase('x y')))],
    ['-field', 'a -ticker:AAPL', and(term('a'), not(field('ticker', 'AAPL')))],
    [
      'company judgements',
      'about:NVDA -Negative:aapl',
      and(field('about', 'NVDA'), not(field('negative', 'aapl'))),
    ],
    ['+phrase', '+"x y"', phrase('x y')],
    ['+keyword is a word', '+and', term('and')],
    ['-keyword is a negated word', 'x -OR', and(term('x'), not(term('OR')))],
    ['sign applies once', '+-x', term('-x')],
    ['double sign', 'a --x', and(term('a'), not(term('-x')))],
    ['zero-word term', '+++', term('++')],
    ['adjacency is AND', 'stock +market -google', and(term('stock'), term('market'), not(term('google')))],
    ['explicit AND', 'a AND b', and(term('a'), term('b'))],
    ['OR', 'a OR b', or(term('a'), term('b'))],
    ['NOT', 'a NOT b', and(term('a'), not(term('b')))],
    ['NOT NOT', 'NOT NOT a', not(not(term('a')))],
    [
      'operators any case',
      'a and b Or c nOt d',
      or(and(term('a'), term('b')), and(term('c'), not(term('d')))),
    ],
    ['AND binds tighter than OR', 'a OR b AND c', or(term('a'), and(term('b'), term('c')))],
    ['adjacency binds tighter than OR', 'a b OR c', or(and(term('a'), term('b')), term('c'))],
    ['NOT binds tighter than AND', 'NOT a AND b', and(not(term('a')), term('b'))],
    ['NOT binds tighter than OR', 'NOT a OR b', or(not(term('a')), term('b'))],
    ['parentheses group', '(a OR b) AND c', and(or(term('a'), term('b')), term('c'))],
    ['nested groups stay nested', '(a b) c', and(and(term('a'), term('b')), term('c'))],
    ['redundant parentheses add no node', '((a))', term('a')],
    ['NOT group', 'a NOT (b OR c)', and(term('a'), not(or(term('b'), term('c'))))],
    ['-group', 'a -(b c)', and(term('a'), not(and(term('b'), term('c'))))],
    ['+group', '+(b c)', and(term('b'), term('c'))],
    ['word glued to parentheses', 'x(y)', and(term('x'), term('y'))],
    ['word glued to quote', 'x"y z"', and(term('x'), phrase('y z'))],
    ['field name lower-cased', 'TICKER:aapl', field('ticker', 'aapl')],
    ['quoted field value', 'title:"rate cut"', field('title', 'rate cut', true)],
    ['field value keeps colons', 'isin:US:0378', field('isin', 'US:0378')],
    ['field value may be a keyword', 'title:and', field('title', 'and')],
    ['exchange any case', 'exchange:nasdaq', field('exchange', 'nasdaq')],
    ['category any case', 'category:Markets', field('category', 'Markets')],
    ['sentiment any case', 'Sentiment:NEGATIVE', field('sentiment', 'NEGATIVE')],
    ['quoted author', 'Author:"Jane Doe"', field('author', 'Jane Doe', true)],
    [
      'every field',
      'openfigi:BBG000B9XRY4 source:www.reuters.com country:us summary:fed',
      and(
        field('openfigi', 'BBG000B9XRY4'),
        field('source', 'www.reuters.com'),
        field('country', 'us'),
        field('summary', 'fed'),
      ),
    ],
    ['digits before a colon are a word', '12:30', term('12:30')],
    ['non-ASCII name is not a field', 'Zürich:x', term('Zürich:x')],
    ['a positive double negation is something to match', 'NOT -a', not(not(term('a')))],
    [
      'spec example',
      '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com AND "Elon Musk"',
      and(
        or(field('ticker', 'AAPL'), field('ticker', 'NVDA')),
        not(field('source', 'www.reuters.com')),
        phrase('Elon Musk'),
      ),
    ],
    ['unicode whitespace separates', 'a\u00a0b\u3000c', and(term('a'), term('b'), term('c'))],
  ])('%s: %s', (_name, text, expected) => {
    expect(astOf(text)).toEqual(stripPositions(expected));
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['tabs and newlines', '\t\n '],
  ])('%s query means no text filter', (_name, text) => {
    expect(parseQuery(text)).toEqual({ ok: true, ast: null });
  });

  it('records source positions (UTF-16 offsets)', () => {
    const result = parseQuery('ab -"c d" OR (ticker:X)');
    expect(result).toMatchObject({
      ok: true,
      ast: {
        type: 'or',
        span: { start: 0, end: 23 },
        children: [
          {
            type: 'and',
            span: { start: 0, end: 9 },
            children: [
              { type: 'term', span: { start: 0, end: 2 } },
              {
                type: 'not',
                span: { start: 3, end: 9 },
                child: { type: 'phrase', span: { start: 4, end: 9 } },
              },
            ],
          },
          { type: 'field', span: { start: 13, end: 23 } },
        ],
      },
    });
  });
});

describe('parseQuery: syntax errors name the offending token', () => {
  it.each<[string, string, string, number]>([
    ['empty field value', 'ticker:', 'ticker:', 0],
    ['empty value before a space', 'ticker: AAPL', 'ticker:', 0],
    ['empty quoted value', 'a title:""', 'title:""', 2],
    ['blank quoted value', 'a isin:"  "', 'isin:"  "', 2],
    ['empty author', 'a author:', 'author:', 2],
    ['blank quoted author', 'author:" " a', 'author:" "', 0],
    ['empty value, sign not named', 'a -ticker:', 'ticker:', 3],
    ['field before a group', 'ticker:(AAPL)', 'ticker:', 0],
    ['unknown field', 'foo:bar', 'foo:bar', 0],
    ['unknown field, quoted', 'a Foo:"x y"', 'Foo:"x y"', 2],
    ['unknown field, URL', 'see https://x.com', 'https://x.com', 4],
    ['unknown exchange', 'exchange:NYSEX', 'exchange:NYSEX', 0],
    ['unknown exchange, quoted', 'a exchange:"New York"', 'exchange:"New York"', 2],
    ['unknown category', 'x CATEGORY:sports', 'CATEGORY:sports', 2],
    ['unknown sentiment', 'nvda sentiment:bearish', 'sentiment:bearish', 5],
    ['unknown sentiment, quoted', 'sentiment:"very negative"', 'sentiment:"very negative"', 0],
    ['empty about', 'about:', 'about:', 0],
    ['blank quoted company sentiment', 'a negative:"  "', 'negative:"  "', 2],
    ['two judgements in one filter', 'about:AAPL:negative', 'about:AAPL:negative', 0],
    ['company sentiment with a colon, quoted', 'x Positive:"AAPL:US"', 'Positive:"AAPL:US"', 2],
    ['company sentiment before a group', 'neutral:(AAPL)', 'neutral:', 0],
    ['unterminated phrase', 'a "interest rate  ', '"interest rate', 2],
    ['unterminated field value', 'title:"fed', 'title:"fed', 0],
    ['unterminated after sign', 'a -"x', '"x', 3],
    ['unmatched (', '(a OR b', '(', 0],
    ['innermost unmatched ( is the outer one', '(a (b)', '(', 0],
    ['unmatched )', 'a OR b)', ')', 6],
    ['leading )', ') a', ')', 0],
    ['empty group', 'a ()', '(', 2],
    ['AND without left operand', 'AND x', 'AND', 0],
    ['OR without left operand', 'or x', 'or', 0],
    ['OR without right operand', 'x OR', 'OR', 2],
    ['AND without right operand', 'x AND', 'AND', 2],
    ['AND then )', '(x AND) y', 'AND', 3],
    ['two operators', 'x AND OR y', 'OR', 6],
    ['NOT then AND', 'x NOT AND y', 'AND', 6],
    ['lone NOT', 'NOT', 'NOT', 0],
    ['NOT at the end', 'x NOT', 'NOT', 2],
    ['operator after (', '(OR x)', 'OR', 1],
    ['lone -', 'apple - banana', '-', 6],
    ['lone + at the end', 'apple +', '+', 6],
    ['sign before )', '(a -)', '-', 3],
    ['sign then empty group', '-()', '(', 1],
    ['only a negated term', '-google', '-google', 0],
    ['only NOT', 'NOT x', 'NOT', 0],
    ['only negations, several', '-a -b', '-a', 0],
    ['only negations in OR', '-a OR NOT b', '-a', 0],
    ['negated group', '(NOT (a b))', '(', 0],
    ['negated field only', '-ticker:AAPL', '-ticker:AAPL', 0],
    ['negated group by sign', '-(a OR b)', '-', 0],
    ['leftmost problem wins', 'foo:x "abc', 'foo:x', 0],
  ])('%s: %s', (_name, text, token, start) => {
    const result = parseQuery(text);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'syntax',
        token,
        start,
        end: start + token.length,
        message: `Invalid query syntax near '${token}'`,
      },
    });
  });
});

describe('parseQuery: limits', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  const nested = (n: number) => `${'('.repeat(n)}x${')'.repeat(n)}`;
  const tooComplex = { ok: false, error: { kind: 'too_complex', message: 'Query is too complex' } };

  it.each<[string, string, boolean]>([
    ['2,000 characters', 'a'.repeat(2000), true],
    ['2,001 characters', 'a'.repeat(2001), false],
    ['2,000 astral characters (counted as characters)', '𝔘'.repeat(2000), true],
    ['2,001 spaces', ' '.repeat(2001), false],
    ['64 terms', words(64), true],
    ['65 terms', words(65), false],
    ['65 leaves of mixed kinds', `${words(63)} "p" ticker:X`, false],
    ['depth 16', nested(16), true],
    ['depth 17', nested(17), false],
    ['17 groups side by side', Array.from({ length: 17 }, () => '(a)').join(' '), true],
    ['too deep beats a later syntax error', `${nested(17)} foo:bar`, false],
  ])('%s', (_name, text, accepted) => {
    const result = parseQuery(text);
    if (accepted) expect(result.ok).toBe(true);
    else expect(result).toEqual(tooComplex);
  });
});

describe('parseQuery: control characters', () => {
  const refused = (start: number) => ({
    ok: false,
    error: { kind: 'control', start, end: start + 1, message: 'query must not contain control characters' },
  });

  it.each<[string, string, number]>([
    ['NUL in a term', 'a\u0000b', 1],
    ['NUL in a source: value (PostgreSQL refuses the byte)', 'source:a\u0000b', 8],
    ['NUL in a quoted author: value', 'author:"Jane\u0000"', 12],
    ['a bell in a phrase', '"interest \u0007rate"', 10],
    ['DEL', 'apple \u007f', 6],
    ['a C1 control (NEL)', 'x\u0085', 1],
    ['vertical tab', 'a\u000bb', 1],
    ['the first of several, before a syntax error', 'foo:bar \u0001 \u0000', 8],
  ])('%s', (_name, text, at) => {
    expect(parseQuery(text)).toEqual(refused(at));
  });

  it('reads tab, line feed and carriage return as white space', () => {
    expect(astOf('apple\tAND\r\nrate\nsource:x')).toEqual(astOf('apple AND rate source:x'));
  });

  it('checks the length before the characters', () => {
    expect(parseQuery(`\u0000${'a'.repeat(2000)}`)).toEqual({
      ok: false,
      error: { kind: 'too_complex', message: 'Query is too complex' },
    });
  });
});
