/** @module The bundled company reference seed, parsed from seed-data.ts into typed records. */
import type { Exchange, Listing } from '../../contract';
import { micCountry } from './mic';
import { SEED_SECTIONS, type SeedSection } from './seed-data';

/** GICS sector names behind the short codes of the seed rows. */
export const SECTORS = {
  IT: 'Information Technology',
  HC: 'Health Care',
  FIN: 'Financials',
  CD: 'Consumer Discretionary',
  CS: 'Consumer Staples',
  COM: 'Communication Services',
  IND: 'Industrials',
  EN: 'Energy',
  UT: 'Utilities',
  RE: 'Real Estate',
  MAT: 'Materials',
} as const;
type SectorCode = keyof typeof SECTORS;
export type Sector = (typeof SECTORS)[SectorCode];

export interface SeedCompany {
  companyId: number;
  name: string;
  /** Short names people write in headlines, most common first. */
  aliases: readonly string[];
  ticker: string;
  exchange: Exchange;
  /** ISO 3166-1 alpha-2 of the company's base. */
  country: string;
  sector: Sector;
  industry: string;
  isin: string;
  /** All ISINs of the company, `isin` first. */
  isins: readonly string[];
  /** Composite FIGI, or null while it has not been checked against a published source. */
  openfigi: string | null;
  primaryListing: Listing;
  otherListings: readonly Listing[];
  /** False for a former listing (taken over, merged, taken private or failed): its ticker may be reused. */
  listed: boolean;
}

function listing(spec: string, defaultTicker: string, defaultMic: string): Listing {
  const at = spec.lastIndexOf('@');
  const ticker = at < 0 ? defaultTicker : spec.slice(0, at);
  const mic = at < 0 ? (spec === '-' ? defaultMic : spec) : spec.slice(at + 1);
  return { ticker, exchangeCode: mic, exchangeCountry: micCountry(mic) };
}

function list(cell: string | undefined): string[] {
  if (cell === undefined || cell === '' || cell === '-') return [];
  return cell.split(';').map((s) => s.trim());
}

function isSectorCode(code: string): code is SectorCode {
  return Object.hasOwn(SECTORS, code);
}

export function parseRow(line: string, section: SeedSection): SeedCompany {
  const cells = line.split('|').map((c) => c.trim());
  const [id, ticker, name, aliases, country, sector, industry, isin, figi, primary, other, isins] = cells;
  if (
    cells.length < 8 ||
    cells.length > 12 ||
    id === undefined ||
    ticker === undefined ||
    name === undefined ||
    aliases === undefined ||
    country === undefined ||
    sector === undefined ||
    industry === undefined ||
    isin === undefined
  ) {
    throw new Error(`malformed seed row: ${line}`);
  }
  if (!isSectorCode(sector)) throw new Error(`unknown sector code ${sector} in: ${line}`);
  return {
    companyId: Number(id),
    name,
    aliases: list(aliases),
    ticker,
    exchange: section.exchange,
    country,
    sector: SECTORS[sector],
    industry,
    isin,
    isins: [isin, ...list(isins)],
    openfigi: figi === undefined || figi === '-' ? null : figi,
    primaryListing: listing(primary ?? '-', ticker, section.mic),
    otherListings: list(other).map((spec) => listing(spec, ticker, section.mic)),
    listed: section.former !== true,
  };
}

function parseSections(sections: readonly SeedSection[]): SeedCompany[] {
  return sections.flatMap((section) =>
    section.rows
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => parseRow(line, section)),
  );
}

export const SEED_COMPANIES: readonly SeedCompany[] = parseSections(SEED_SECTIONS);

const byId = new Map(SEED_COMPANIES.map((c) => [c.companyId, c]));

export function seedCompanyById(companyId: number): SeedCompany | undefined {
  return byId.get(companyId);
}

/** By primary ticker; a ticker can name different companies on different exchanges (SAN, MRK, AAL...). */
export function seedCompaniesByTicker(ticker: string): SeedCompany[] {
  const wanted = ticker.toUpperCase();
  return SEED_COMPANIES.filter((c) => c.ticker.toUpperCase() === wanted);
}
