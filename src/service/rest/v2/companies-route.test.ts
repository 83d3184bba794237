import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySuggestResponse, ERROR_TEXT } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { startTestService, type TestService } from '../../testing/test-service';

describe.each(ENGINES)('GET /v2/companies [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const lookUp = async (q: string, limit = '10') => {
    const res = await apiClient(service.url, service.keys.free).get('/v2/companies', { q, limit });
    expect(res.status).toBe(200);
    // strict: the answer carries no field the contract does not define
    return CompanySuggestResponse.strict()
      .extend({ companies: CompanySuggestResponse.shape.companies.element.strict().array() })
      .parse(res.body).companies;
  };

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)(
    'finds a company by a short or former name the tagger knows, first, and says which',
    async () => {
      for (const [q, name] of [
        ['RBS', 'RBS'],
        ['rbs', 'RBS'],
        ['Royal Bank of Scotland', 'Royal Bank of Scotland'],
      ] as const) {
        const [first] = await lookUp(q);
        expect(first).toEqual({
          companyId: 173,
          name: 'NatWest Group plc',
          ticker: 'NWG',
          exchange: 'LONDON_STOCK_EXCHANGE',
          country: 'GB',
          matchedName: name,
        });
      }
      const [mylan] = await lookUp('Mylan');
      expect(mylan).toMatchObject({ name: 'Viatris Inc.', ticker: 'VTRS', matchedName: 'Mylan' });
    },
  );

  it.skipIf(skip)(
    'ranks a prefix of a tagger name after the same match on own names, which keep their answers',
    async () => {
      // "Royal Bank" is a prefix of Royal Bank of Canada's own name and of NatWest's former one: the own name first.
      expect((await lookUp('Royal Bank')).map((c) => [c.ticker, c.matchedName])).toEqual([
        ['RY', undefined],
        ['NWG', 'Royal Bank of Scotland'],
      ]);
      // Own names keep the answer they had: no matchedName where the company's record found it.
      const [natwest] = await lookUp('NatWest');
      expect(natwest).toEqual({
        companyId: 173,
        name: 'NatWest Group plc',
        ticker: 'NWG',
        exchange: 'LONDON_STOCK_EXCHANGE',
        country: 'GB',
      });
      const ma = (await lookUp('ma', '50')).map((c) => c.ticker);
      expect(ma[0]).toBe('MA');
    },
  );

  it.skipIf(skip)('finds nothing for a name no company has', async () => {
    expect(await lookUp('Quorvane Zyxt')).toEqual([]);
  });

  it.skipIf(skip)('401 without a key', async () => {
    const res = await apiClient(service.url).get('/v2/companies', { q: 'RBS' });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 401,
      body: { statusCode: 401, message: ERROR_TEXT.unauthorized },
    });
  });
});
