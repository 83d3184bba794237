/** @module Contract-valid companies for the tests of every side (service, dashboard): the same Apple everywhere. */
import type { Company } from '../company';

export const APPLE: Company = {
  companyId: 1,
  confidence: '0.97',
  country: 'US',
  exchange: 'NASDAQ',
  industry: 'Consumer Electronics',
  name: 'Apple Inc.',
  sector: 'Technology',
  ticker: 'AAPL',
  isin: 'US0378331005',
  openfigi: 'BBG000B9XRY4',
  primaryListing: { ticker: 'AAPL', exchangeCode: 'XNAS', exchangeCountry: 'US' },
  isins: ['US0378331005'],
  otherListings: [{ ticker: 'APC', exchangeCode: 'XETR', exchangeCountry: 'DE' }],
};

export const NVIDIA: Company = {
  companyId: 2,
  confidence: '0.93',
  country: 'US',
  exchange: 'NASDAQ',
  industry: 'Semiconductors',
  name: 'NVIDIA Corporation',
  sector: 'Technology',
  ticker: 'NVDA',
  isin: 'US67066G1040',
  openfigi: 'BBG000BBJQV0',
};

export const SAP: Company = {
  companyId: 3,
  confidence: '0.9',
  country: 'DE',
  exchange: 'FRANKFURT_STOCK_EXCHANGE',
  industry: 'Software',
  name: 'SAP SE',
  sector: 'Technology',
  ticker: 'SAP',
  isin: 'DE0007164600',
  openfigi: 'BBG000BG7DY8',
};
