/** @module Company and listing objects as the spec (§2.2) puts them on the wire. */
import { z } from 'zod';
import { OPT_IN_COMPANY_SHAPE } from './opt-in-fields';

export const Listing = z.object({
  ticker: z.string(),
  exchangeCode: z.string(),
  exchangeCountry: z.string(),
});
export type Listing = z.infer<typeof Listing>;

export const Company = z.object({
  companyId: z.number().int(),
  /** Identification confidence 0–1 as a stringified number. */
  confidence: z.string(),
  country: z.string(),
  exchange: z.string(),
  industry: z.string(),
  name: z.string(),
  sector: z.string(),
  ticker: z.string(),
  isin: z.string(),
  openfigi: z.string(),
  primaryListing: Listing.optional(),
  isins: z.array(z.string()).optional(),
  otherListings: z.array(Listing).optional(),
  /** Each only with its opt-in flag (our extension): the company's own judgement (contract/opt-in-fields.ts). */
  ...OPT_IN_COMPANY_SHAPE,
});
export type Company = z.infer<typeof Company>;
