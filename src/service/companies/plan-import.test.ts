import { describe, expect, it } from 'vitest';
import { seedRecord } from './company-record';
import type { CompanyRecord } from '../model/company-record';
import { listingOnly, type ImportedCompany } from './imported-company';
import { planImport } from './plan-import';
import { seedCompanyById, type SeedCompany } from './seed-companies';

function seedById(companyId: number): SeedCompany {
  const c = seedCompanyById(companyId);
  if (c === undefined) throw new Error(`no seed company ${companyId}`);
  return c;
}

const seedToyota: CompanyRecord = {
  companyId: 253,
  source: 'seed',
  name: 'Toyota Motor Corporation',
  aliases: ['Toyota'],
  ticker: '7203',
  exchange: 'TOKYO_STOCK_EXCHANGE',
  country: 'JP',
  sector: 'Consumer Discretionary',
  industry: 'Automobile Manufacturers',
  isin: 'JP3633400001',
  isins: ['JP3633400001'],
  openfigi: null,
  primaryListing: { ticker: '7203', exchangeCode: 'XTKS', exchangeCountry: 'JP' },
  otherListings: [],
  cik: null,
  listed: true,
};

const row = (over: Partial<ImportedCompany>): ImportedCompany => ({
  ...listingOnly({ name: 'Example Corp', ticker: 'EXM', exchange: 'NYSE', mic: 'XNYS', cik: null }),
  ...over,
});

const imported = (over: Partial<CompanyRecord>): CompanyRecord => ({
  ...seedToyota,
  companyId: 1_000_000,
  source: 'sec',
  name: 'EXAMPLE CORP',
  aliases: [],
  ticker: 'EXM',
  exchange: 'NYSE',
  country: null,
  sector: null,
  industry: null,
  isin: null,
  isins: [],
  primaryListing: { ticker: 'EXM', exchangeCode: 'XNYS', exchangeCountry: 'US' },
  cik: 42,
  ...over,
});

