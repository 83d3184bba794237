import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportedCompany } from './imported-company';
import { parseColumnMap, parseCsvCompanies } from './parse-csv-import';
import { referenceDataDir } from './testing/reference-data';
import { announceSkip } from '../testing/skips';

describe('parseColumnMap', () => {
  it('reads field=Column pairs, columns with spaces included', () => {
    expect(parseColumnMap('name=Security, ticker=Symbol,sector=GICS Sector')).toEqual({
      name: 'Security',
      ticker: 'Symbol',
      sector: 'GICS Sector',
    });
  });

  it.each([
    ['an unknown field', 'name=A,ticker=B,colour=C', /unknown field 'colour'/],
    ['a pair without =', 'name=A,ticker', /not field=Column/],
    ['no ticker', 'name=A', /needs name and ticker/],
  ])('refuses %s', (_, spec, error) => expect(() => parseColumnMap(spec)).toThrow(error));
});

const CSV = [
  'Company,Symbol,Market,ISIN,Country,Sector,Also known as,Kind',
  'Apple Inc.,AAPL,NASDAQ,US0378331005,US,Information Technology,"Apple;Apple Computer",Stock',
  'Bad Isin Plc,BAD,LSE,GB0000000001,United Kingdom,,,Stock',
  'Far Away Ltd,FAR,ASX,,AU,,,Stock',
  ',NONAME,NYSE,,,,,Stock',
  'Apple Inc.,AAPL,NASDAQ,,,,,Stock',
  'Some Fund,FND,NYSE,,,,,ETF',
].join('\n');

describe('parseCsvCompanies', () => {
  const map = parseColumnMap(
    'name=Company,ticker=Symbol,exchange=Market,isin=ISIN,country=Country,sector=Sector,aliases=Also known as',
  );

  it('maps columns onto fields and exchange names onto venues', () => {
    const { companies } = parseCsvCompanies(CSV, { map });
    expect(companies[0]).toEqual({
      name: 'Apple Inc.',
      ticker: 'AAPL',
      exchange: 'NASDAQ',
      mic: 'XNAS',
      otherTickers: [],
      aliases: ['Apple', 'Apple Computer'],
      country: 'US',
      sector: 'Information Technology',
      industry: null,
      isin: 'US0378331005',
      isins: [],
      openfigi: null,
      cik: null,
    });
  });

  it('skips rows without a name, on uncovered exchanges or repeated; drops malformed identifiers', () => {
    const { companies, skipped, dropped } = parseCsvCompanies(CSV, { map });
    expect(companies.map((c) => c.ticker)).toEqual(['AAPL', 'BAD', 'FND']);
    expect(companies[1]).toMatchObject({ isin: null, country: null, exchange: 'LONDON_STOCK_EXCHANGE' });
    expect(skipped).toEqual({ 'exchange ASX not covered': 1, 'no name or ticker': 1, 'duplicate ticker': 1 });
    expect(dropped).toEqual({ 'ISIN with a wrong check digit': 1, 'country not ISO 3166-1 alpha-2': 1 });
  });

  it('filters rows by a column value', () => {
    const { companies } = parseCsvCompanies(CSV, { map, where: { column: 'Kind', value: 'ETF' } });
    expect(companies.map((c) => c.ticker)).toEqual(['FND']);
  });

  it('puts every row of a file without an exchange column on the given exchange', () => {
    const { companies } = parseCsvCompanies('n,t\nToyota Motor,7203\n', {
      map: parseColumnMap('name=n,ticker=t'),
      exchange: 'TSE',
    });
    expect(companies[0]).toMatchObject({ exchange: 'TOKYO_STOCK_EXCHANGE', mic: 'XTKS' });
  });

  it.each([
    [
      'a mapped column the header lacks',
      { map: parseColumnMap('name=Company,ticker=Ticker') },
      /no column Ticker/,
    ],
    ['an exchange the service does not cover', { map, exchange: 'ASX' }, /exchange 'ASX'/],
  ])('refuses %s', (_, options, error) => expect(() => parseCsvCompanies(CSV, options)).toThrow(error));
});

const DIR = referenceDataDir();
const SP500 = path.join(DIR, 'sp500', 'constituents.csv');
const TICKERS = path.join(DIR, 'free_ticker_database', 'tickers.csv');
for (const f of [SP500, TICKERS]) if (!existsSync(f)) announceSkip('CSV import tests', `${f} is absent`);

describe.skipIf(!existsSync(SP500))('the shared S&P 500 constituents CSV', () => {
  it('imports every constituent with its GICS sector, industry and CIK', () => {
    const { companies, skipped } = parseCsvCompanies(readFileSync(SP500, 'utf8'), {
      map: parseColumnMap(
        'name=Security,ticker=Symbol,sector=GICS Sector,industry=GICS Sub-Industry,cik=CIK',
      ),
    });
    expect(skipped).toEqual({});
    expect(companies.length).toBeGreaterThan(490);
    expect(companies.find((c) => c.ticker === 'MMM')).toMatchObject({
      sector: 'Industrials',
      cik: 66740,
      exchange: null,
    });
  });
});

describe.skipIf(!existsSync(TICKERS))('the shared free-ticker-database tickers.csv', () => {
  it('imports the stocks of the covered exchanges with their ISINs and aliases', () => {
    const { companies, skipped } = parseCsvCompanies(readFileSync(TICKERS, 'utf8'), {
      map: parseColumnMap(
        'name=name,ticker=ticker,exchange=exchange,country=country_code,isin=isin,aliases=aliases',
      ),
      where: { column: 'asset_type', value: 'Stock' },
    });
    expect(companies.length).toBeGreaterThan(20_000);
    expect(Object.keys(skipped).some((reason) => reason.includes('OTC not covered'))).toBe(true);
    for (const c of companies.slice(0, 2_000))
      expect(ImportedCompany.safeParse(c).success, c.ticker).toBe(true);
    const pingAn = companies.find((c) => c.exchange === 'SHENZHEN_STOCK_EXCHANGE' && c.ticker === '000001');
    expect(pingAn).toMatchObject({ isin: 'CNE000000040', country: 'CN', mic: 'XSHE' });
    expect(pingAn?.aliases).toContain('ping an bank');
  });
});
