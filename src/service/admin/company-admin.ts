/**
 * @module The CLI's way to the company reference store: the running service's admin API when it holds the
 * embedded store (PGlite allows one process per data directory; the service also re-tags with the new set
 * at once), else the store itself.
 */
import { adminClient } from './admin-client';
import { runningServiceAdmin } from '../system/data-dir';
import type { ServiceConfig } from '../config/env';
import type { Db } from '../store/db';
import { findCompaniesByTicker, listCompanies } from '../store/companies-repo';
import { migrate } from '../store/migrate';
import { openDb } from '../store/open-db';
import { createCompanyDirectory } from '../companies/company-directory';
import type { CompanyRecord } from '../model/company-record';
import { importCompanies } from '../companies/import-companies';
import type { ImportedCompany } from '../companies/imported-company';
import type { ImportCounts, ImportSource } from '../companies/plan-import';
import { syncSeedCompanies } from '../companies/seed-sync';

export interface CompanyList {
  total: number;
  companies: CompanyRecord[];
}

export interface CompanyAdmin {
  readonly via: string;
  list(q: string, limit: number): Promise<CompanyList>;
  show(ticker: string): Promise<CompanyRecord[]>;
  importBatch(source: ImportSource, companies: readonly ImportedCompany[]): Promise<ImportCounts>;
  close(): Promise<void>;
}

export function directCompanyAdmin(db: Db, closeDb = true): CompanyAdmin {
  return {
    via: `the ${db.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} store`,
    async list(q, limit) {
      const found = createCompanyDirectory(await listCompanies(db)).search(q);
      return { total: found.length, companies: found.slice(0, limit) };
    },
    show: (ticker) => findCompaniesByTicker(db, ticker),
    importBatch: (source, companies) => importCompanies(db, source, companies),
    close: async () => {
      if (closeDb) await db.close();
    },
  };
}

export function httpCompanyAdmin(baseUrl: string, token: string): CompanyAdmin {
  const admin = adminClient(baseUrl, token);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await admin<T>(method, path, body)).body;
  return {
    via: `the running service at ${baseUrl}`,
    list: (q, limit) =>
      call<CompanyList>(
        'GET',
        `/admin/companies?${new URLSearchParams({ q, limit: String(limit) }).toString()}`,
      ),
    show: async (ticker) =>
      (
        await call<{ companies: CompanyRecord[] }>(
          'GET',
          `/admin/companies/by-ticker/${encodeURIComponent(ticker)}`,
        )
      ).companies,
    importBatch: async (source, companies) =>
      (await call<{ counts: ImportCounts }>('POST', '/admin/companies/import', { source, companies })).counts,
    close: async () => undefined,
  };
}

export async function openCompanyAdmin(config: ServiceConfig): Promise<CompanyAdmin> {
  const running = runningServiceAdmin(config);
  if (running) return httpCompanyAdmin(running.url, running.token);
  const db = await openDb(config);
  await migrate(db);
  await syncSeedCompanies(db);
  return directCompanyAdmin(db);
}

/** Sends `companies` in batches, adding up the counts; `onBatch` hears how many are done. */
export async function importAll(
  admin: CompanyAdmin,
  source: ImportSource,
  companies: readonly ImportedCompany[],
  options: { batchSize: number; onBatch?: (done: number) => void },
): Promise<ImportCounts> {
  const total: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < companies.length; i += options.batchSize) {
    const counts = await admin.importBatch(source, companies.slice(i, i + options.batchSize));
    total.created += counts.created;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
    options.onBatch?.(Math.min(companies.length, i + options.batchSize));
  }
  return total;
}
