/** @module Turns a reference company (seed or imported) into the wire Company object of spec §2.2. */
import { formatConfidence, type Company } from '../../contract';
import type { MatchableCompany } from './company-record';

/** The contract makes every identifier a string: what an import did not provide is sent empty, never guessed. */
export function toWireCompany(company: Omit<MatchableCompany, 'aliases'>, confidence: number): Company {
  return {
    companyId: company.companyId,
    confidence: formatConfidence(confidence),
    country: company.country ?? '',
    exchange: company.exchange ?? '',
    industry: company.industry ?? '',
    name: company.name,
    sector: company.sector ?? '',
    ticker: company.ticker,
    isin: company.isin ?? '',
    openfigi: company.openfigi ?? '',
    ...(company.primaryListing === null ? {} : { primaryListing: { ...company.primaryListing } }),
    isins: [...company.isins],
    otherListings: company.otherListings.map((l) => ({ ...l })),
  };
}
