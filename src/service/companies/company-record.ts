/** @module The bundled seed as company records (the record's shape is model/company-record.ts, imported from there). */
import type { CompanyRecord } from '../model/company-record';
import { SEED_COMPANIES, type SeedCompany } from './seed-companies';

export function seedRecord(c: SeedCompany): CompanyRecord {
  return {
    companyId: c.companyId,
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
    primaryListing: c.primaryListing,
    otherListings: c.otherListings,
    cik: null,
    source: 'seed',
    listed: c.listed,
  };
}

/** The bundled seed as store records. */
export const SEED_RECORDS: readonly CompanyRecord[] = SEED_COMPANIES.map(seedRecord);
