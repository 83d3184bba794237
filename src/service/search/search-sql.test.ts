import { describe, expect, it } from 'vitest';
import { toSearchRequest, type SearchParamsInput } from './search-request';
import { buildByLinkSql, buildEstimateSql, buildPageSql } from './search-sql';

const OTHERS_CUSTOM =
  /NOT EXISTS \(SELECT 1 FROM sources c WHERE c\.domain = articles\.source AND c\.custom_for_key <> \$\d+\)/g;
const request = (params: SearchParamsInput, viewer = 7) => toSearchRequest(params, null, viewer);

describe('source scope of a search', () => {
  it.each([
    { name: 'default sources: the default set, which holds no other account source', params: {}, guards: 0 },
    {
      name: 'opted-in domains: might name another account source',
      params: { optInSources: ['x.example'] },
      guards: 1,
    },
    { name: 'named sources', params: { sources: ['x.example'] }, guards: 1 },
    { name: 'every source', params: { sources: ['*'] }, guards: 1 },
  ])('$name', ({ params, guards }) => {
    const { sql, values } = buildPageSql(request(params));
    expect(sql.match(OTHERS_CUSTOM) ?? []).toHaveLength(guards);
    expect(values).toContain(7);
  });

  it("adds the viewer's own custom sources to its default set, one condition on the sources table", () => {
    const { sql, values } = buildPageSql(request({}));
    const key = `$${values.indexOf(7) + 1}`;
    expect(sql).toContain(
      `source IN (SELECT domain FROM sources WHERE enabled AND (is_default OR custom_for_key = ${key}))`,
    );
  });

  it('leaves sources, and so the viewer, out of the estimate: one cached estimate serves every key', () => {
    for (const params of [{}, { sources: ['*'] }, { optInSources: ['x.example'] }]) {
      expect(buildEstimateSql(request(params, 7))).toEqual(buildEstimateSql(request(params, 8)));
      expect(buildEstimateSql(request(params)).sql).not.toMatch(/source/);
    }
  });

  it('guards the by-link read against other accounts', () => {
    const { sql, values } = buildByLinkSql(['https://a.example/x?id', 'https://a.example/x?id='], 7);
    expect(sql.match(OTHERS_CUSTOM) ?? []).toHaveLength(1);
    expect(values).toEqual([
      ['https://a.example/x?id', 'https://a.example/x?id='],
      'https://a.example/x?id',
      7,
    ]);
  });
});

describe("a live stream's starting point", () => {
  const asOf = new Date('2026-11-26T12:00:00.000Z');

  it('keeps the page to articles first indexed by then', () => {
    const { sql, values } = buildPageSql({ ...request({}), createdAtMost: asOf });
    expect(sql).toContain(`created_at <= $${values.indexOf(asOf) + 1}`);
  });

  it('is left out of the estimate, so each admission does not make a new cached estimate', () => {
    expect(buildEstimateSql({ ...request({}), createdAtMost: asOf })).toEqual(buildEstimateSql(request({})));
  });
});
