import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../query/parse';
import { drivingKeys } from './article-keys';
import { compileQuery } from './compile-query';
import { toSearchRequest, type SearchParamsInput } from './search-request';
import { buildPageSql } from './search-sql';
import { SqlParams } from './sql-params';

const request = (params: SearchParamsInput & { query?: string }) => {
  const parsed = parseQuery(params.query ?? '');
  if (!parsed.ok) throw new Error(`bad query ${params.query}`);
  return toSearchRequest(params, parsed.ast, 7);
};
const keysOf = (params: SearchParamsInput & { query?: string }) => drivingKeys(request(params))?.keys ?? null;

describe('drivingKeys', () => {
  it.each([
    { name: 'the tickers filter', params: { tickers: ['aapl', 'NVDA'] }, keys: ['t:AAPL', 't:NVDA'] },
    { name: 'a ticker in the query', params: { query: 'ticker:aapl' }, keys: ['t:AAPL'] },
    {
      name: 'an OR of tickers and judgements',
      params: { query: 'ticker:AAPL OR negative:nvda' },
      keys: ['t:AAPL', 'j:NVDA:negative'],
    },
    { name: 'a conjunct of an AND', params: { query: 'rates AND about:SAP' }, keys: ['j:SAP:about'] },
    {
      name: 'the fewest of several conjuncts',
      params: { query: '(ticker:AAPL OR ticker:NVDA) AND positive:SAP', tickers: ['BP', 'MSFT'] },
      keys: ['j:SAP:positive'],
    },
    { name: 'no key filter', params: { query: 'rates', countries: ['US'] }, keys: null },
    { name: 'a ticker ORed with a term', params: { query: 'ticker:AAPL OR rates' }, keys: null },
    { name: 'a negated ticker', params: { query: 'rates AND NOT ticker:AAPL' }, keys: null },
    { name: 'any ticker', params: { tickers: ['*'] }, keys: null },
    { name: 'created order', params: { tickers: ['AAPL'], orderBy: 'createdAt' as const }, keys: null },
    { name: 'as of a time', params: { tickers: ['AAPL'], asOf: '2026-01-01' }, keys: null },
    { name: 'collapsed to stories', params: { tickers: ['AAPL'], collapse: 'story' as const }, keys: null },
  ])('$name', ({ params, keys }) => {
    expect(keysOf(params)).toEqual(keys);
  });
});

describe('the filter the keys stand for', () => {
  it('is left out of the page that walks them, and only it', () => {
    const req = request({ query: 'ticker:AAPL AND NOT ticker:NVDA AND rates', tickers: ['SAP', 'BP'] });
    const walk = drivingKeys(req);
    expect(walk?.keys).toEqual(['t:AAPL']);
    const { sql, values } = buildPageSql(req, walk ? { walkKeys: walk } : {});
    expect(sql).toMatch(
      /FROM \(SELECT publish_date AS key_date, id AS key_id FROM article_keys WHERE key = \$\d+/,
    );
    expect(values).toContainEqual('t:AAPL');
    expect(values).toContainEqual(['NVDA']);
    expect(values).toContainEqual(['SAP', 'BP']);
    expect(values).not.toContainEqual(['AAPL']);
  });

  it('stays in under an OR or a NOT: only a conjunct is guaranteed by the walk', () => {
    const parsed = parseQuery('ticker:AAPL OR (ticker:AAPL AND rates)');
    if (!parsed.ok || !parsed.ast || parsed.ast.type !== 'or') throw new Error('parse');
    const inner = parsed.ast.children[0];
    const params = new SqlParams();
    expect(compileQuery(parsed.ast, 'en', params, inner)).toContain('tickers');
  });

  it('is a whole OR when the keys are an OR', () => {
    const req = request({ query: '(ticker:AAPL OR ticker:NVDA) AND rates' });
    const walk = drivingKeys(req);
    const { sql, values } = buildPageSql(req, walk ? { walkKeys: walk } : {});
    expect(sql.match(/FROM article_keys WHERE key = \$\d+/g) ?? []).toHaveLength(2);
    expect(sql).not.toContain('tickers');
    expect(values).toEqual(expect.arrayContaining(['t:AAPL', 't:NVDA']));
  });

  it('is kept by a search as of a time, which never walks the keys', () => {
    const req = { ...request({ tickers: ['AAPL'] }), asOf: new Date('2026-01-01T00:00:00Z') };
    const { sql } = buildPageSql(req, { walkKeys: { keys: ['t:AAPL'], replaces: 'tickers' } });
    expect(sql).not.toContain('article_keys');
    expect(sql).toContain('tickers &&');
  });
});
