import { describe, expect, it } from 'vitest';
import { SearchArticlesV2Body, crossFieldIssues } from './search-params';
import { VALIDATION_TEXT } from './validation-text';

describe('crossFieldIssues', () => {
  it('names the result window by page and the date order by from, in that order', () => {
    expect(crossFieldIssues({ page: 101, pageSize: 100, from: '2024-02-01', to: '2024-01-01' })).toEqual([
      { field: 'page', message: VALIDATION_TEXT.resultWindow },
      { field: 'from', message: VALIDATION_TEXT.dateOrder },
    ]);
  });

  it('finds nothing within the window and with ordered dates (defaults included)', () => {
    expect(crossFieldIssues({ page: 500 })).toEqual([]);
    expect(crossFieldIssues({ from: '2024-01-01', to: '2024-01-01' })).toEqual([]);
  });

  it('is what the v2 body schema reports across fields', () => {
    const parsed = SearchArticlesV2Body.safeParse({ page: 501, from: '2024-02-01', to: '2024-01-01' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((i) => ({ field: i.path[0], message: i.message }))).toEqual(
      crossFieldIssues({ page: 501, from: '2024-02-01', to: '2024-01-01' }),
    );
  });
});
