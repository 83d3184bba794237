/**
 * @module The one column map of the companies table: each CompanyRecord field's column, its SQL type (as
 * jsonb_to_recordset reads a JSON row), how it is read back and written. The SELECT list, the recordset's
 * column definitions, the upserts' INSERT lists and SET, the JSON rows they take and the row → record
 * mapping are generated from it, so a new company field is one entry here and a migration; the type checker
 * refuses a record field without its entry.
 */
import type { Exchange, Listing } from '../../contract';
import type { CompanyRecord, CompanySource } from '../model/company-record';

/** A row as the driver returns it (PGlite and node-postgres differ in bigint forms). */
export type CompanyRow = Readonly<Record<string, unknown>>;

/** A company as the upserts take it: a record whose id the store may still have to give. */
export type CompanyToSave = Omit<CompanyRecord, 'companyId'> & { companyId: number | null };

interface CompanyColumn<T> {
  name: string;
  /** The SQL type of the column in a JSON row read by jsonb_to_recordset. */
  type: string;
  /** The stored value as the record holds it; `row` for a field read from more than its own column. */
  read: (value: unknown, row: CompanyRow) => T;
}

const listingKey = (l: Listing): string => `${l.exchangeCode}|${l.ticker}`;

// The column's SQL type guarantees the value's shape; the readers only even out the two drivers.
const stored = <T>(value: unknown): T => value as T;
const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));

/** Listings an import added to a seed company (the store's own column, never written from a record). */
const ADDED_LISTINGS = 'added_listings';

/** One entry per CompanyRecord field: what the type checker holds the map to. */
export type CompanyColumnMap = { [K in keyof CompanyRecord]-?: CompanyColumn<CompanyRecord[K]> };

/** The map, in SELECT order (and so the order of a record's fields). */
const FIELD_COLUMNS: CompanyColumnMap = {
  companyId: { name: 'company_id', type: 'integer', read: Number },
  source: { name: 'source', type: 'text', read: stored<CompanySource> },
  name: { name: 'name', type: 'text', read: String },
  aliases: { name: 'aliases', type: 'text[]', read: stored<string[]> },
  ticker: { name: 'ticker', type: 'text', read: String },
  // Written only from the contract's Exchange values (seed rows and importers map names onto them).
  exchange: { name: 'exchange', type: 'text', read: stored<Exchange | null> },
  country: { name: 'country', type: 'text', read: stored<string | null> },
  sector: { name: 'sector', type: 'text', read: stored<string | null> },
  industry: { name: 'industry', type: 'text', read: stored<string | null> },
  isin: { name: 'isin', type: 'text', read: stored<string | null> },
  isins: { name: 'isins', type: 'text[]', read: stored<string[]> },
  openfigi: { name: 'openfigi', type: 'text', read: stored<string | null> },
  primaryListing: { name: 'primary_listing', type: 'jsonb', read: stored<Listing | null> },
  otherListings: {
    name: 'other_listings',
    type: 'jsonb',
    // A seed company's own listings, then those imports added that it does not have.
    read: (value, row) => {
      const own = stored<Listing[]>(value);
      const keys = new Set(own.map(listingKey));
      return [...own, ...stored<Listing[]>(row[ADDED_LISTINGS]).filter((l) => !keys.has(listingKey(l)))];
    },
  },
  cik: { name: 'cik', type: 'bigint', read: nullableNumber },
  listed: { name: 'listed', type: 'boolean', read: stored<boolean> },
};

type Field = keyof CompanyRecord;
const FIELDS = Object.entries(FIELD_COLUMNS) as [Field, CompanyColumn<unknown>][];
const column = (field: Field): string => FIELD_COLUMNS[field].name;

/** Every column a read selects: exactly what toCompanyRecord maps. */
export const COMPANY_COLUMNS = [...FIELDS.map(([, c]) => c.name), ADDED_LISTINGS].join(', ');

export function toCompanyRecord(row: CompanyRow): CompanyRecord {
  return Object.fromEntries(
    FIELDS.map(([field, c]) => [field, c.read(row[c.name], row)]),
  ) as unknown as CompanyRecord;
}

/** The JSON row an upsert reads through jsonb_to_recordset. */
export function toCompanyJsonRow(company: CompanyToSave): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map(([field, c]) => [c.name, company[field]]));
}

export interface UpsertShape {
  /** What the INSERT writes instead of the JSON row's value (`r.<column>`), per field. */
  insert?: Partial<Record<Field, string>>;
  /** What an update sets instead of `EXCLUDED.<column>`, per field. */
  update?: Partial<Record<Field, string>>;
  /** The condition on the stored row (`companies`) under which a conflict updates it. */
  where?: string;
}

/**
 * An INSERT … ON CONFLICT (company_id) DO UPDATE of every column from `$1`, a JSON array of
 * toCompanyJsonRow rows; a new row has no added listings, and an update leaves them as they are.
 */
export function upsertCompaniesSql(shape: UpsertShape): string {
  const recordset = FIELDS.map(([, c]) => `${c.name} ${c.type}`).join(', ');
  const values = FIELDS.map(([field, c]) => shape.insert?.[field] ?? `r.${c.name}`).join(', ');
  const updates = FIELDS.filter(([field]) => field !== 'companyId')
    .map(([field, c]) => `${c.name} = ${shape.update?.[field] ?? `EXCLUDED.${c.name}`}`)
    .join(', ');
  return `INSERT INTO companies (${COMPANY_COLUMNS})
     SELECT ${values}, '[]'::jsonb
       FROM jsonb_to_recordset($1::jsonb) AS r(${recordset})
     ON CONFLICT (${column('companyId')}) DO UPDATE SET ${updates}, updated_at = now()${shape.where ? `\n     WHERE ${shape.where}` : ''}`;
}
