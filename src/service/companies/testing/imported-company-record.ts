/** @module A company only an import knows (not in the bundled seed), for tests of tagging from the store. */
import type { CompanyRecord } from '../../model/company-record';
import { SEED_RECORDS } from '../company-record';

/** Quorvane Robotics Corp, QRVN on NASDAQ, from a CSV import: no aliases, identifiers or other listings. */
export function quorvaneRecord(companyId: number): CompanyRecord {
  return {
    ...(SEED_RECORDS[0] as CompanyRecord),
    companyId,
    source: 'csv',
    name: 'Quorvane Robotics Corp',
    aliases: [],
    ticker: 'QRVN',
    isin: null,
    isins: [],
    openfigi: null,
    primaryListing: { ticker: 'QRVN', exchangeCode: 'XNAS', exchangeCountry: 'US' },
    otherListings: [],
    cik: null,
  };
}
