/** @module GET /v2/companies?q= — company look-up for autocomplete. Our extension. */
import { z } from 'zod';

export const CompanySuggestQuery = z.object({
  q: z.string().optional(),
  limit: z.number().int().min(1).max(50).optional(),
});
export type CompanySuggestQuery = z.infer<typeof CompanySuggestQuery>;

export const CompanySuggestion = z.object({
  companyId: z.number().int(),
  name: z.string(),
  ticker: z.string(),
  exchange: z.string(),
  country: z.string(),
  /**
   * Present only when the company was found through a short or former name the tagger knows but the company
   * record does not carry (e.g. `RBS` for NatWest Group plc, `Mylan` for Viatris Inc.): that name.
   */
  matchedName: z.string().optional(),
});
export type CompanySuggestion = z.infer<typeof CompanySuggestion>;

export const CompanySuggestResponse = z.object({
  status: z.literal('ok'),
  companies: z.array(CompanySuggestion),
});
export type CompanySuggestResponse = z.infer<typeof CompanySuggestResponse>;
