/**
 * @module Companies table: the bundled seed kept in step with the code, imported companies saved in bulk,
 * listing and look-up by ticker. Seed rows keep what imports added to them (CIK, listings) across updates.
 */
import type { Listing } from '../../contract';
import type { CompanyRecord } from '../model/company-record';
import {
  COMPANY_COLUMNS,
  toCompanyJsonRow,
  toCompanyRecord,
  upsertCompaniesSql,
  type CompanyRow,
  type CompanyToSave,
} from './company-columns';
import type { Queryable } from './db';

export async function listCompanies(db: Queryable): Promise<CompanyRecord[]> {
  const rows = await db.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies ORDER BY company_id`);
  return rows.map(toCompanyRecord);
}

/** Companies with `ticker` on any of their listings (case-insensitive; BRK-B finds BRK.B). */
export async function findCompaniesByTicker(db: Queryable, ticker: string): Promise<CompanyRecord[]> {
  const wanted = ticker.trim().toUpperCase().replace(/[-/]/g, '.');
  const rows = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c
      WHERE upper(c.ticker) = $1
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(
              (CASE WHEN c.primary_listing IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(c.primary_listing) END)
              || c.other_listings || c.added_listings) l
              WHERE upper(l->>'ticker') = $1)
      ORDER BY c.company_id`,
    [wanted],
  );
  return rows.map(toCompanyRecord);
}

/** Seed rows stay seed rows; a CIK an import added stays when the seed knows none. */
const SEED_UPSERT = upsertCompaniesSql({
  insert: { source: "'seed'" },
  update: { source: "'seed'", cik: 'COALESCE(EXCLUDED.cik, companies.cik)' },
});

/** A new imported company takes its id from the sequence; a seed row is never replaced by an import. */
const IMPORTED_UPSERT = upsertCompaniesSql({
  insert: { companyId: "COALESCE(r.company_id, nextval('companies_imported_id_seq')::integer)" },
  where: "companies.source <> 'seed'",
});

/**
 * Makes the seed rows equal to `seed` (inserted, updated, or deleted when gone from the seed); a CIK or
 * listings an import added to a seed company stay.
 */
export async function replaceSeedCompanies(db: Queryable, seed: readonly CompanyRecord[]): Promise<void> {
  await db.query(SEED_UPSERT, [JSON.stringify(seed.map(toCompanyJsonRow))]);
  await db.query(`DELETE FROM companies WHERE source = 'seed' AND NOT (company_id = ANY($1::integer[]))`, [
    seed.map((c) => c.companyId),
  ]);
}

/** Inserts imported companies (null id: a new one from the sequence) or replaces them; never a seed row. */
export async function saveImportedCompanies(
  db: Queryable,
  companies: readonly CompanyToSave[],
): Promise<void> {
  if (companies.length === 0) return;
  await db.query(IMPORTED_UPSERT, [JSON.stringify(companies.map(toCompanyJsonRow))]);
}

export interface SeedAddition {
  companyId: number;
  cik: number | null;
  listings: readonly Listing[];
}

/** Records what an import learnt about seed companies: a CIK where none is known, listings they lack. */
export async function addToSeedCompanies(db: Queryable, additions: readonly SeedAddition[]): Promise<void> {
  if (additions.length === 0) return;
  await db.query(
    `UPDATE companies c SET
       cik = COALESCE(c.cik, a.cik),
       added_listings = c.added_listings || COALESCE(a.listings, '[]'::jsonb),
       updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS a(company_id integer, cik bigint, listings jsonb)
      WHERE c.company_id = a.company_id AND c.source = 'seed'`,
    [JSON.stringify(additions.map((a) => ({ company_id: a.companyId, cik: a.cik, listings: a.listings })))],
  );
}
