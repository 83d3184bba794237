/**
 * @module Reads a CSV of companies through a column mapping (`name=Security,ticker=Symbol,...`): any file
 * with a header row. Rows without a name or ticker, or listed on an exchange the wire does not cover, are
 * counted as skipped; a malformed identifier (ISIN, FIGI, country) is dropped from its row and counted.
 */
import { csvRecords } from './csv';
import { venueOf, type Venue } from './exchange-names';
import { acceptCompany, countSkip, type ParsedImport } from './imported-company';
import { isValidFigi, isValidIsin } from './isin';
import { MIC_EXCHANGE } from './mic';

export const MAPPABLE_FIELDS = [
  'name',
  'ticker',
  'exchange',
  'mic',
  'country',
  'sector',
  'industry',
  'isin',
  'isins',
  'openfigi',
  'aliases',
  'cik',
] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];
export type ColumnMap = Partial<Record<MappableField, string>>;

function isMappable(field: string): field is MappableField {
  return (MAPPABLE_FIELDS as readonly string[]).includes(field);
}

/** `name=Security,ticker=Symbol,"sector=GICS Sector"` → {name: 'Security', ...}; name and ticker required. */
export function parseColumnMap(spec: string): ColumnMap {
  const map: ColumnMap = {};
  for (const pair of spec.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const field = pair.slice(0, at).trim();
    const column = pair.slice(at + 1).trim();
    if (at < 1 || column === '') throw new Error(`csv: mapping '${pair}' is not field=Column`);
    if (!isMappable(field))
      throw new Error(`csv: unknown field '${field}' (fields: ${MAPPABLE_FIELDS.join(', ')})`);
    map[field] = column;
  }
  if (map.name === undefined || map.ticker === undefined)
    throw new Error('csv: the mapping needs name and ticker');
  return map;
}

export interface CsvImportOptions {
  map: ColumnMap;
  /** Exchange of every row when the file has no exchange column (a name venueOf knows). */
  exchange?: string;
  /** Only rows whose column has this value (e.g. asset_type=Stock). */
  where?: { column: string; value: string };
}

const list = (cell: string): string[] =>
  cell
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

function venueFor(
  row: Record<string, string>,
  options: CsvImportOptions,
  fallback: Venue | null,
): Venue | null | 'uncovered' {
  const mic = options.map.mic === undefined ? '' : (row[options.map.mic] ?? '').trim().toUpperCase();
  const micExchange = MIC_EXCHANGE[mic];
  if (micExchange !== undefined) return { exchange: micExchange, mic };
  if (options.map.exchange === undefined) return fallback;
  const name = (row[options.map.exchange] ?? '').trim();
  if (name === '') return fallback;
  return venueOf(name) ?? 'uncovered';
}

export function parseCsvCompanies(text: string, options: CsvImportOptions): ParsedImport {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = new Set(Object.keys(records[0] ?? {}));
  const absent = [...Object.values(options.map), ...(options.where ? [options.where.column] : [])].filter(
    (column) => !header.has(column),
  );
  if (records.length > 0 && absent.length > 0)
    throw new Error(`csv: no column ${absent.join(', ')} in the header`);
  const fallback = options.exchange === undefined ? null : venueOf(options.exchange);
  if (options.exchange !== undefined && fallback === null)
    throw new Error(`csv: exchange '${options.exchange}' is not one the service covers`);
  const cell = (row: Record<string, string>, field: MappableField): string => {
    const column = options.map[field];
    return column === undefined ? '' : (row[column] ?? '').trim();
  };
  const out: ParsedImport = { companies: [], skipped: {}, dropped: {} };
  const seen = new Set<string>();
  for (const row of records) {
    if (options.where && (row[options.where.column] ?? '').trim() !== options.where.value) continue;
    const name = cell(row, 'name');
    const ticker = cell(row, 'ticker').toUpperCase();
    if (name === '' || ticker === '') {
      countSkip(out.skipped, 'no name or ticker');
      continue;
    }
    const venue = venueFor(row, options, fallback);
    if (venue === 'uncovered') {
      countSkip(out.skipped, `exchange ${cell(row, 'exchange')} not covered`);
      continue;
    }
    const key = `${venue?.exchange ?? '?'}|${ticker}`;
    if (seen.has(key)) {
      countSkip(out.skipped, 'duplicate ticker');
      continue;
    }
    seen.add(key);
    const isins = [...new Set([cell(row, 'isin'), ...list(cell(row, 'isins'))].filter((i) => i !== ''))];
    const validIsins = isins.filter(isValidIsin);
    if (validIsins.length < isins.length) countSkip(out.dropped, 'ISIN with a wrong check digit');
    const figi = cell(row, 'openfigi');
    if (figi !== '' && !isValidFigi(figi)) countSkip(out.dropped, 'FIGI with a wrong check digit');
    const country = cell(row, 'country').toUpperCase();
    if (country !== '' && !/^[A-Z]{2}$/.test(country))
      countSkip(out.dropped, 'country not ISO 3166-1 alpha-2');
    const cik = Number(cell(row, 'cik'));
    acceptCompany(out, {
      name,
      ticker,
      exchange: venue?.exchange ?? null,
      mic: venue?.mic ?? null,
      otherTickers: [],
      aliases: [...new Set(list(cell(row, 'aliases')))].filter((a) => a.toLowerCase() !== name.toLowerCase()),
      country: /^[A-Z]{2}$/.test(country) ? country : null,
      sector: cell(row, 'sector') || null,
      industry: cell(row, 'industry') || null,
      isin: validIsins[0] ?? null,
      isins: validIsins.slice(1),
      openfigi: isValidFigi(figi) ? figi : null,
      cik: Number.isInteger(cik) && cik > 0 ? cik : null,
    });
  }
  return out;
}
