import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuery } from '../../query/parse';
import { ENGINES } from '../testing/engines';
import {
  openIsolatedPostgres,
  seedFixtures,
  startTestService,
  type TestService,
} from '../testing/test-service';
import { migrate } from '../store/migrate';
import { toSearchRequest, type SearchParamsInput } from './search-request';
import { drivingKeys } from './article-keys';
import { buildPageSql } from './search-sql';
import {
  createArticleSearch,
  isPlainWalk,
  isSelective,
  PLAIN_PAGE_CONNECTION_SETTINGS,
} from './article-search';
import type { Db, Queryable } from '../store/db';
import { openPgDb } from '../store/pg-db';

/** A viewer with no custom sources (key ids start at 1). */
const NO_KEY = 0;

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
  { name: 'a ticker', params: { tickers: ['AAPL'], sources: ['*'] } },
  {
    name: 'an OR of tickers, second page',
    params: { query: 'ticker:AAPL OR ticker:NVDA', pageSize: 1, page: 2 },
  },
  { name: 'a ticker and a term, ascending', params: { query: 'ticker:aapl AND apple', order: 'ASC' } },
];

describe.each(ENGINES)('query shapes return the same pages [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip).each(REQUESTS)('$name', async ({ params }) => {
    const parsed = parseQuery(params.query ?? '');
    const req = toSearchRequest(params, parsed.ok ? parsed.ast : null, NO_KEY);
    expect(isSelective(req)).toBe(true);
    const run = async (forceFilterFirst: boolean) => {
      const { sql, values } = buildPageSql(req, { forceFilterFirst });
      return (await service.db.query<{ link: string }>(sql, values as never[])).map((r) => r.link);
    };
    const walk = await run(false);
    expect(walk.length).toBeGreaterThan(0);
    expect(await run(true)).toEqual(walk);
    const keys = drivingKeys(req);
    if (keys) {
      const { sql, values } = buildPageSql(req, { walkKeys: keys });
      expect(sql).toContain('article_keys');
      expect((await service.db.query<{ link: string }>(sql, values as never[])).map((r) => r.link)).toEqual(
        walk,
      );
    }
  });
});

describe.each(ENGINES)('deep pages [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip).each([
    { name: 'newest first', params: { sources: ['*'] } },
    { name: 'ties on publish date, ascending', params: { query: 'tie', order: 'ASC' as const } },
    { name: 'revised first', params: { sources: ['*'], orderBy: 'revisedDate' as const } },
    { name: 'an OR of tickers', params: { sources: ['*'], query: 'ticker:AAPL OR ticker:SAP' } },
  ])('are the slices of one long page, every shape ($name)', async ({ params }) => {
    const parsed = parseQuery(('query' in params ? params.query : undefined) ?? '');
    const page = async (page: number, pageSize: number, shape: 'walk' | 'filter-first' | 'keys') => {
      const req = toSearchRequest({ ...params, page, pageSize }, parsed.ok ? parsed.ast : null, NO_KEY);
      const keys = shape === 'keys' ? drivingKeys(req) : null;
      const { sql, values } = buildPageSql(req, {
        forceFilterFirst: shape === 'filter-first',
        ...(keys ? { walkKeys: keys } : {}),
      });
      return (await service.db.query<{ link: string }>(sql, values as never[])).map((r) => r.link);
    };
    const all = await page(1, 100, 'walk');
    expect(all.length).toBeGreaterThan(1);
    for (const shape of ['walk', 'filter-first', 'keys'] as const) {
      const pages = [];
      for (let n = 1; n <= all.length; n += 1) pages.push(...(await page(n, 1, shape)));
      expect(pages).toEqual(all);
    }
  });

  it('fetch the page rows by the ids of the page, not every skipped row whole', () => {
    const deep = buildPageSql(toSearchRequest({ page: 3, pageSize: 5 }, null, NO_KEY));
    expect(deep.sql).toMatch(
      /WHERE id IN \(SELECT articles\.id FROM articles WHERE .* LIMIT \$\d+ OFFSET \$\d+\) ORDER BY/,
    );
    expect(buildPageSql(toSearchRequest({ page: 1 }, null, NO_KEY)).sql).not.toContain('id IN');
  });
});

