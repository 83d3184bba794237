/** @module The drawer's exclude: sources to `exclude`, other values as negated terms the server accepts. */
import { describe, expect, it } from 'vitest';
import { checkQuery } from './query-language';
import { excludeBlocked, withoutFilterValue } from './exclude-filter';

const state = (query: string, sources: string[] = [], excludeSources: string[] = []) => ({
  query,
  sources,
  excludeSources,
});

describe('withoutFilterValue', () => {
  it('moves a source to exclude, and out of sources', () => {
    expect(
      withoutFilterValue(state('', ['a.example', 'b.example'], ['c.example']), 'sources', 'a.example'),
    ).toEqual({
      excludeSources: ['c.example', 'a.example'],
      sources: ['b.example'],
    });
  });

  it.each([
    { name: 'a word', q: 'nvidia', kind: 'tickers', value: 'AAPL', out: 'nvidia AND -ticker:AAPL' },
    {
      name: 'an OR keeps its meaning',
      q: 'a OR b',
      kind: 'countries',
      value: 'DE',
      out: '(a OR b) AND -country:DE',
    },
    {
      name: 'an AND grows',
      q: 'a b',
      kind: 'categories',
      value: 'markets',
      out: 'a AND b AND -category:markets',
    },
    {
      name: 'a value that needs quotes',
      q: 'x',
      kind: 'tickers',
      value: 'BRK B',
      out: 'x AND -ticker:"BRK B"',
    },
  ] as const)('ANDs a negated term onto $name', ({ q, kind, value, out }) => {
    const patch = withoutFilterValue(state(q), kind, value);
    expect(patch).toEqual({ query: out });
    expect(checkQuery(patch?.query ?? '').ok).toBe(true);
  });

  it('cannot exclude a ticker, country or category without a query, or with a broken one', () => {
    expect(withoutFilterValue(state(''), 'tickers', 'AAPL')).toBeNull();
    expect(withoutFilterValue(state('AND'), 'countries', 'DE')).toBeNull();
    expect(excludeBlocked(state(''), 'tickers')).toMatch(/Type a query first/);
    expect(excludeBlocked(state('AND'), 'tickers')).toBe('Fix the query first.');
    expect(excludeBlocked(state(''), 'sources')).toBeNull();
    expect(excludeBlocked(state('x'), 'categories')).toBeNull();
  });
});
