import { describe, expect, it } from 'vitest';
import { EXCHANGES } from '../../contract';
import { seedRecord } from './company-record';
import { isValidIsin } from './isin';
import { MIC_COUNTRY, MIC_EXCHANGE } from './mic';
import { SECTORS, SEED_COMPANIES, parseRow, seedCompaniesByTicker, seedCompanyById } from './seed-companies';
import { FORMER_SECTIONS } from './seed-rows-former';

const count = (exchange: string): number => SEED_COMPANIES.filter((c) => c.exchange === exchange).length;

describe('SEED_COMPANIES', () => {
  it('holds about the 500 largest listed companies, with unique, small ids', () => {
    expect(SEED_COMPANIES.filter((c) => c.listed).length).toBeGreaterThanOrEqual(500);
    const ids = SEED_COMPANIES.map((c) => c.companyId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0 && id < 100_000).toBe(true);
  });

  it('spreads over the US, Europe, Asia and Canada', () => {
    for (const exchange of EXCHANGES.filter((e) => e !== 'NYSE_AMERICAN')) {
      expect(count(exchange), exchange).toBeGreaterThanOrEqual(8);
    }
    expect(count('NASDAQ') + count('NYSE')).toBeGreaterThanOrEqual(100);
  });

  it('uses only the wire exchange names, ISO country codes, GICS sectors and known MICs', () => {
    const sectors = new Set<string>(Object.values(SECTORS));
    for (const c of SEED_COMPANIES) {
      expect(EXCHANGES, c.ticker).toContain(c.exchange);
      expect(c.country, c.ticker).toMatch(/^[A-Z]{2}$/);
      expect(sectors.has(c.sector), c.ticker).toBe(true);
      expect(c.industry, c.ticker).not.toBe('');
      for (const l of [c.primaryListing, ...c.otherListings]) {
        expect(MIC_COUNTRY[l.exchangeCode], `${c.ticker} ${l.exchangeCode}`).toBe(l.exchangeCountry);
      }
    }
  });

  it('lists each company on its exchange: primary listing or another listing there', () => {
    for (const c of SEED_COMPANIES) {
      const venues = [c.primaryListing, ...c.otherListings].filter(
        (l) => MIC_EXCHANGE[l.exchangeCode] === c.exchange,
      );
      expect(
        venues.map((l) => l.ticker),
        c.name,
      ).toContain(c.ticker);
    }
  });

  it('gives every company a name, headline aliases and its own ISINs', () => {
    const owner = new Map<string, string>();
    for (const c of SEED_COMPANIES) {
      expect(c.name.length, c.ticker).toBeGreaterThan(1);
      expect(c.aliases.length, c.ticker).toBeGreaterThan(0);
      expect(c.isins[0]).toBe(c.isin);
      for (const isin of c.isins) {
        expect(owner.get(isin), `${isin} of ${c.name}`).toBeUndefined();
        owner.set(isin, c.name);
      }
    }
  });

  it('is unique per exchange and ticker', () => {
    const keys = SEED_COMPANIES.map((c) => `${c.exchange}:${c.ticker}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds companies by id and by ticker (a ticker may repeat across exchanges)', () => {
    expect(seedCompanyById(1)?.ticker).toBe('AAPL');
    expect(
      seedCompaniesByTicker('san')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Banco Santander, S.A.', 'Sanofi']);
  });
});

describe('former listings', () => {
  const former = SEED_COMPANIES.filter((c) => !c.listed);
  const rows = FORMER_SECTIONS.flatMap((section) =>
    section.rows
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );

  it('parses every former row, and only those, as a former listing', () => {
    expect(former.length).toBe(rows.length);
    expect(former.length).toBeGreaterThanOrEqual(150);
    for (const section of FORMER_SECTIONS) expect(section.former).toBe(true);
  });

  it('appends ids after every listed company, never reusing one', () => {
    const highestListed = Math.max(...SEED_COMPANIES.filter((c) => c.listed).map((c) => c.companyId));
    for (const c of former) expect(c.companyId, c.name).toBeGreaterThan(highestListed);
  });

  it('gives each an ISIN with a valid check digit, owned by no other seed company', () => {
    const listedIsins = new Set(SEED_COMPANIES.filter((c) => c.listed).flatMap((c) => c.isins));
    for (const c of former) {
      for (const isin of c.isins) {
        expect(isValidIsin(isin), `${c.name} ${isin}`).toBe(true);
        expect(listedIsins.has(isin), `${c.name} ${isin}`).toBe(false);
      }
    }
  });

  it('keeps a ticker unique on its exchange across listed and former companies', () => {
    const listedKeys = new Set(
      SEED_COMPANIES.filter((c) => c.listed).map((c) => `${c.exchange}:${c.ticker}`),
    );
    for (const c of former) expect(listedKeys.has(`${c.exchange}:${c.ticker}`), c.name).toBe(false);
  });

  it('finds a listed company first by a ticker a former one also had', () => {
    expect(seedCompaniesByTicker('LIN').map((c) => [c.name, c.listed])).toEqual([
      ['Linde plc', true],
      ['Linde AG', false],
    ]);
  });

  it('carries the mark into the store record', () => {
    const shire = former.find((c) => c.ticker === 'SHP');
    expect(shire && seedRecord(shire)).toMatchObject({ name: 'Shire plc', listed: false, source: 'seed' });
    const apple = seedCompanyById(1);
    expect(apple && seedRecord(apple).listed).toBe(true);
  });
});

describe('parseRow', () => {
  const section = { exchange: 'NYSE', mic: 'XNYS', rows: '' } as const;

  it('reads a full row', () => {
    const c = parseRow(
      '7 | ABC | Abc Corp | Abc;ABC Co | US | IT | Software | US0378331005 | BBG000B9XRY4 | 9999@XTKS | ABC@XNYS | US5949181045',
      section,
    );
    expect(c.primaryListing).toEqual({ ticker: '9999', exchangeCode: 'XTKS', exchangeCountry: 'JP' });
    expect(c.otherListings).toEqual([{ ticker: 'ABC', exchangeCode: 'XNYS', exchangeCountry: 'US' }]);
    expect(c.isins).toEqual(['US0378331005', 'US5949181045']);
    expect(c.aliases).toEqual(['Abc', 'ABC Co']);
    expect(c.listed).toBe(true);
  });

  it('marks the rows of a former section', () => {
    expect(
      parseRow('9 | OLD | Old Corp | Old Corp | US | IT | Software | US0378331005', {
        ...section,
        former: true,
      }).listed,
    ).toBe(false);
  });

  it('defaults the trailing columns', () => {
    const c = parseRow('8 | XYZ | Xyz Inc. | Xyz | US | FIN | Banks | US0378331005', section);
    expect(c.openfigi).toBeNull();
    expect(c.primaryListing).toEqual({ ticker: 'XYZ', exchangeCode: 'XNYS', exchangeCountry: 'US' });
    expect(c.otherListings).toEqual([]);
  });

  it.each([
    ['too few columns', '1 | A | B'],
    ['an unknown sector code', '1 | A | B | C | US | XX | D | US0378331005'],
    ['an unknown MIC', '1 | A | B | C | US | IT | D | US0378331005 | - | A@XXXX'],
  ])('rejects %s', (_, row) => expect(() => parseRow(row, section)).toThrow());
});
