/** @module Company and listing objects as the spec (§2.2) puts them on the wire. */
import { z } from 'zod';

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
});
export type Company = z.infer<typeof Company>;
