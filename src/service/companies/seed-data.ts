/** @module The bundled company reference seed as one row per company, grouped by exchange (parsed by seed-companies.ts). */
import type { Exchange } from '../../contract';
import { ASIA_SECTIONS } from './seed-rows-asia';
import { CANADA_SECTIONS } from './seed-rows-canada';
import { EUROPE_SECTIONS } from './seed-rows-europe';
import { FORMER_SECTIONS } from './seed-rows-former';
import { US_SECTIONS } from './seed-rows-us';

/**
 * Row columns, `|`-separated, blank trailing columns may be left out:
 *   id | ticker | name | aliases (;) | country | sector code | industry | isin | composite FIGI (- = none yet)
 *      | primary listing (- = ticker on the section MIC, MIC, or TICKER@MIC) | other listings (TICKER@MIC;...)
 *      | further ISINs (;)
 * Sector codes: see SECTORS in seed-companies.ts. Ids are stable: never renumber, append new ids.
 * A FIGI is only filled in once it has been checked against a published source; `-` otherwise.
 */
export interface SeedSection {
  exchange: Exchange;
  /** Default MIC of the section's primary listings. */
  mic: string;
  /** Companies no longer listed (seed-rows-former.ts): kept so archive news still finds them. */
  former?: true;
  rows: string;
}

export const SEED_SECTIONS: readonly SeedSection[] = [
  ...US_SECTIONS,
  ...EUROPE_SECTIONS,
  ...ASIA_SECTIONS,
  ...CANADA_SECTIONS,
  // Last, so a listed company comes first wherever a name or ticker is looked up in seed order.
  ...FORMER_SECTIONS,
];
