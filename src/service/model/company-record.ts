/**
 * @module A company of the reference store: the bundled seed's fields, nullable where an import (SEC, CSV)
 * may not know them, plus where the row came from.
 */
import type { Exchange, Listing } from '../../contract';

export const COMPANY_SOURCES = ['seed', 'sec', 'csv'] as const;
export type CompanySource = (typeof COMPANY_SOURCES)[number];

export interface CompanyRecord {
  companyId: number;
  name: string;
  /** Short names people write in headlines, most common first. */
  aliases: readonly string[];
  ticker: string;
  exchange: Exchange | null;
  /** ISO 3166-1 alpha-2 of the company's base. */
  country: string | null;
  sector: string | null;
  industry: string | null;
  isin: string | null;
  /** All ISINs, `isin` first. */
  isins: readonly string[];
  openfigi: string | null;
  primaryListing: Listing | null;
  otherListings: readonly Listing[];
  /** SEC Central Index Key, for US filers. */
  cik: number | null;
  source: CompanySource;
  /**
   * False for a former listing (a bundled seed row of a company taken over, merged, taken private or failed):
   * archive news still names it, but its tickers may belong to another company now. Imports are always listed.
   */
  listed: boolean;
}

/**
 * What the matcher needs: a seed company fits as it is (its source is then taken to be the seed); a company
 * without `listed` is taken to be listed.
 */
export type MatchableCompany = Omit<CompanyRecord, 'cik' | 'source' | 'listed'> & {
  source?: CompanySource;
  listed?: boolean;
};
