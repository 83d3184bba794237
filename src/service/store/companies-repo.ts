/**
 * @module Companies table: the bundled seed kept in step with the code, imported companies saved in bulk,
 * listing and look-up by ticker. Seed rows keep what imports added to them (CIK, listings) across updates.
 */
import type { Exchange, Listing } from '../../contract';
import type { CompanyRecord, CompanySource } from '../model/company-record';
import type { Queryable } from './db';

interface CompanyRow {
  company_id: number;
  source: CompanySource;
  name: string;
  aliases: string[];
  ticker: string;
  exchange: string | null;
  country: string | null;
  sector: string | null;
  industry: string | null;
  isin: string | null;
  isins: string[];
  openfigi: string | null;
  primary_listing: Listing | null;
  other_listings: Listing[];
  added_listings: Listing[];
  cik: number | string | null;
  listed: boolean;
}

const COLUMNS = `company_id, source, name, aliases, ticker, exchange, country, sector, industry, isin, isins,
  openfigi, primary_listing, other_listings, added_listings, cik, listed`;

/** The record columns as jsonb_to_recordset reads them from a JSON array of rows. */
const RECORDSET = `r(company_id integer, source text, name text, aliases text[], ticker text, exchange text,
  country text, sector text, industry text, isin text, isins text[], openfigi text, primary_listing jsonb,
  other_listings jsonb, added_listings jsonb, cik bigint, listed boolean)`;

const listingKey = (l: Listing): string => `${l.exchangeCode}|${l.ticker}`;

function toRecord(row: CompanyRow): CompanyRecord {
  const own = new Set(row.other_listings.map(listingKey));
  return {
    companyId: Number(row.company_id),
    source: row.source,
    name: row.name,
    aliases: row.aliases,
    ticker: row.ticker,
    // Written only from the contract's Exchange values (seed rows and importers map names onto them).
    exchange: row.exchange as Exchange | null,
    country: row.country,
    sector: row.sector,
    industry: row.industry,
    isin: row.isin,
    isins: row.isins,
    openfigi: row.openfigi,
    primaryListing: row.primary_listing,
    otherListings: [...row.other_listings, ...row.added_listings.filter((l) => !own.has(listingKey(l)))],
    cik: row.cik === null ? null : Number(row.cik),
    listed: row.listed,
  };
}

function toJsonRow(
  c: Omit<CompanyRecord, 'companyId'> & { companyId: number | null },
): Record<string, unknown> {
  return {
    company_id: c.companyId,
    source: c.source,
    name: c.name,
    aliases: c.aliases,
    ticker: c.ticker,
    exchange: c.exchange,
    country: c.country,
    sector: c.sector,
    industry: c.industry,
    isin: c.isin,
    isins: c.isins,
    openfigi: c.openfigi,
    primary_listing: c.primaryListing,
    other_listings: c.otherListings,
    added_listings: [],
    cik: c.cik,
    listed: c.listed,
  };
}

export async function listCompanies(db: Queryable): Promise<CompanyRecord[]> {
  const rows = await db.query<CompanyRow>(`SELECT ${COLUMNS} FROM companies ORDER BY company_id`);
  return rows.map(toRecord);
}

/** Companies with `ticker` on any of their listings (case-insensitive; BRK-B finds BRK.B). */
export async function findCompaniesByTicker(db: Queryable, ticker: string): Promise<CompanyRecord[]> {
  const wanted = ticker.trim().toUpperCase().replace(/[-/]/g, '.');
  const rows = await db.query<CompanyRow>(
    `SELECT ${COLUMNS} FROM companies c
      WHERE upper(c.ticker) = $1
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(
              (CASE WHEN c.primary_listing IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(c.primary_listing) END)
              || c.other_listings || c.added_listings) l
              WHERE upper(l->>'ticker') = $1)
      ORDER BY c.company_id`,
    [wanted],
  );
  return rows.map(toRecord);
}

/**
 * Makes the seed rows equal to `seed` (inserted, updated, or deleted when gone from the seed); a CIK or
 * listings an import added to a seed company stay.
 */
export async function replaceSeedCompanies(db: Queryable, seed: readonly CompanyRecord[]): Promise<void> {
  await db.query(
    `INSERT INTO companies (${COLUMNS})
     SELECT r.company_id, 'seed', r.name, r.aliases, r.ticker, r.exchange, r.country, r.sector, r.industry,
            r.isin, r.isins, r.openfigi, r.primary_listing, r.other_listings, '[]'::jsonb, r.cik, r.listed
       FROM jsonb_to_recordset($1::jsonb) AS ${RECORDSET}
     ON CONFLICT (company_id) DO UPDATE SET
       source = 'seed', name = EXCLUDED.name, aliases = EXCLUDED.aliases, ticker = EXCLUDED.ticker,
       exchange = EXCLUDED.exchange, country = EXCLUDED.country, sector = EXCLUDED.sector,
       industry = EXCLUDED.industry, isin = EXCLUDED.isin, isins = EXCLUDED.isins, openfigi = EXCLUDED.openfigi,
       primary_listing = EXCLUDED.primary_listing, other_listings = EXCLUDED.other_listings,
       cik = COALESCE(EXCLUDED.cik, companies.cik), listed = EXCLUDED.listed, updated_at = now()`,
    [JSON.stringify(seed.map(toJsonRow))],
  );
  await db.query(`DELETE FROM companies WHERE source = 'seed' AND NOT (company_id = ANY($1::integer[]))`, [
    seed.map((c) => c.companyId),
  ]);
}

/** Inserts imported companies (null id: a new one from the sequence) or replaces them; never a seed row. */
export async function saveImportedCompanies(
  db: Queryable,
  companies: readonly (Omit<CompanyRecord, 'companyId'> & { companyId: number | null })[],
): Promise<void> {
  if (companies.length === 0) return;
  await db.query(
    `INSERT INTO companies (${COLUMNS})
     SELECT COALESCE(r.company_id, nextval('companies_imported_id_seq')::integer), r.source, r.name, r.aliases,
            r.ticker, r.exchange, r.country, r.sector, r.industry, r.isin, r.isins, r.openfigi,
            r.primary_listing, r.other_listings, '[]'::jsonb, r.cik, r.listed
       FROM jsonb_to_recordset($1::jsonb) AS ${RECORDSET}
     ON CONFLICT (company_id) DO UPDATE SET
       source = EXCLUDED.source, name = EXCLUDED.name, aliases = EXCLUDED.aliases, ticker = EXCLUDED.ticker,
       exchange = EXCLUDED.exchange, country = EXCLUDED.country, sector = EXCLUDED.sector,
       industry = EXCLUDED.industry, isin = EXCLUDED.isin, isins = EXCLUDED.isins, openfigi = EXCLUDED.openfigi,
       primary_listing = EXCLUDED.primary_listing, other_listings = EXCLUDED.other_listings,
       cik = EXCLUDED.cik, listed = EXCLUDED.listed, updated_at = now()
     WHERE companies.source <> 'seed'`,
    [JSON.stringify(companies.map(toJsonRow))],
  );
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
