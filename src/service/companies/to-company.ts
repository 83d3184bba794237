/** @module Turns a reference company (seed or imported) into the wire Company object of spec §2.2. */
import { formatConfidence, type Company } from '../../contract';
import type { CompanyRecord, MatchableCompany } from './company-record';

type WireSource = Omit<MatchableCompany, 'aliases'>;
type WirePart = (company: WireSource, confidence: number) => Partial<Company>;

/** One entry per CompanyRecord field: what the type checker holds the wire map to. */
export type CompanyWireMap = { [K in keyof CompanyRecord]-?: WirePart | null };

/**
 * What the wire makes of each record field, in the wire's field order; null: kept off the wire. The type
 * checker refuses a record field without an entry. The contract makes every identifier a string: what an
 * import did not provide is sent empty, never guessed.
 */
const WIRE_FIELDS: CompanyWireMap = {
  companyId: (c, confidence) => ({ companyId: c.companyId, confidence: formatConfidence(confidence) }),
  country: (c) => ({ country: c.country ?? '' }),
  exchange: (c) => ({ exchange: c.exchange ?? '' }),
  industry: (c) => ({ industry: c.industry ?? '' }),
  name: (c) => ({ name: c.name }),
  sector: (c) => ({ sector: c.sector ?? '' }),
  ticker: (c) => ({ ticker: c.ticker }),
  isin: (c) => ({ isin: c.isin ?? '' }),
  openfigi: (c) => ({ openfigi: c.openfigi ?? '' }),
  primaryListing: (c) => (c.primaryListing === null ? {} : { primaryListing: { ...c.primaryListing } }),
  isins: (c) => ({ isins: [...c.isins] }),
  otherListings: (c) => ({ otherListings: c.otherListings.map((l) => ({ ...l })) }),
  aliases: null,
  cik: null,
  source: null,
  listed: null,
};

const WIRE_PARTS = Object.values(WIRE_FIELDS).filter((part): part is WirePart => part !== null);

export function toWireCompany(company: WireSource, confidence: number): Company {
  const wire: Partial<Company> = {};
  for (const part of WIRE_PARTS) Object.assign(wire, part(company, confidence));
  // Every field of Company comes from one part above (the contract tests parse the result).
  return wire as Company;
}
