/**
 * @module The one column map of the articles table: each stored article field's column, how it is read back
 * and written, and what a revision does to it, plus the columns indexing derives. Every SQL list of article
 * columns (SELECT, INSERT, the revision's SET, the enrichment UPDATE), its `$n` placeholders and values, and
 * the row → ArticleRecord mapping are generated from it, so a new field is one entry here and a migration.
 */
import type { CompanyFacets } from '../../query/facets';
import type { ArticleInput, ArticleRecord } from '../model/article';
import type { SqlValue } from './db';

/** What the write path stores of one article: its normalised input and what indexing derives from it. */
export interface IndexedArticle {
  input: ArticleInput;
  facets: CompanyFacets;
  /** The search lexemes as a tsvector literal. */
  search: string;
}

/** A row as the driver returns it (PGlite and node-postgres differ in bigint, jsonb and date forms). */
export type ArticleRow = Readonly<Record<string, unknown>>;

/**
 * What a revision (a sighting of a stored link with new text) does to the column: `replace` takes the
 * sighting's value, `keep-when-absent` takes it unless it is null, `sighting-time` takes the sighting's
 * time; without one the stored value stays.
 */
type OnRevision = 'replace' | 'keep-when-absent' | 'sighting-time';

interface ColumnWrite {
  /** The SQL type the placeholder is cast to: multi-row VALUES and row comparisons do not infer it. */
  type: string;
  /** Its value in a write of `article` sighted at `at`. */
  value: (article: IndexedArticle, at: Date) => SqlValue;
  /** Enrichment or indexing decides it, so updateEnrichment rewrites it without a revision. */
  enriched?: true;
}

interface ArticleColumn extends Partial<ColumnWrite> {
  name: string;
  onRevision?: OnRevision;
  /** Kept per version in article_revisions (migration 029): a revision, a move or a re-enrichment changes it. */
  versioned?: true;
  /**
   * Copied into each version (migration 037) though it never changes: a search orders by it, and an `asOf` page
   * walks the earlier versions in that order.
   */
  orderCopy?: true;
}

interface FieldColumn<T> extends ArticleColumn {
  /** The stored value as the record holds it. */
  read: (value: unknown) => T;
}

// The column's SQL type guarantees the value's shape; the readers only even out the two drivers.
const stored = <T>(value: unknown): T => value as T;
const nullableText = (value: unknown): string | null => (value === null ? null : String(value));
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const nullableDate = (value: unknown): Date | null => (value === null ? null : toDate(value));
const fromJson = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** One entry per ArticleRecord field, in SELECT order: the type checker refuses a field without its column. */
const FIELD_COLUMNS: { [K in keyof ArticleRecord]-?: FieldColumn<ArticleRecord[K]> } = {
  id: { name: 'id', read: Number },
  link: { name: 'link', versioned: true, read: String, type: 'text', value: ({ input }) => input.link },
  source: { name: 'source', read: String, type: 'text', value: ({ input }) => input.source },
  title: {
    name: 'title',
    versioned: true,
    read: String,
    type: 'text',
    value: ({ input }) => input.title,
    onRevision: 'replace',
  },
  summary: {
    name: 'summary',
    versioned: true,
    read: nullableText,
    type: 'text',
    value: ({ input }) => input.summary,
    onRevision: 'replace',
  },
  content: {
    name: 'content',
    versioned: true,
    read: nullableText,
    type: 'text',
    value: ({ input }) => input.content,
    onRevision: 'keep-when-absent',
  },
  publishDate: {
    name: 'publish_date',
    orderCopy: true,
    read: toDate,
    type: 'timestamptz',
    value: ({ input }) => input.publishDate,
  },
  createdAt: { name: 'created_at', orderCopy: true, read: toDate, type: 'timestamptz', value: (_, at) => at },
  revisedDate: { name: 'revised_date', versioned: true, read: nullableDate, onRevision: 'sighting-time' },
  language: {
    name: 'language',
    versioned: true,
    read: String,
    type: 'text',
    value: ({ input }) => input.language,
    enriched: true,
  },
  sentiment: {
    name: 'sentiment',
    versioned: true,
    read: stored,
    type: 'text',
    value: ({ input }) => input.sentiment,
    enriched: true,
    onRevision: 'replace',
  },
  confidence: {
    name: 'confidence',
    versioned: true,
    read: Number,
    type: 'real',
    value: ({ input }) => input.confidence,
    enriched: true,
    onRevision: 'replace',
  },
  images: {
    name: 'images',
    versioned: true,
    read: stored,
    type: 'text[]',
    value: ({ input }) => input.images,
    onRevision: 'replace',
  },
  countries: {
    name: 'countries',
    versioned: true,
    read: stored,
    type: 'text[]',
    value: ({ input }) => input.countries,
    enriched: true,
    onRevision: 'replace',
  },
  categories: {
    name: 'categories',
    versioned: true,
    read: stored,
    type: 'text[]',
    value: ({ input }) => input.categories,
    enriched: true,
    onRevision: 'replace',
  },
  companies: {
    name: 'companies',
    versioned: true,
    read: fromJson,
    type: 'jsonb',
    value: ({ input }) => JSON.stringify(input.companies),
    enriched: true,
    onRevision: 'replace',
  },
  author: {
    name: 'author',
    versioned: true,
    read: nullableText,
    type: 'text',
    value: ({ input }) => input.author ?? null,
    onRevision: 'keep-when-absent',
  },
  firstSeenAt: {
    name: 'first_seen_at',
    read: toDate,
    type: 'timestamptz',
    value: ({ input }, at) => input.firstSeenAt ?? at,
  },
};

