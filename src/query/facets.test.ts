import { describe, expect, it } from 'vitest';
import type { Company } from '../contract';
import { companyFacets } from './facets';

const company = (overrides: Partial<Company>): Company => ({
  companyId: 1,
  confidence: '0.9',
  country: 'US',
  exchange: 'NASDAQ',
  industry: '',
  name: 'Apple Inc.',
  sector: '',
  ticker: 'AAPL',
  isin: 'US0378331005',
  openfigi: 'BBG000B9XRY4',
  ...overrides,
});

describe('companyFacets', () => {
  it('collects upper-case, de-duplicated tickers, exchanges, ISINs and FIGIs', () => {
    const facets = companyFacets([
      company({
        ticker: 'aapl',
        primaryListing: { ticker: 'AAPL', exchangeCode: 'XNAS', exchangeCountry: 'US' },
        otherListings: [{ ticker: 'apc', exchangeCode: 'XFRA', exchangeCountry: 'DE' }],
        isins: ['us0378331005', 'DE000A0JQ5U3'],
      }),
      company({
        companyId: 2,
        ticker: 'NVDA',
        exchange: 'nasdaq',
        isin: 'US67066G1040',
        openfigi: 'bbg000bbjqv0',
      }),
    ]);
    expect(facets).toEqual({
      tickers: ['AAPL', 'APC', 'NVDA'],
      exchanges: ['NASDAQ'],
      isins: ['US0378331005', 'DE000A0JQ5U3', 'US67066G1040'],
      figis: ['BBG000B9XRY4', 'BBG000BBJQV0'],
    });
  });

  it('ignores empty values and handles no companies', () => {
    expect(companyFacets([company({ ticker: ' ', isin: '', openfigi: '', exchange: '' })])).toEqual({
      tickers: [],
      exchanges: [],
      isins: [],
      figis: [],
    });
    expect(companyFacets([])).toEqual({ tickers: [], exchanges: [], isins: [], figis: [] });
  });
});
