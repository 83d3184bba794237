import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySuggestResponse } from '../../contract';
import { loadConfig } from '../config/env';
import type { RunningService } from '../start-service';
import { startEmbeddedService, type EmbeddedService } from '../testing/embedded-service';
import { apiClient } from '../testing/http-client';
import { isPostgresReachable, openIsolatedPostgres } from '../testing/test-service';
import { importAll, openCompanyAdmin, type CompanyAdmin } from './company-admin';
import { listingOnly, type ImportedCompany } from '../companies/imported-company';
import { parseSecCompanyTickers } from '../companies/parse-sec';
import { referenceDataDir } from '../companies/testing/reference-data';

const quorvane: ImportedCompany = {
  ...listingOnly({
    name: 'Quorvane Robotics Corp',
    ticker: 'QRVN',
    exchange: 'NASDAQ',
    mic: 'XNAS',
    cik: 990_101,
  }),
  country: 'US',
  sector: 'Industrials',
};

const postgresUp = await isPostgresReachable();

/** Import, list, show: what every path to the store must do alike. */
async function exercise(admin: CompanyAdmin): Promise<void> {
  expect(await admin.importBatch('csv', [quorvane])).toEqual({ created: 1, updated: 0, unchanged: 0 });
  expect(await admin.importBatch('csv', [quorvane])).toEqual({ created: 0, updated: 0, unchanged: 1 });
  const listed = await admin.list('quorv', 10);
  expect(listed.companies.map((c) => c.ticker)).toEqual(['QRVN']);
  expect((await admin.list('', 5)).total).toBeGreaterThan(300);
  expect((await admin.show('qrvn'))[0]).toMatchObject({
    name: 'Quorvane Robotics Corp',
    source: 'csv',
    sector: 'Industrials',
  });
  expect(await admin.show('NOPE')).toEqual([]);
}

describe('companies CLI while a service holds the embedded store', () => {
  let dataDir: string;
  let service: RunningService;
  let embedded: EmbeddedService;
  beforeAll(async () => {
    embedded = await startEmbeddedService('companies');
    ({ dataDir, service } = embedded);
  });
  afterAll(async () => {
    await embedded.close();
  });

  it('imports, lists and shows through the admin API; the suggest endpoint sees the import at once', async () => {
    const admin = await openCompanyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    expect(admin.via).toBe(`the running service at ${service.url}`);
    await exercise(admin);
    const suggest = await apiClient(service.url, service.localKey).get<CompanySuggestResponse>(
      '/v2/companies',
      {
        q: 'quorvane',
      },
    );
    expect(suggest.body.companies).toEqual([
      {
        companyId: expect.any(Number),
        name: 'Quorvane Robotics Corp',
        ticker: 'QRVN',
        exchange: 'NASDAQ',
        country: 'US',
      },
    ]);
  });

  it('refuses an invalid batch and a request without the admin token', async () => {
    const admin = await openCompanyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    await expect(admin.importBatch('csv', [{ ...quorvane, isin: 'US0000000000' }])).rejects.toThrow(
      /service answered 400.*check digit/,
    );
    const res = await fetch(`${service.url}/admin/companies`, { headers: { authorization: 'Bearer wrong' } });
    expect(res.status).toBe(401);
  });

  const SEC_FILE = path.join(referenceDataDir(), 'sec', 'company_tickers_exchange.json');
  it.skipIf(!existsSync(SEC_FILE))('imports the shared SEC file in batches', async () => {
    const admin = await openCompanyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    const { companies } = parseSecCompanyTickers(readFileSync(SEC_FILE, 'utf8'));
    const done: number[] = [];
    const counts = await importAll(admin, 'sec', companies, {
      batchSize: 2_500,
      onBatch: (n) => done.push(n),
    });
    expect(done).toEqual([2_500, 5_000, companies.length]);
    expect(counts.created + counts.updated + counts.unchanged).toBe(companies.length);
    expect((await admin.show('PLTR'))[0]?.cik).toBe(1321655);
  });
});

describe('companies CLI with no service running', () => {
  it('opens the embedded store itself', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-companies-'));
    const admin = await openCompanyAdmin(loadConfig({ NEWSROOM_DATA_DIR: dataDir }));
    try {
      expect(admin.via).toBe('the embedded store');
      await exercise(admin);
    } finally {
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUp)('opens a PostgreSQL store itself', async () => {
    const isolated = await openIsolatedPostgres();
    const admin = await openCompanyAdmin(loadConfig({ DATABASE_URL: isolated.url }));
    try {
      expect(admin.via).toBe('the PostgreSQL store');
      await exercise(admin);
    } finally {
      await admin.close();
      await isolated.drop();
    }
  });
});
