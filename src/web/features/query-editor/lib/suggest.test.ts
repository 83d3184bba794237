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

describe('nextActive', () => {
  it('enters from nothing selected at the top (Down) or the bottom (Up), then wraps', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(2, 3, 1)).toBe(0);
    expect(nextActive(0, 3, -1)).toBe(2);
  });
});
