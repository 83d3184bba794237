/** @module Turns a seed company into the wire Company object of spec §2.2. */
import type { Company } from '../../contract';
import type { SeedCompany } from './seed-companies';

/** A 0–1 number as the wire's decimal string: at most 4 decimals, no trailing zeros ("0.95", "1", "0"). */
export function formatConfidence(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`confidence must be finite, got ${value}`);
  const clamped = Math.min(1, Math.max(0, value));
  // Rounded to 4 decimals a value in [0, 1] never prints in exponent form (the smallest non-zero is 0.0001).
  return String(Number(clamped.toFixed(4)));
}

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
