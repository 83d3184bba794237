import { describe, expect, it } from 'vitest';
import { checkQuery } from './query-language';
import { explainQueryProblem } from './query-problem';

/** The dashboard's words for a query the shared parser rejects (checkQuery keeps the server's text). */
function explain(text: string): string | null {
  const check = checkQuery(text);
  if (check.ok) throw new Error(`expected ${text} to be rejected`);
  return explainQueryProblem(text, check);
}

describe('explainQueryProblem', () => {
  it.each<[string, string]>([
    ['NOT apple', 'NOT needs a term before it: a query cannot only exclude (character 1)'],
    ['apple NOT', 'NOT needs a term after it (character 7)'],
    ['OR apple', 'OR needs a term before it (character 1)'],
    ['apple OR', 'OR needs a term after it (character 7)'],
    ['apple AND', 'AND needs a term after it (character 7)'],
    ['apple AND OR x', 'OR cannot follow AND: put a term between them (character 11)'],
    ['a (b OR ) c', 'OR needs a term after it (character 6)'],
    ['(apple', '( is never closed: add a ) after its terms (character 1)'],
    ['apple ()', '( ) is empty: put a term inside (character 7)'],
    ['apple)', ') closes nothing: no ( before it (character 6)'],
    ['- apple', '- needs a term right after it, with no space (character 1)'],
    ['apple "bank', 'This quote is never closed: add a " at the end of the phrase (character 7)'],
    ['ticker:', 'ticker: needs a value after the colon (character 1)'],
    ['oil category:', 'category: needs a value after the colon (character 5)'],
    ['sentiment:bearish', 'sentiment: takes positive, neutral, negative, not "bearish" (character 1)'],
    ['exchange:ZZZ', '"ZZZ" is not a known exchange code for exchange: (character 1)'],
    ['-apple', '-apple only excludes: add a term to match before it (character 1)'],
    ['-(a OR b)', '-( … ) only excludes: add a term to match before it (character 1)'],
  ])('%s → %s', (text, words) => {
    expect(explain(text)).toBe(words);
  });

  it('names an unknown field and lists the ones there are', () => {
    expect(explain('apple foo:bar')).toMatch(
      /^foo: is not a field \(fields: ticker:, isin:, .*author:, about:, positive:, neutral:, negative:\) \(character 7\)$/,
    );
  });

  it('keeps the server text (null) for a span it does not recognise', () => {
    expect(explainQueryProblem('apple', { message: 'x', start: 2, end: 3 })).toBeNull();
    expect(explainQueryProblem('', { message: 'x', start: 0, end: 0 })).toBeNull();
  });
});
