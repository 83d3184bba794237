/** @module Turns a seed company into the wire Company object of spec §2.2. */
import { formatConfidence, type Company } from '../../contract';
import type { SeedCompany } from './seed-companies';

export function toWireCompany(seed: SeedCompany, confidence: number): Company {
  return {
    companyId: seed.companyId,
    confidence: formatConfidence(confidence),
    country: seed.country,
    exchange: seed.exchange,
    industry: seed.industry,
    name: seed.name,
    sector: seed.sector,
    ticker: seed.ticker,
    isin: seed.isin,
    // The contract makes openfigi a required string; a FIGI not yet verified is sent empty rather than guessed.
    openfigi: seed.openfigi ?? '',
    primaryListing: { ...seed.primaryListing },
    isins: [...seed.isins],
    otherListings: seed.otherListings.map((l) => ({ ...l })),
  };
}