/**
 * Columns indexing derives from the article for search, and the per-company judgement; written, never read
 * back into the record.
 */
const DERIVED_COLUMNS: ArticleColumn[] = [
  {
    name: 'tickers',
    versioned: true,
    type: 'text[]',
    value: ({ facets }) => facets.tickers,
    enriched: true,
    onRevision: 'replace',
  },
  {
    name: 'exchanges',
    versioned: true,
    type: 'text[]',
    value: ({ facets }) => facets.exchanges,
    enriched: true,
    onRevision: 'replace',
  },
  {
    name: 'isins',
    versioned: true,
    type: 'text[]',
    value: ({ facets }) => facets.isins,
    enriched: true,
    onRevision: 'replace',
  },
  {
    name: 'figis',
    versioned: true,
    type: 'text[]',
    value: ({ facets }) => facets.figis,
    enriched: true,
    onRevision: 'replace',
  },
  {
    name: 'search',
    versioned: true,
    type: 'tsvector',
    value: ({ search }) => search,
    enriched: true,
    onRevision: 'replace',
  },
  // Written with the enrichment that produced them; read by company-sentiment-repo, not by every SELECT.
  {
    name: 'company_sentiment',
    versioned: true,
    type: 'jsonb',
    value: ({ input }) => JSON.stringify(input.companySentiment ?? []),
    enriched: true,
    onRevision: 'replace',
  },
  {
    name: 'enrichment_version',
    versioned: true,
    type: 'integer',
    value: ({ input }) => input.enrichmentVersion ?? 0,
    enriched: true,
    onRevision: 'replace',
  },
];

const FIELDS = Object.entries(FIELD_COLUMNS) as [keyof ArticleRecord, FieldColumn<unknown>][];
const ALL_COLUMNS: ArticleColumn[] = [...FIELDS.map(([, column]) => column), ...DERIVED_COLUMNS];

type WrittenColumn = ArticleColumn & ColumnWrite;
const isWritten = (column: ArticleColumn): column is WrittenColumn =>
  column.value !== undefined && column.type !== undefined;
const WRITTEN = ALL_COLUMNS.filter(isWritten);
const ENRICHED = WRITTEN.filter((column) => column.enriched === true);

const names = (columns: readonly ArticleColumn[]) => columns.map((column) => column.name).join(', ');
const placeholders = (columns: readonly WrittenColumn[], firstParam: number) =>
  columns.map((column, i) => `$${firstParam + i}::${column.type}`).join(', ');

/** The columns every read selects: exactly what toArticleRecord maps. */
export const ARTICLE_COLUMNS = names(FIELDS.map(([, column]) => column));

/** The fields a read may leave unread, each with the value it then gets: what an article without it has. */
const UNREAD_VALUE = { content: 'NULL::text', companies: `'[]'::jsonb`, author: 'NULL::text' } as const;
export type SkippableField = keyof typeof UNREAD_VALUE;

/**
 * The select list of a bulk read (the export): ARTICLE_COLUMNS, but the fields of `unread` selected as their
 * empty value (a read that will not show them: neither sent nor parsed), and the text[] and timestamp columns
 * as JSON, which the driver and Date parse natively where a PostgreSQL array or timestamp literal is parsed by
 * regular expressions and character by character in JavaScript. toArticleRecord maps its rows as it maps
 * ARTICLE_COLUMNS' (to the same values: a timestamp's microseconds are cut to milliseconds either way), given
 * the session's TimeZone is UTC (JSON timestamps carry the session's offset).
 */
