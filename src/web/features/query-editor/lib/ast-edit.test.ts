/** @module Builder edits round-trip through the shared parser and printer. */
import { describe, expect, it } from 'vitest';
import { checkQuery, printQueryText } from '../../../lib/query-language';
import { appendClause, makeClause, removeAt } from './ast-edit';

function ast(text: string) {
  const check = checkQuery(text);
  if (!check.ok) throw new Error(check.message);
  return check.ast;
}

describe('builder edits', () => {
  it('adds an AND clause to the whole query', () => {
    const next = appendClause(
      ast('(ticker:AAPL OR ticker:NVDA)'),
      makeClause('source', 'www.wire.example', true),
      'and',
    );
    expect(printQueryText(next)).toBe('(ticker:AAPL OR ticker:NVDA) AND -source:www.wire.example');
  });

  it('extends an OR group in place and quotes values with spaces', () => {
    const next = appendClause(
      ast('ticker:AAPL OR ticker:NVDA'),
      makeClause('title', 'rate cut', false),
      'or',
    );
    expect(printQueryText(next)).toBe('ticker:AAPL OR ticker:NVDA OR title:"rate cut"');
  });

  it('removes a chip and collapses a group left with one member', () => {
    const root = ast('(ticker:AAPL OR ticker:NVDA) AND "Elon Musk"');
    expect(printQueryText(removeAt(root as NonNullable<typeof root>, [0, 1]))).toBe(
      'ticker:AAPL AND "Elon Musk"',
    );
  });

  it('starts from an empty query', () => {
    expect(printQueryText(appendClause(null, makeClause('phrase', 'interest rate', false), 'and'))).toBe(
      '"interest rate"',
    );
  });

  it('prints text the parser accepts', () => {
    const text = printQueryText(
      appendClause(ast('nvidia'), makeClause('category', 'technology', true), 'or'),
    );
    expect(checkQuery(text).ok).toBe(true);
  });
});
