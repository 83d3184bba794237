import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import type { Db } from '../store/db';
import { findCompaniesByTicker, listCompanies } from '../store/companies-repo';
import { openCompanyCatalog } from '../enrich/companies/company-catalog';
import { SEED_RECORDS } from './company-record';
import type { CompanyRecord } from '../model/company-record';
import { listingOnly, type ImportedCompany } from './imported-company';
import { importCompanies } from './import-companies';
import { parseSecCompanyTickers } from './parse-sec';
import { referenceDataDir } from './testing/reference-data';
import { syncSeedCompanies } from './seed-sync';

const row = (over: Partial<ImportedCompany>): ImportedCompany => ({
  ...listingOnly({ name: 'Zentrix Motors Inc', ticker: 'ZMO', exchange: 'NYSE', mic: 'XNYS', cik: 990_001 }),
  ...over,
});

const SEC_FILE = path.join(referenceDataDir(), 'sec', 'company_tickers_exchange.json');

describe.each(ENGINES)('company reference store [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine, 3);
  });
  afterAll(async () => db?.close());

  it.skipIf(skip)('holds the bundled seed after the first sync, and writes it once', async () => {
    expect(await syncSeedCompanies(db)).toBe(true);
    expect(await syncSeedCompanies(db)).toBe(false);
    expect(await listCompanies(db)).toEqual([...SEED_RECORDS].sort((a, b) => a.companyId - b.companyId));
  });

  it.skipIf(skip)(
    'adds to a seed company what an import knows, creates the rest, and repeats idempotently',
    async () => {
      const toyota = row({ name: 'TOYOTA MOTOR CORP/', ticker: 'TM', cik: 1094517 });
      const fresh = row({ otherTickers: ['ZMO.B'], aliases: ['Zentrix'] });
      expect(await importCompanies(db, 'sec', [toyota, fresh])).toEqual({
        created: 1,
        updated: 1,
        unchanged: 0,
      });
      expect(await importCompanies(db, 'sec', [toyota, fresh])).toEqual({
        created: 0,
        updated: 0,
        unchanged: 2,
      });
      const [seedToyota] = await findCompaniesByTicker(db, 'tm');
      const bundled = SEED_RECORDS.find((c) => c.companyId === seedToyota?.companyId);
      expect(seedToyota).toMatchObject({
        source: 'seed',
        name: bundled?.name,
        isin: bundled?.isin,
        cik: 1094517,
      });
      expect(seedToyota?.otherListings).toContainEqual({
        ticker: 'TM',
        exchangeCode: 'XNYS',
        exchangeCountry: 'US',
      });
      const [zentrix] = await findCompaniesByTicker(db, 'ZMO-B');
      expect(zentrix).toMatchObject({
        source: 'sec',
        name: 'Zentrix Motors Inc',
        aliases: ['Zentrix'],
        exchange: 'NYSE',
      });
      expect(zentrix?.companyId).toBeGreaterThanOrEqual(1_000_000);
    },
  );

  it.skipIf(skip)('updates an earlier import from a later file, keeping its id', async () => {
    const [before] = await findCompaniesByTicker(db, 'ZMO');
    const counts = await importCompanies(db, 'csv', [
      row({ isin: 'US0378331005', sector: 'Consumer Discretionary', country: 'US' }),
    ]);
    expect(counts).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [after] = await findCompaniesByTicker(db, 'ZMO');
    expect(after).toMatchObject({
      companyId: before?.companyId,
      source: 'csv',
      isin: 'US0378331005',
      country: 'US',
    });
  });

  it.skipIf(skip)(
    'applies a seed update, keeps what imports added to seed rows, drops seed rows gone',
    async () => {
      const renamed: CompanyRecord[] = SEED_RECORDS.filter((c) => c.companyId !== 2).map((c) =>
        c.ticker === '7203' ? { ...c, name: 'Toyota Motor Corp. (renamed)' } : c,
      );
      expect(await syncSeedCompanies(db, renamed)).toBe(true);
      const all = await listCompanies(db);
      expect(all.some((c) => c.companyId === 2)).toBe(false);
      const toyota = all.find((c) => c.ticker === '7203');
      expect(toyota).toMatchObject({ name: 'Toyota Motor Corp. (renamed)', cik: 1094517 });
      expect(toyota?.otherListings.map((l) => l.ticker)).toContain('TM');
      expect(all.some((c) => c.source === 'csv' && c.ticker === 'ZMO')).toBe(true);
      await syncSeedCompanies(db);
    },
  );

  it.skipIf(skip)('keeps a former listing marked, and its catalog finds it by name only', async () => {
    const [shire] = await findCompaniesByTicker(db, 'SHP');
    expect(shire).toMatchObject({ name: 'Shire plc', source: 'seed', listed: false });
    const [imported] = await findCompaniesByTicker(db, 'ZMO');
    expect(imported?.listed).toBe(true);
    const catalog = await openCompanyCatalog(db);
    expect(
      catalog
        .match('Shire agrees Baxalta deal')
        .map((c) => c.ticker)
        .sort(),
    ).toEqual(['BXLT', 'SHP']);
    expect(catalog.match('$SHP jumps on bid talk')).toEqual([]);
  });

  it.skipIf(skip)('gives the catalog the imported companies after a reload', async () => {
    const catalog = await openCompanyCatalog(db);
    expect(catalog.match('Zentrix Motors recalls cars').map((c) => c.ticker)).toEqual(['ZMO']);
    await importCompanies(db, 'sec', [row({ name: 'Quorvane Robotics Corp', ticker: 'QRVN', cik: 990_002 })]);
    expect(catalog.match('Quorvane Robotics wins order')).toEqual([]);
    await catalog.reload();
    expect(catalog.match('Quorvane Robotics wins order').map((c) => c.ticker)).toEqual(['QRVN']);
    expect(catalog.companies().length).toBe(SEED_RECORDS.length + 2);
  });

  it.skipIf(skip)("notices another writer's import when it refreshes, and only then reloads", async () => {
    const catalog = await openCompanyCatalog(db);
    const velmora = row({ name: 'Velmora Shipping Ltd', ticker: 'VLMR', cik: 990_003 });
    expect(await catalog.refresh()).toBe(false);
    await importCompanies(db, 'csv', [velmora]);
    expect(catalog.match('Velmora Shipping orders ten tankers')).toEqual([]);
    expect(await catalog.refresh()).toBe(true);
    expect(catalog.match('Velmora Shipping orders ten tankers').map((c) => c.ticker)).toEqual(['VLMR']);
    expect(await importCompanies(db, 'csv', [velmora])).toMatchObject({ unchanged: 1 });
    expect(await catalog.refresh()).toBe(false);
    catalog.close();
  });

  it.skipIf(skip || !existsSync(SEC_FILE))(
    'imports the shared SEC file, then finds nothing new in it',
    async () => {
      const { companies } = parseSecCompanyTickers(readFileSync(SEC_FILE, 'utf8'));
      const first = await importCompanies(db, 'sec', companies);
      expect(first.created).toBeGreaterThan(4_000);
      expect(first.updated).toBeGreaterThan(100);
      expect(await importCompanies(db, 'sec', companies)).toEqual({
        created: 0,
        updated: 0,
        unchanged: companies.length,
      });
      const [nvidia] = await findCompaniesByTicker(db, 'NVDA');
      expect(nvidia).toMatchObject({ source: 'seed', cik: 1045810 });
    },
  );
});
