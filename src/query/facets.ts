/**
 * @module Company facets of an article: the upper-case, de-duplicated values that `ticker:`,
 * `exchange:`, `isin:` and `openfigi:` match. The store fills the `tickers`, `exchanges`, `isins`
 * and `figis` columns with this, and the in-memory matcher uses the same function.
 */
import type { Company } from '../contract';
import { normalizeUpper } from './values';

export interface CompanyFacets {
  tickers: string[];
  exchanges: string[];
  isins: string[];
  figis: string[];
}

function collect(values: Iterable<string | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const normal = value === undefined ? '' : normalizeUpper(value);
    if (normal !== '') seen.add(normal);
  }
  return [...seen];
}

export function companyFacets(companies: readonly Company[]): CompanyFacets {
  return {
    tickers: collect(
      companies.flatMap((c) => [
        c.ticker,
        c.primaryListing?.ticker,
        ...(c.otherListings ?? []).map((listing) => listing.ticker),
      ]),
    ),
    exchanges: collect(companies.map((c) => c.exchange)),
    isins: collect(companies.flatMap((c) => [c.isin, ...(c.isins ?? [])])),
    figis: collect(companies.map((c) => c.openfigi)),
  };
}
