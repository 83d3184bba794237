/** @module Live validation reports the server's wording and the offending token's position. */
import { describe, expect, it } from 'vitest';
import { checkQuery } from './query-language';

describe('checkQuery', () => {
  it.each([
    { name: 'empty', text: '' },
    { name: 'words and phrase', text: 'nvidia "interest rate"' },
    {
      name: 'the documented example',
      text: '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.wire.example AND "Elon Musk"',
    },
    { name: 'must / must-not terms', text: 'stock +market -google' },
    { name: 'quoted field value', text: 'title:"rate cut"' },
  ])('accepts $name', ({ text }) => {
    expect(checkQuery(text).ok).toBe(true);
  });

  it.each([
    { name: 'empty field value', text: 'nvidia AND ticker:', token: 'ticker:', start: 11 },
    { name: 'unknown field', text: 'foo:bar', token: 'foo:bar', start: 0 },
    { name: 'unbalanced open paren', text: '(a OR b', token: '(', start: 0 },
    { name: 'stray close paren', text: 'a)', token: ')', start: 1 },
    { name: 'unclosed quote', text: 'a "open', token: '"open', start: 2 },
    { name: 'dangling operator', text: 'a AND', token: 'AND', start: 2 },
    { name: 'leading operator', text: 'OR a', token: 'OR', start: 0 },
  ])('rejects $name at its token', ({ text, token, start }) => {
    expect(checkQuery(text)).toEqual({
      ok: false,
      message: `Invalid query syntax near '${token}'`,
      token,
      start,
      end: start + token.length,
    });
  });

  it('names the first control character by its position, in the server’s wording', () => {
    expect(checkQuery('source:a\u0000b')).toEqual({
      ok: false,
      message: 'query must not contain control characters',
      token: null,
      start: 8,
      end: 9,
    });
  });

  it('says "too complex" beyond 2,000 characters', () => {
    const result = checkQuery('a '.repeat(1001));
    expect(result.ok === false && result.message).toBe('Query is too complex');
  });
});
