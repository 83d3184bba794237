import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../model/company-record';
import type { CompanyWireMap } from '../companies/to-company';
import { toWireCompany } from '../companies/to-company';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import {
  addToSeedCompanies,
  listCompanies,
  replaceSeedCompanies,
  saveImportedCompanies,
} from './companies-repo';
import type { CompanyColumnMap } from './company-columns';
import type { Db } from './db';

const listing = (ticker: string, exchangeCode: string, exchangeCountry: string) => ({
  ticker,
  exchangeCode,
  exchangeCountry,
});

/** A record with every field set, in the order the store gives a record's fields. */
const SEED: CompanyRecord = {
  companyId: 990_101,
  source: 'seed',
  name: 'Zentrix Motors Inc',
  aliases: ['Zentrix'],
  ticker: 'ZMO',
  exchange: 'NYSE',
  country: 'US',
  sector: 'Consumer Discretionary',
  industry: 'Automobiles',
  isin: 'US0000000001',
  isins: ['US0000000001', 'US0000000002'],
  openfigi: 'BBG000000001',
  primaryListing: listing('ZMO', 'XNYS', 'US'),
  otherListings: [listing('ZM1', 'XETR', 'DE')],
  cik: 990_101,
  listed: false,
};

describe.each(ENGINES)('the companies column map [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterAll(async () => db?.close());

  it.skipIf(skip)(
    'reads back every field of a seed and an imported company as written, in order',
    async () => {
      const imported: CompanyRecord = {
        ...SEED,
        companyId: 990_102,
        source: 'csv',
        ticker: 'ZMX',
        listed: true,
      };
      await replaceSeedCompanies(db, [SEED]);
      await saveImportedCompanies(db, [imported]);
      const stored = (await listCompanies(db)).filter((c) => c.companyId >= 990_101);
      expect(stored).toEqual([SEED, imported]);
      expect(JSON.stringify(stored)).toBe(JSON.stringify([SEED, imported]));
    },
  );

  it.skipIf(skip)(
    'gives an imported company without an id one, and keeps a seed row from an import',
    async () => {
      await saveImportedCompanies(db, [
        { ...SEED, companyId: null, source: 'sec', ticker: 'ZNEW' },
        { ...SEED, source: 'sec', name: 'Overwritten' },
      ]);
      const stored = await listCompanies(db);
      expect(stored.find((c) => c.companyId === SEED.companyId)).toEqual(SEED);
      const fresh = stored.find((c) => c.ticker === 'ZNEW');
      expect(fresh?.companyId).toEqual(expect.any(Number));
      expect(fresh).toEqual({ ...SEED, companyId: fresh?.companyId, source: 'sec', ticker: 'ZNEW' });
    },
  );

  it.skipIf(skip)(
    'keeps a CIK and listings an import added to a seed company across a seed update',
    async () => {
      await replaceSeedCompanies(db, [{ ...SEED, cik: null }]);
      await addToSeedCompanies(db, [
        { companyId: SEED.companyId, cik: null, listings: [listing('ZMO', 'XLON', 'GB')] },
      ]);
      await replaceSeedCompanies(db, [{ ...SEED, cik: null, name: 'Zentrix Motors Corp' }]);
      const seed = (await listCompanies(db)).find((c) => c.companyId === SEED.companyId);
      expect(seed).toEqual({
        ...SEED,
        name: 'Zentrix Motors Corp',
        otherListings: [...SEED.otherListings, listing('ZMO', 'XLON', 'GB')],
      });
    },
  );
});

describe('toWireCompany', () => {
  it("sends the record's wire fields in the contract's order", () => {
    expect(Object.keys(toWireCompany(SEED, 0.9))).toEqual([
      'companyId',
      'confidence',
      'country',
      'exchange',
      'industry',
      'name',
      'sector',
      'ticker',
      'isin',
      'openfigi',
      'primaryListing',
      'isins',
      'otherListings',
    ]);
  });
});

describe('the company maps name every record field (checked by tsc)', () => {
  it('refuses a column map or a wire map that leaves a field out', () => {
    const { listed: _listed, ...withoutListed } = {} as CompanyColumnMap;
    // @ts-expect-error a column map without `listed` does not compile
    const columns: CompanyColumnMap = withoutListed;
    const { cik: _cik, ...withoutCik } = {} as CompanyWireMap;
    // @ts-expect-error a wire map without `cik` does not compile
    const wire: CompanyWireMap = withoutCik;
    expect([columns, wire]).toHaveLength(2);
  });
});
