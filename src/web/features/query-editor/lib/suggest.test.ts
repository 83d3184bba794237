/** @module Completion keeps a clause's sign and the arrow keys enter the list from "nothing selected". */
import { describe, expect, it } from 'vitest';
import { applySuggestion, completionTarget, nextActive, suggestionsFor } from './suggest';

describe('applySuggestion', () => {
  it.each([
    ['ticker:AAPL -category:reg', 'ticker:AAPL -category:regulation'],
    ['+category:reg', '+category:regulation'],
    ['category:reg', 'category:regulation'],
  ])('completes %j to %j', (text, expected) => {
    const { token } = completionTarget(text, text.length);
    if (!token) throw new Error('no token at the caret');
    const [first] = suggestionsFor(token, { sources: [], companies: [] });
    if (!first) throw new Error('no suggestion');
    expect(applySuggestion(text, token, first)).toEqual({ text: expected, caret: expected.length });
  });
});

describe('the company judgement fields', () => {
  const companies = [
    { companyId: 1, name: 'Apple Inc.', ticker: 'AAPL', exchange: 'NASDAQ', country: 'US' },
    { companyId: 2, name: 'Applied Materials', ticker: 'AMAT', exchange: 'NASDAQ', country: 'US' },
  ];

  it('are offered as fields, with what they mean', () => {
    const { token } = completionTarget('neg', 3);
    expect(suggestionsFor(token, { sources: [], companies: [] })).toEqual([
      { label: 'negative:', detail: 'negative towards the company (ticker)', insert: 'negative:' },
    ]);
  });

  it.each(['about', 'negative', 'positive', 'neutral'])(
    '%s: looks companies up and offers tickers',
    (field) => {
      const text = `rates ${field}:app`;
      const target = completionTarget(text, text.length);
      expect(target.lookup).toBe('app');
      const [first] = suggestionsFor(target.token, { sources: [], companies });
      if (!target.token || !first) throw new Error('no suggestion');
      expect(applySuggestion(text, target.token, first).text).toBe(`rates ${field}:AAPL`);
    },
  );
});

describe('nextActive', () => {
  it('enters from nothing selected at the top (Down) or the bottom (Up), then wraps', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(2, 3, 1)).toBe(0);
    expect(nextActive(0, 3, -1)).toBe(2);
  });
});
