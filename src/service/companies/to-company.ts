/** @module Turns a reference company (seed or imported) into the wire Company object of spec §2.2. */
import { formatConfidence, type Company } from '../../contract';
import type { CompanyRecord, MatchableCompany } from '../model/company-record';

type WireSource = Omit<MatchableCompany, 'aliases'>;
/** Writes the field's part of the wire company into `wire`. */
type WirePart = (company: WireSource, confidence: number, wire: Partial<Company>) => void;

/** One entry per CompanyRecord field: what the type checker holds the wire map to. */
export type CompanyWireMap = { [K in keyof CompanyRecord]-?: WirePart | null };

/**
 * What the wire makes of each record field, in the wire's field order; null: kept off the wire. The type
 * checker refuses a record field without an entry. The contract makes every identifier a string: what an
 * import did not provide is sent empty, never guessed.
 */
const WIRE_FIELDS: CompanyWireMap = {
  companyId: (c, confidence, w) => {
    w.companyId = c.companyId;
    w.confidence = formatConfidence(confidence);
  },
  country: (c, _, w) => (w.country = c.country ?? ''),
  exchange: (c, _, w) => (w.exchange = c.exchange ?? ''),
  industry: (c, _, w) => (w.industry = c.industry ?? ''),
  name: (c, _, w) => (w.name = c.name),
  sector: (c, _, w) => (w.sector = c.sector ?? ''),
  ticker: (c, _, w) => (w.ticker = c.ticker),
  isin: (c, _, w) => (w.isin = c.isin ?? ''),
  openfigi: (c, _, w) => (w.openfigi = c.openfigi ?? ''),
  primaryListing: (c, _, w) => {
    if (c.primaryListing !== null) w.primaryListing = { ...c.primaryListing };
  },
  isins: (c, _, w) => (w.isins = [...c.isins]),
  otherListings: (c, _, w) => (w.otherListings = c.otherListings.map((l) => ({ ...l }))),
  aliases: null,
  cik: null,
  source: null,
  listed: null,
};

const WIRE_PARTS = Object.values(WIRE_FIELDS).filter((part): part is WirePart => part !== null);

export function toWireCompany(company: WireSource, confidence: number): Company {
  const wire: Partial<Company> = {};
  for (const part of WIRE_PARTS) part(company, confidence, wire);
  // Every field of Company comes from one part above (the contract tests parse the result).
  return wire as Company;
}
