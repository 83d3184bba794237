/** @module The highlighter's tokenizer is lossless and classifies what it sees. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenAt, tokenizeQuery } from './query-tokens';

describe('tokenizeQuery', () => {
  it.each([
    '',
    '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com AND "Elon Musk"',
    'title:"rate cut',
    '  a\\n-b  +c ) (',
  ])('concatenates back to %j', (text) => {
    expect(
      tokenizeQuery(text)
        .map((t) => t.text)
        .join(''),
    ).toBe(text);
  });

  it('is lossless on any input', () => {
    const alphabet = fc.constantFrom(
      'a',
      'B',
      ' ',
      '(',
      ')',
      '"',
      '+',
      '-',
      ':',
      'AND',
      'or',
      'ticker:',
      '\t',
      'é',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(alphabet).map((parts) => parts.join('')),
        ),
        (text) => {
          const tokens = tokenizeQuery(text);
          expect(tokens.map((t) => t.text).join('')).toBe(text);
          tokens.forEach((t, i) => expect(t.start).toBe(i === 0 ? 0 : tokens[i - 1]?.end));
        },
      ),
    );
  });

  it('classifies operators, fields and phrases', () => {
    const types = tokenizeQuery('a AND title:"x y" "p"').map((t) => t.type);
    expect(types).toEqual(['word', 'space', 'operator', 'space', 'field', 'space', 'phrase']);
  });

  it('gives a leaf its sign as a separate modifier token', () => {
    const tokens = tokenizeQuery('-category:regulation +"a b"');
    expect(tokens.map((t) => [t.type, t.text])).toEqual([
      ['modifier', '-'],
      ['field', 'category:regulation'],
      ['space', ' '],
      ['modifier', '+'],
      ['phrase', '"a b"'],
    ]);
  });

  it('finds the token under the caret', () => {
    expect(tokenAt(tokenizeQuery('nvidia tick'), 11)?.text).toBe('tick');
  });
});
