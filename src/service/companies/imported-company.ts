/**
 * @module A company as an import file describes it (SEC or CSV), validated the same way whether the CLI
 * writes it to the store or sends it to the running service. Unknown identifiers are null, never guessed.
 */
import { z } from 'zod';
import { EXCHANGES } from '../../contract';
import { isValidFigi, isValidIsin } from './isin';
import { MIC_COUNTRY } from './mic';

const Isin = z.string().refine(isValidIsin, { error: 'isin must be an ISIN with a valid check digit' });
const Ticker = z
  .string()
  .trim()
  .min(1, 'ticker should not be empty')
  .max(20, 'ticker must be at most 20 characters');

export const ImportedCompany = z.object({
  name: z.string().trim().min(1, 'name should not be empty').max(300),
  ticker: Ticker,
  exchange: z.enum(EXCHANGES).nullable(),
  /** ISO 10383 venue of the ticker, when known. */
  mic: z
    .string()
    .refine((mic) => Object.hasOwn(MIC_COUNTRY, mic), { error: 'mic must be a known ISO 10383 MIC' })
    .nullable(),
  /** Further share classes or lines on the same venue (GOOG beside GOOGL). */
  otherTickers: z.array(Ticker).max(50).default([]),
  aliases: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country must be ISO 3166-1 alpha-2')
    .nullable(),
  sector: z.string().trim().min(1).max(200).nullable(),
  industry: z.string().trim().min(1).max(200).nullable(),
  isin: Isin.nullable(),
  isins: z.array(Isin).max(50).default([]),
  openfigi: z
    .string()
    .refine(isValidFigi, { error: 'openfigi must be a FIGI with a valid check digit' })
    .nullable(),
  cik: z.number().int().positive().nullable(),
});
export type ImportedCompany = z.infer<typeof ImportedCompany>;

/** A company an import knows by its listing alone (as SEC's file gives it): no further tickers, names or identifiers. */
export function listingOnly(
  listing: Pick<ImportedCompany, 'name' | 'ticker' | 'exchange' | 'mic' | 'cik'>,
): ImportedCompany {
  return {
    ...listing,
    otherTickers: [],
    aliases: [],
    country: null,
    sector: null,
    industry: null,
    isin: null,
    isins: [],
    openfigi: null,
  };
}

/** Companies per import request to the running service. */
export const MAX_IMPORT_BATCH = 5_000;

/** What a file yielded: the companies, rows left out and identifiers dropped from kept rows, per reason. */
export interface ParsedImport {
  companies: ImportedCompany[];
  skipped: Record<string, number>;
  dropped: Record<string, number>;
}

export function countSkip(counts: Record<string, number>, reason: string): void {
  counts[reason] = (counts[reason] ?? 0) + 1;
}

/** Keeps `candidate` when the schema accepts it (what the service will accept too), else counts it skipped. */
export function acceptCompany(into: ParsedImport, candidate: ImportedCompany): void {
  const checked = ImportedCompany.safeParse(candidate);
  if (checked.success) into.companies.push(checked.data);
  else countSkip(into.skipped, `invalid row (${checked.error.issues[0]?.message ?? 'schema'})`);
}