export function bulkReadColumns(unread: readonly SkippableField[]): string {
  const skipped = new Map<string, string>(
    unread.map((field) => [FIELD_COLUMNS[field].name, UNREAD_VALUE[field]]),
  );
  return FIELDS.map(([, column]) => {
    const value = skipped.get(column.name);
    if (value !== undefined) return `${value} AS ${column.name}`;
    const asJson = column.type === 'text[]' || column.read === toDate || column.read === nullableDate;
    return asJson ? `to_json(${column.name}) AS ${column.name}` : column.name;
  }).join(', ');
}

export function toArticleRecord(row: ArticleRow): ArticleRecord {
  // A loop, not Object.fromEntries over a mapped array: it runs for every row a search or an export reads.
  const record: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) record[field] = column.read(row[column.name]);
  return record as unknown as ArticleRecord;
}

/**
 * The record a read would give back of `input` written at `at` under `id`, with no store: each field as its
 * column writes and reads it (one no write sets, as revisedDate, reads as null). For what needs an article in
 * the stored shape that is not stored (the webhook test delivery's sample), so it never lists the fields.
 */
export function recordAsWritten(input: ArticleInput, at: Date, id: number): ArticleRecord {
  const written: IndexedArticle = {
    input,
    facets: { tickers: [], exchanges: [], isins: [], figis: [] },
    search: '',
  };
  const row: Record<string, unknown> = {};
  for (const [field, column] of FIELDS)
    row[column.name] = field === 'id' ? id : (column.value?.(written, at) ?? null);
  return toArticleRecord(row);
}

/** Every column of the article row the map knows, stored fields and derived ones. */
export const ALL_COLUMN_NAMES: readonly string[] = ALL_COLUMNS.map((column) => column.name);

/**
 * The columns each version in article_revisions keeps: what changes (`versioned`) and the order columns copied
 * (`orderCopy`); the others never change after the insert and are read from the article.
 */
export const REVISION_COLUMN_NAMES: readonly string[] = ALL_COLUMNS.filter(
  (c) => c.versioned === true || c.orderCopy === true,
).map((column) => column.name);

/** The columns a new article's INSERT writes, in the order of insertValues. */
export const INSERT_COLUMNS = names(WRITTEN);
export const INSERT_WIDTH = WRITTEN.length;

/** One row's typed placeholders for INSERT_COLUMNS from `$firstParam`, unparenthesised. */
export const insertPlaceholders = (firstParam: number): string => placeholders(WRITTEN, firstParam);

export const insertValues = (article: IndexedArticle, at: Date): SqlValue[] =>
  WRITTEN.map((column) => column.value(article, at));

const REVISED_AS: Record<OnRevision, (name: string) => string> = {
  replace: (name) => `EXCLUDED.${name}`,
  'keep-when-absent': (name) => `COALESCE(EXCLUDED.${name}, a.${name})`,
  'sighting-time': () => 'EXCLUDED.created_at',
};

/** `column = …` for each column a revision changes, the stored row aliased `a` (ON CONFLICT DO UPDATE SET). */
export const REVISION_ASSIGNMENTS = ALL_COLUMNS.flatMap(({ name, onRevision }) =>
  onRevision ? [`${name} = ${REVISED_AS[onRevision](name)}`] : [],
).join(',\n  ');

/** The columns enrichment and indexing decide, in the order of enrichedValues. */
export const ENRICHED_COLUMNS = names(ENRICHED);

/** ENRICHED_COLUMNS qualified by a table alias, for where another table in the statement has the same names. */
export const enrichedColumnsOf = (alias: string): string =>
  ENRICHED.map((column) => `${alias}.${column.name}`).join(', ');

/** The typed placeholders of ENRICHED_COLUMNS from `$firstParam`, unparenthesised. */
export const enrichedPlaceholders = (firstParam: number): string => placeholders(ENRICHED, firstParam);

/** Enriched columns never read the sighting time (a re-enrichment has none): an invalid date stands in. */
const NO_SIGHTING = new Date(Number.NaN);

export const enrichedValues = (article: IndexedArticle): SqlValue[] =>
  ENRICHED.map((column) => column.value(article, NO_SIGHTING));
