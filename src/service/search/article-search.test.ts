import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuery } from '../../query/parse';
import { ENGINES } from '../testing/engines';
import { startTestService, type TestService } from '../testing/test-service';
import { toSearchRequest, type SearchParamsInput } from './search-request';
import { buildPageSql } from './search-sql';
import { isSelective } from './article-search';

const REQUESTS: { name: string; params: SearchParamsInput & { query?: string } }[] = [
  { name: 'a term', params: { query: 'markets' } },
  { name: 'ties on publish date, ascending', params: { query: 'tie', order: 'ASC' } },
  { name: 'tickers, second page', params: { tickers: ['*'], pageSize: 1, page: 2 } },
  { name: 'revised first', params: { categories: ['energy', 'crypto', 'markets'], orderBy: 'revisedDate' } },
  {
    name: 'created order with a date range',
    params: { countries: ['US'], orderBy: 'createdAt', from: '2025-11-05' },
  },
  { name: 'all sources', params: { query: 'apple', sources: ['*'] } },
];

describe.each(ENGINES)('query shapes return the same pages [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip).each(REQUESTS)('$name', async ({ params }) => {
    const parsed = parseQuery(params.query ?? '');
    const req = toSearchRequest(params, parsed.ok ? parsed.ast : null);
    expect(isSelective(req)).toBe(true);
    const run = async (forceFilterFirst: boolean) => {
      const { sql, values } = buildPageSql(req, { forceFilterFirst });
      return (await service.db.query<{ link: string }>(sql, values as never[])).map((r) => r.link);
    };
    const walk = await run(false);
    expect(walk.length).toBeGreaterThan(0);
    expect(await run(true)).toEqual(walk);
  });
});
