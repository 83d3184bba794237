import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportedCompany } from './imported-company';
import { parseSecCompanyTickers } from './parse-sec';
import { referenceDataDir } from './testing/reference-data';
import { announceSkip } from '../testing/skips';

const file = (data: unknown[][], fields = ['cik', 'name', 'ticker', 'exchange']): string =>
  JSON.stringify({ fields, data });

describe('parseSecCompanyTickers', () => {
  it('makes one company per CIK: first ticker primary, later lines on the same venue as further tickers', () => {
    const { companies, skipped } = parseSecCompanyTickers(
      file([
        [1652044, 'Alphabet Inc.', 'GOOGL', 'Nasdaq'],
        [1067983, 'BERKSHIRE HATHAWAY INC', 'BRK-B', 'NYSE'],
        [1652044, 'Alphabet Inc.', 'GOOG', 'Nasdaq'],
        [1067983, 'BERKSHIRE HATHAWAY INC', 'BRK-A', 'NYSE'],
      ]),
    );
    expect(skipped).toEqual({});
    expect(companies.map((c) => [c.ticker, c.exchange, c.mic, c.otherTickers, c.cik])).toEqual([
      ['GOOGL', 'NASDAQ', 'XNAS', ['GOOG'], 1652044],
      ['BRK.B', 'NYSE', 'XNYS', ['BRK.A'], 1067983],
    ]);
  });

  it('drops registry decorations from names and knows nothing it was not told', () => {
    const [bofa] = parseSecCompanyTickers(
      file([[70858, 'BANK OF AMERICA CORP /DE/', 'BAC', 'NYSE']]),
    ).companies;
    expect(bofa).toMatchObject({ name: 'BANK OF AMERICA CORP', country: null, isin: null, sector: null });
  });

  it('counts rows off the covered exchanges, incomplete rows and lines on a second exchange as skipped', () => {
    const { companies, skipped } = parseSecCompanyTickers(
      file([
        [1, 'Otc Co', 'OTCX', 'OTC'],
        [2, 'Cboe Co', 'CBX', 'CBOE'],
        [3, 'Unlisted Co', 'UNL', null],
        [0, 'No Cik', 'NOC', 'NYSE'],
        [4, '', 'NON', 'NYSE'],
        [5, 'Two Venues Inc', 'TWO', 'NYSE'],
        [5, 'Two Venues Inc', 'TWOX', 'Nasdaq'],
      ]),
    );
    expect(companies.map((c) => c.ticker)).toEqual(['TWO']);
    expect(skipped).toEqual({
      'exchange OTC not covered': 1,
      'exchange CBOE not covered': 1,
      'exchange none not covered': 1,
      'incomplete row': 2,
      'further line on another exchange': 1,
    });
  });

  it('follows the field order the file declares', () => {
    const { companies } = parseSecCompanyTickers(
      file([['NYSE', 'KO', 21344, 'COCA COLA CO']], ['exchange', 'ticker', 'cik', 'name']),
    );
    expect(companies[0]).toMatchObject({ name: 'COCA COLA CO', ticker: 'KO', cik: 21344, exchange: 'NYSE' });
  });

  it.each([
    ['not the SEC shape', '{"0": {"cik_str": 1}}', /fields\/data/],
    ['a missing field', file([[1, 'X']], ['cik', 'name']), /missing fields ticker, exchange/],
  ])('refuses %s', (_, text, error) => expect(() => parseSecCompanyTickers(text)).toThrow(error));
});

const SEC_FILE = path.join(referenceDataDir(), 'sec', 'company_tickers_exchange.json');
if (!existsSync(SEC_FILE)) announceSkip('SEC import tests', `${SEC_FILE} is absent`);

describe.skipIf(!existsSync(SEC_FILE))('the shared SEC company_tickers_exchange.json', () => {
  const parsed = existsSync(SEC_FILE) ? parseSecCompanyTickers(readFileSync(SEC_FILE, 'utf8')) : null;
  const companies = parsed?.companies ?? [];

  it('yields thousands of valid Nasdaq and NYSE companies, one per CIK', () => {
    expect(companies.length).toBeGreaterThan(4_000);
    for (const c of companies) expect(ImportedCompany.safeParse(c).success, c.ticker).toBe(true);
    expect(new Set(companies.map((c) => c.cik)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.exchange))).toEqual(new Set(['NASDAQ', 'NYSE']));
  });

  it('finds the companies everyone knows under their tickers', () => {
    const byTicker = new Map(companies.map((c) => [c.ticker, c]));
    expect(byTicker.get('NVDA')?.cik).toBe(1045810);
    expect(byTicker.get('GOOGL')?.otherTickers).toContain('GOOG');
    expect(byTicker.get('JPM')?.exchange).toBe('NYSE');
  });
});
