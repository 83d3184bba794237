/** @module Source objects (spec §2.3). In v1 a source is a plain domain string. */
import { z } from 'zod';

export const SourceV2 = z.object({
  domain: z.string(),
  isDefaultSource: z.boolean(),
  /** ISO 3166-1 alpha-2; may be empty. */
  originCountry: z.string(),
  /** ISO 639-1 codes, most common first. */
  languages: z.array(z.string()),
  /** Present, and true, only for a custom source of the caller's account. */
  isCustomSource: z.literal(true).optional(),
  /** Deprecated; present only on plans with content access. */
  isContentAvailable: z.boolean().optional(),
});
export type SourceV2 = z.infer<typeof SourceV2>;

export const SourceListV2 = z.array(SourceV2);
export const SourceListV1 = z.array(z.string());
