import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../contract';
import { groupTickers } from './ticker-groups';

function company(companyId: number, name: string, ticker: string, others: string[] = []): Company {
  return {
    companyId,
    confidence: '0.9',
    country: 'US',
    exchange: 'NASDAQ',
    industry: '',
    name,
    sector: '',
    ticker,
    isin: '',
    openfigi: '',
    otherListings: others.map((t) => ({ ticker: t, exchangeCode: 'XETR', exchangeCountry: 'DE' })),
  };
}

const apple = company(1, 'Apple Inc.', 'AAPL', ['APC']);
const nvidia = company(2, 'NVIDIA Corporation', 'NVDA', ['NVD']);

describe('groupTickers', () => {
  it("with the service's top companies: one row each, counted once, with the facet tickers that are its listings", () => {
    const groups = groupTickers(
      [
        { value: 'AAPL', count: 40 },
        { value: 'APC', count: 41 },
        { value: 'NVDA', count: 12 },
      ],
      [apple],
      [
        { ticker: 'AAPL', name: 'Apple Inc.', count: 40 },
        { ticker: 'NVDA', name: 'NVIDIA Corporation', count: 12 },
      ],
    );
    expect(groups).toEqual([
      { value: 'AAPL', tickers: ['AAPL', 'APC'], name: 'Apple Inc.', count: 40 },
      { value: 'NVDA', tickers: ['NVDA'], name: 'NVIDIA Corporation', count: 12 },
    ]);
  });

  it('makes one row of a company and its listings, counted once (the main ticker)', () => {
    const groups = groupTickers(
      [
        { value: 'AAPL', count: 40 },
        { value: 'APC', count: 40 },
        { value: 'NVDA', count: 12 },
      ],
      [apple, nvidia],
      null,
    );
    expect(groups).toEqual([
      { value: 'AAPL', tickers: ['AAPL', 'APC'], name: 'Apple Inc.', count: 40 },
      { value: 'NVDA', tickers: ['NVDA'], name: 'NVIDIA Corporation', count: 12 },
    ]);
  });

  it('lists the main ticker first and takes its count even when a listing ranks higher', () => {
    // APC is also a former ticker of another company: its count can be higher than Apple's.
    const groups = groupTickers(
      [
        { value: 'APC', count: 50 },
        { value: 'AAPL', count: 40 },
      ],
      [apple],
      null,
    );
    expect(groups).toEqual([{ value: 'AAPL', tickers: ['AAPL', 'APC'], name: 'Apple Inc.', count: 40 }]);
  });

  it('keeps a ticker no known company lists as a row of its own', () => {
    expect(groupTickers([{ value: 'ZZZ', count: 3 }], [apple], null)).toEqual([
      { value: 'ZZZ', tickers: ['ZZZ'], name: null, count: 3 },
    ]);
  });

  it('filters on the main ticker when only a listing made the facet', () => {
    expect(groupTickers([{ value: 'APC', count: 7 }], [apple], null)).toEqual([
      { value: 'AAPL', tickers: ['APC'], name: 'Apple Inc.', count: 7 },
    ]);
  });
});
