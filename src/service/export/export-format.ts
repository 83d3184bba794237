/**
 * @module How an export writes its lines: NDJSON (one v2 article a line, control lines between) or CSV (one
 * record an article, the resume token in its own last column). Both take the article as the search presents it.
 */
import {
  EXPORT_CSV_ERROR_MARK,
  OPT_IN_FIELDS,
  type ArticleV2,
  type OptInFlag,
  type ExportErrorLine,
  type ExportFormat,
  type ExportTokenLine,
} from '../../contract';
import { CSV_BOM, csvRecord } from './csv';

export interface ExportFormatter {
  contentType: string;
  extension: string;
  /** What the body starts with. */
  head: string;
  /** One article; with the checkpoint when it closes a run of EXPORT_TOKEN_EVERY rows. */
  article(article: ArticleV2, checkpoint: ExportTokenLine | null): string;
  /** The error that ends a stream cut short. */
  error(line: ExportErrorLine): string;
}

const ndjson: ExportFormatter = {
  contentType: 'application/x-ndjson; charset=utf-8',
  extension: 'ndjson',
  head: '',
  article: (article, checkpoint) =>
    `${JSON.stringify(article)}\n${checkpoint === null ? '' : `${JSON.stringify(checkpoint)}\n`}`,
  error: (line) => `${JSON.stringify(line)}\n`,
};

/** A CSV column: its header and its cell of an article (lists joined with `;`, null as empty). */
interface CsvColumn {
  name: string;
  cell: (article: ArticleV2) => string;
}

const text = (value: string | null | undefined): string => value ?? '';
const list = (values: readonly string[] | null | undefined): string => (values ?? []).join(';');

const BASE_COLUMNS: CsvColumn[] = [
  { name: 'link', cell: (a) => a.link },
  { name: 'source', cell: (a) => a.source },
  { name: 'title', cell: (a) => a.title },
  { name: 'summary', cell: (a) => text(a.summary) },
  { name: 'publishDate', cell: (a) => a.publishDate },
  { name: 'language', cell: (a) => a.language },
  { name: 'sentiment', cell: (a) => a.sentiment },
  { name: 'confidence', cell: (a) => a.confidence },
  { name: 'countries', cell: (a) => list(a.countries) },
  { name: 'categories', cell: (a) => list(a.categories) },
  { name: 'images', cell: (a) => list(a.images) },
];

type OptionalField = 'createdAt' | 'revisedDate' | 'companies' | 'content';

/** Columns of the optional fields, present when the search would add the field to its articles. */
const OPTIONAL_COLUMNS: (CsvColumn & { field: OptionalField })[] = [
  { field: 'createdAt', name: 'createdAt', cell: (a) => text(a.createdAt) },
  { field: 'revisedDate', name: 'revisedDate', cell: (a) => text(a.revisedDate) },
  { field: 'companies', name: 'tickers', cell: (a) => list(a.companies?.map((c) => c.ticker)) },
  { field: 'content', name: 'content', cell: (a) => text(a.content) },
];

/** A value of an opt-in field as a cell: text as is, null as empty, anything else as JSON. */
function valueCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `sentiment` in each company → the `companySentiment` column. */
const companyColumnName = (field: string): string =>
  `company${field[0]?.toUpperCase() ?? ''}${field.slice(1)}`;

/**
 * The columns of an opt-in flag, from the table: one per field, named as the field; a company-level field's
 * cell holds each company's value in the order of `tickers`, joined with `;` (as JSON when not plain text or
 * a number, so that a value holding `;` stays one).
 */
function optInColumns(flag: OptInFlag): CsvColumn[] {
  const spec = OPT_IN_FIELDS[flag];
  return Object.keys(spec.fields).map((field): CsvColumn => {
    if (spec.on === 'article')
      return { name: field, cell: (a) => valueCell((a as Record<string, unknown>)[field]) };
    return {
      name: companyColumnName(field),
      cell(a) {
        const values = (a.companies ?? []).map((c) => (c as Record<string, unknown>)[field]);
        return values.every((v) => typeof v === 'string' || typeof v === 'number')
          ? values.join(';')
          : JSON.stringify(values);
      },
    };
  });
}

/** Which optional fields the articles of this export carry (those of one search all carry the same). */
export type CsvFields = Partial<Record<OptionalField, boolean>> & { optIn?: readonly OptInFlag[] };

function csv(fields: CsvFields): ExportFormatter {
  const columns = [
    ...BASE_COLUMNS,
    ...OPTIONAL_COLUMNS.filter((c) => fields[c.field] === true),
    ...(fields.optIn ?? []).flatMap(optInColumns),
  ];
  const width = columns.length + 1;
  return {
    contentType: 'text/csv; charset=utf-8; header=present',
    extension: 'csv',
    head: CSV_BOM + csvRecord([...columns.map((c) => c.name), 'resumeToken']),
    article: (article, checkpoint) =>
      csvRecord([...columns.map((c) => c.cell(article)), checkpoint?.resumeToken ?? '']),
    error(line) {
      const record: string[] = Array.from({ length: width }, () => '');
      record[0] = EXPORT_CSV_ERROR_MARK;
      record[1] = String(line.statusCode);
      record[2] = line.message;
      record[width - 1] = line.resumeToken ?? '';
      return csvRecord(record);
    },
  };
}

/** The formatter of `format`; a CSV's columns follow the optional fields its articles carry. */
export function exportFormatter(format: ExportFormat, fields: CsvFields): ExportFormatter {
  return format === 'csv' ? csv(fields) : ndjson;
}
