import { describe, expect, it } from 'vitest';
import { queryWithout } from './facet-actions';
import { queryExclusions, queryWithoutExclusion } from './query-exclusions';

describe('queryExclusions', () => {
  it('finds the -field:value terms of the top-level AND, as the facet writes them', () => {
    const query = queryWithout('oil', 'ticker', 'AAPL') ?? '';
    expect(query).toBe('oil -ticker:AAPL');
    expect(queryExclusions(query, 'ticker')).toEqual([{ value: 'AAPL', start: 4, end: 16 }]);
    expect(queryExclusions('oil NOT country:US', 'country').map((e) => e.value)).toEqual(['US']);
  });

  it('ignores exclusions inside an OR (taking them out would change more than one value)', () => {
    expect(queryExclusions('a OR -ticker:X', 'ticker')).toEqual([]);
    expect(queryExclusions('oil -category:energy', 'ticker')).toEqual([]);
    expect(queryExclusions('oil (', 'ticker')).toEqual([]);
  });
});

describe('queryWithoutExclusion', () => {
  it('takes one exclusion out and leaves the rest of the query as written', () => {
    expect(queryWithoutExclusion('oil -ticker:AAPL', 'ticker', 'AAPL')).toBe('oil');
    expect(queryWithoutExclusion('oil AND -ticker:aapl -country:US', 'ticker', 'AAPL')).toBe(
      'oil -country:US',
    );
    expect(queryWithoutExclusion('-ticker:X oil', 'ticker', 'X')).toBe('oil');
    expect(queryWithoutExclusion('"crude  oil" -category:Energy', 'category', 'energy')).toBe('"crude  oil"');
  });

  it('is null when the value is not excluded', () => {
    expect(queryWithoutExclusion('oil -ticker:AAPL', 'ticker', 'MSFT')).toBeNull();
    expect(queryWithoutExclusion('oil', 'ticker', 'AAPL')).toBeNull();
  });
});