describe('plain pages on connections that plan once [postgres]', () => {
  const skip = !ENGINES.some((e) => e.engine === 'postgres' && !e.skip);
  let db: Db;
  let plain: Db;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (skip) return;
    const isolated = await openIsolatedPostgres();
    drop = isolated.drop;
    db = await openPgDb({ url: isolated.url });
    await migrate(db);
    await seedFixtures(db);
    plain = await openPgDb({ url: isolated.url, settings: PLAIN_PAGE_CONNECTION_SETTINGS });
  });
  afterAll(async () => {
    await plain?.close();
    await db?.close();
    await drop();
  });

  it.skipIf(skip)(
    'give the pages the main pool gives, each page asked often enough to be planned once',
    async () => {
      const sent: string[] = [];
      const recording: Queryable = {
        query: (sql, values, options) => {
          sent.push(options?.prepare ? 'prepared' : 'unprepared');
          return plain.query(sql, values, options);
        },
        exec: (sql) => plain.exec(sql),
      };
      const search = createArticleSearch(db, { plainDb: recording });
      const reference = createArticleSearch(db);
      const plainRequests: SearchParamsInput[] = [
        {},
        { order: 'ASC', pageSize: 2, page: 2 },
        { orderBy: 'createdAt' },
        { orderBy: 'revisedDate', page: 1, pageSize: 3 },
        { from: '2025-11-05', to: '2025-11-20' },
        { language: 'de' },
      ];
      for (const params of plainRequests) {
        const req = toSearchRequest(params, null, NO_KEY);
        expect(isPlainWalk(req)).toBe(true);
        const expected = (await reference.searchPage(req)).map((a) => a.link);
        // A server switches a prepared statement to its one plan after five runs: the sixth and later use it.
        for (let run = 0; run < 7; run += 1) {
          expect((await search.searchPage(req)).map((a) => a.link)).toEqual(expected);
        }
      }
      expect(sent.length).toBe(plainRequests.length * 7);
      expect(new Set(sent)).toEqual(new Set(['prepared']));
    },
  );

  it.skipIf(skip)('leave other pages to the pools that plan them each time', async () => {
    let used = 0;
    const counting: Queryable = {
      query: (sql, values, options) => {
        used += 1;
        return plain.query(sql, values, options);
      },
      exec: (sql) => plain.exec(sql),
    };
    const search = createArticleSearch(db, { plainDb: counting });
    const others: (SearchParamsInput & { query?: string })[] = [
      { query: 'markets' },
      { sources: ['*'] },
      { excludeSources: ['www.cnbc.com'] },
      { orderBy: 'createdAt', from: '2025-11-05' },
      { tickers: ['AAPL'] },
    ];
    for (const params of others) {
      const parsed = parseQuery(params.query ?? '');
      const req = toSearchRequest(params, parsed.ok ? parsed.ast : null, NO_KEY);
      expect(isPlainWalk(req)).toBe(false);
      await search.searchPage(req);
    }
    expect(isPlainWalk({ ...toSearchRequest({}, null, NO_KEY), asOf: new Date() })).toBe(false);
    expect(used).toBe(0);
  });
});

describe('a walk that overruns its budget', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite' });
  });
  afterAll(async () => service.close());

  it('is redone filter-first, with the same page', async () => {
    const canceled: Queryable = {
      query: async () => {
        throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      },
      exec: async () => undefined,
    };
    const parsed = parseQuery('markets');
    const req = toSearchRequest({}, parsed.ok ? parsed.ast : null, NO_KEY);
    // A huge estimate makes the walk the chosen shape.
    const expected = (await createArticleSearch(service.db).searchPage(req)).map((a) => a.link);
    const search = createArticleSearch(service.db, {
      walkDb: canceled,
      tuning: { totalRowsTtlMs: 0, estimateTtlMs: 0 },
    });
    await service.db.exec(`ANALYZE articles`);
    const links = (await search.searchPage({ ...req, page: 1, pageSize: 1 })).map((a) => a.link);
    expect(links).toEqual(expected.slice(0, 1));
  });

  it('other errors of the walk are not swallowed', async () => {
    const broken: Queryable = {
      query: async () => {
        throw Object.assign(new Error('connection lost'), { code: '08006' });
      },
      exec: async () => undefined,
    };
    const parsed = parseQuery('markets');
    const req = toSearchRequest({}, parsed.ok ? parsed.ast : null, NO_KEY);
    const search = createArticleSearch(service.db, { walkDb: broken, chooseShape: () => 'walk' });
    await expect(search.searchPage(req)).rejects.toThrow('connection lost');
  });
});
