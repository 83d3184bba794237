import { describe, expect, it } from 'vitest';
import { Company } from '../../contract';
import { SEED_COMPANIES, seedCompanyById } from './seed-companies';
import { formatConfidence } from '../../contract';
import { toWireCompany } from './to-company';

describe('formatConfidence', () => {
  it.each([
    [0.95, '0.95'],
    [1, '1'],
    [0, '0'],
    [0.123456, '0.1235'],
    [0.00004, '0'],
    [0.99996, '1'],
    [1.2, '1'],
    [-0.1, '0'],
  ])('%d → %s', (value, text) => expect(formatConfidence(value)).toBe(text));

  it('rejects NaN', () => expect(() => formatConfidence(Number.NaN)).toThrow(RangeError));
});

describe('toWireCompany', () => {
  it('produces a valid wire Company for every seed company', () => {
    for (const c of SEED_COMPANIES)
      expect(Company.safeParse(toWireCompany(c, 0.9)).success, c.ticker).toBe(true);
  });

  it('carries every spec field', () => {
    const apple = seedCompanyById(1);
    if (apple === undefined) throw new Error('Apple missing from the seed');
    expect(toWireCompany(apple, 0.97)).toEqual({
      companyId: 1,
      confidence: '0.97',
      country: 'US',
      exchange: 'NASDAQ',
      industry: 'Technology Hardware, Storage & Peripherals',
      name: 'Apple Inc.',
      sector: 'Information Technology',
      ticker: 'AAPL',
      isin: 'US0378331005',
      openfigi: 'BBG000B9XRY4',
      primaryListing: { ticker: 'AAPL', exchangeCode: 'XNAS', exchangeCountry: 'US' },
      isins: ['US0378331005'],
      otherListings: [{ ticker: 'APC', exchangeCode: 'XETR', exchangeCountry: 'DE' }],
    });
  });

  it('does not share arrays with the seed', () => {
    const seed = seedCompanyById(5);
    if (seed === undefined) throw new Error('Alphabet missing from the seed');
    const wire = toWireCompany(seed, 0.9);
    wire.isins?.push('X');
    expect(seed.isins).not.toContain('X');
  });

  it('sends what an import did not provide as empty strings and leaves out an unknown listing', () => {
    const wire = toWireCompany(
      {
        companyId: 1_000_001,
        name: 'Example Holdings Inc',
        ticker: 'EXH',
        exchange: null,
        country: null,
        sector: null,
        industry: null,
        isin: null,
        isins: [],
        openfigi: null,
        primaryListing: null,
        otherListings: [],
      },
      0.8,
    );
    expect(Company.safeParse(wire).success).toBe(true);
    expect(wire).toMatchObject({
      exchange: '',
      country: '',
      sector: '',
      industry: '',
      isin: '',
      openfigi: '',
    });
    expect('primaryListing' in wire).toBe(false);
  });
});
