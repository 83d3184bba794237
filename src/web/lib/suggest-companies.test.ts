/** @module The company look-up: a list, null when the upstream lacks the endpoint, an ApiError otherwise. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { ApiError } from './api-problem';
import { SUGGEST_LIMIT, suggestCompanies } from './suggest-companies';

afterEach(() => vi.unstubAllGlobals());

const apple = { companyId: 1, name: 'Apple Inc.', ticker: 'AAPL', exchange: 'NASDAQ', country: 'US' };

describe('suggestCompanies', () => {
  it('asks GET /v2/companies?q=&limit= and returns the contract-checked list', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/companies': () => ({ status: 200, body: { status: 'ok', companies: [apple] } }),
    });
    expect(await suggestCompanies('app')).toEqual([apple]);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      q: 'app',
      limit: String(SUGGEST_LIMIT),
    });
  });

  it('null on a 404: the upstream has no company look-up', async () => {
    stubFetch({});
    expect(await suggestCompanies('app')).toBeNull();
  });

  it('throws the typed problem on anything else', async () => {
    stubFetch({
      'GET /api/v2/companies': () => ({ status: 403, body: { statusCode: 403, message: 'plan' } }),
    });
    await expect(suggestCompanies('app')).rejects.toBeInstanceOf(ApiError);
  });
});