describe('planImport', () => {
  it('creates a company nobody knows, with its listings', () => {
    const plan = planImport([seedToyota], [row({ otherTickers: ['EXM.A'], cik: 7 })], 'sec');
    expect(plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(plan.save).toEqual([
      expect.objectContaining({
        companyId: null,
        source: 'sec',
        cik: 7,
        primaryListing: { ticker: 'EXM', exchangeCode: 'XNYS', exchangeCountry: 'US' },
        otherListings: [{ ticker: 'EXM.A', exchangeCode: 'XNYS', exchangeCountry: 'US' }],
      }),
    ]);
  });

  it('never rewrites a seed company: it only adds the CIK and listings the seed lacked', () => {
    const plan = planImport(
      [seedToyota],
      [row({ name: 'TOYOTA MOTOR CORP', ticker: 'TM', cik: 1094517 })],
      'sec',
    );
    expect(plan.save).toEqual([]);
    expect(plan.seedAdditions).toEqual([
      {
        companyId: 253,
        cik: 1094517,
        listings: [{ ticker: 'TM', exchangeCode: 'XNYS', exchangeCountry: 'US' }],
      },
    ]);
    expect(plan.counts.updated).toBe(1);
    const again = planImport(
      [{ ...seedToyota, cik: 1094517, otherListings: plan.seedAdditions[0]?.listings ?? [] }],
      [row({ name: 'TOYOTA MOTOR CORP', ticker: 'TM', cik: 1094517 })],
      'sec',
    );
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it.each([
    { name: 'CIK', incoming: row({ name: 'Renamed Corp', ticker: 'RNM', cik: 42 }) },
    {
      name: 'ISIN',
      incoming: row({ ticker: 'OTHER', exchange: 'NASDAQ', mic: 'XNAS', isin: 'US0378331005' }),
    },
    { name: 'listing', incoming: row({ name: 'Something Else' }) },
  ])('updates an earlier import found by $name: new values win, lists merge', ({ incoming }) => {
    const known = imported({ isin: 'US0378331005', isins: ['US0378331005'], aliases: ['Ex'] });
    const plan = planImport([known], [{ ...incoming, aliases: ['Example'], sector: 'Industrials' }], 'csv');
    expect(plan.counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(plan.save[0]).toMatchObject({
      companyId: 1_000_000,
      source: 'csv',
      name: incoming.name,
      sector: 'Industrials',
      cik: 42,
      isin: 'US0378331005',
      aliases: ['Example', 'Ex'],
    });
  });

  it('leaves an earlier import alone when nothing is new', () => {
    const known = imported({});
    const plan = planImport([known], [row({ name: 'EXAMPLE CORP', cik: 42 })], 'sec');
    expect(plan).toEqual({ save: [], seedAdditions: [], counts: { created: 0, updated: 0, unchanged: 1 } });
  });

  it('keeps distinct companies that share a name apart (First Bancorp in Maine and in Puerto Rico)', () => {
    const plan = planImport(
      [],
      [
        row({ name: 'FIRST BANCORP /PR/', ticker: 'FBP', cik: 1057706 }),
        row({
          name: 'First Bancorp, Inc /ME/',
          ticker: 'FNLC',
          exchange: 'NASDAQ',
          mic: 'XNAS',
          cik: 765207,
        }),
      ],
      'sec',
    );
    expect(plan.counts.created).toBe(2);
  });

  it('joins a second line to a seed company it already grew in the same file', () => {
    const plan = planImport(
      [seedToyota],
      [
        row({ name: 'TOYOTA MOTOR CORP', ticker: 'TM', cik: 1094517 }),
        row({ name: 'Toyota Motor Corp', ticker: 'TM.PR', exchange: 'NASDAQ', mic: 'XNAS', cik: null }),
      ],
      'sec',
    );
    expect(plan.counts).toEqual({ created: 0, updated: 2, unchanged: 0 });
    expect(plan.seedAdditions[0]?.listings.map((l) => l.ticker)).toEqual(['TM', 'TM.PR']);
  });

  it('does not join a seed company by name when its CIK says otherwise', () => {
    const plan = planImport(
      [{ ...seedToyota, cik: 1094517 }],
      [row({ name: 'Toyota Motor Corp', ticker: 'TYX', cik: 99 })],
      'sec',
    );
    expect(plan.counts.created).toBe(1);
  });

  it('never joins a former listing by its old ticker or name, which may be another company now', () => {
    const monsanto = seedRecord(seedById(675));
    expect(monsanto).toMatchObject({ name: 'Monsanto Company', ticker: 'MON', listed: false });
    const plan = planImport(
      [monsanto],
      [
        row({ name: 'Monday Holdings Inc', ticker: 'MON', cik: 11 }),
        row({ name: 'Monsanto Company', ticker: 'MONS', cik: 12 }),
      ],
      'sec',
    );
    expect(plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(plan.save.map((c) => c.listed)).toEqual([true, true]);
  });

  it('joins a former listing by its ISIN', () => {
    const monsanto = seedRecord(seedById(675));
    const plan = planImport(
      [monsanto],
      [row({ name: 'MONSANTO CO', ticker: 'MON', isin: 'US61166W1018', cik: 13 })],
      'csv',
    );
    expect(plan.counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(plan.seedAdditions).toEqual([{ companyId: 675, cik: 13, listings: [] }]);
  });

  it('merges repeated rows of one file into one new company', () => {
    const plan = planImport(
      [],
      [row({ cik: 5 }), row({ cik: 5, ticker: 'EXM.B', isin: 'US0378331005' })],
      'csv',
    );
    expect(plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(plan.save).toHaveLength(1);
    expect(plan.save[0]?.isin).toBe('US0378331005');
    expect(plan.save[0]?.otherListings.map((l) => l.ticker)).toEqual(['EXM']);
  });
});
