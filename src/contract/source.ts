/** @module Source objects (spec §2.3). In v1 a source is a plain domain string. */
import { z } from 'zod';
import { booleanish } from './search-params';
import { VALIDATION_TEXT as T } from './validation-text';

/** Our extension, only with `?includeDetails=true`: how much a source holds and how its polling goes. */
export const SourceDetails = z.object({
  /** Articles stored from this source (every language). */
  articles: z.number().int(),
  /** A disabled source is neither polled nor part of the default set; named, its articles are still searched. */
  enabled: z.boolean(),
  /** The service polls feeds of this source (false: articles come by import only). */
  polled: z.boolean(),
  /** Last poll that succeeded / failed (ISO 8601 UTC), and the failure's text. */
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SourceDetails = z.infer<typeof SourceDetails>;

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
  /** Our extension: present only when asked for with `includeDetails=true`. */
  details: SourceDetails.optional(),
});
export type SourceV2 = z.infer<typeof SourceV2>;

export const SourceListV2 = z.array(SourceV2);
export const SourceListV1 = z.array(z.string());

/** GET /v2/sources query: nothing by default (the spec's shape), `includeDetails` adds `details`. */
export const SourcesQuery = z.object({
  includeDetails: z.boolean({ error: T.boolean('includeDetails') }).optional(),
});
export type SourcesQuery = z.infer<typeof SourcesQuery>;

/** Reads the query string's `includeDetails` (`true`/`false`/`1`/`0`); other parameters are ignored, as before. */
export function normalizeSourcesQuery(raw: Record<string, unknown>): Record<string, unknown> {
  return raw.includeDetails === undefined ? {} : { includeDetails: booleanish(raw.includeDetails) };
}
