/** @module The tools' argument schemas follow the REST search fields. */
import { describe, expect, it } from 'vitest';
import { SEARCH_FIELDS } from '../search-params';
import { SearchArticlesArgs } from './mcp-tools';

describe('SearchArticlesArgs', () => {
  it('is the v2 search body without categories, with the same texts', () => {
    expect(Object.keys(SearchArticlesArgs.shape).sort()).toEqual(
      Object.keys(SEARCH_FIELDS)
        .filter((k) => k !== 'categories')
        .sort(),
    );
    const result = SearchArticlesArgs.safeParse({ pageSize: 101, order: 'UP' });
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual([
      'order must be one of the following values: ASC, DESC',
      'pageSize must not be greater than 100',
    ]);
  });
});
