/**
 * @module POST /v2/articles/export — every match of a search streamed as NDJSON or CSV (our extension): the v2
 * search body plus `format` and `resumeToken`, the stream's control lines and its texts.
 */
import { z } from 'zod';
import { SearchArticlesV2Body } from './search-params';
import { VALIDATION_TEXT as T } from './validation-text';

export const EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A resume token is given after every this many rows of a response (and on an error line). */
export const EXPORT_TOKEN_EVERY = 1_000;
/** One unit of the monthly quota per started this many rows: the request's own unit covers the first ones. */
export const EXPORT_ROWS_PER_UNIT = 1_000;

/** The search's filters, ordering and opt-ins (paging is ignored: every match is sent) plus the export's own. */
export const ExportArticlesBody = z.intersection(
  SearchArticlesV2Body,
  z
    .object(
      {
        /** `ndjson` (default): one article a line in the v2 search shape; `csv`: UTF-8 with BOM, RFC 4180. */
        format: z.enum(EXPORT_FORMATS, { error: T.oneOf('format', EXPORT_FORMATS) }),
        /** Continue after the row a resume token was given with (same body otherwise). */
        resumeToken: z.string({ error: T.string('resumeToken') }),
      },
      { error: T.bodyObject },
    )
    .partial(),
);
export type ExportArticlesBody = z.infer<typeof ExportArticlesBody>;

/** NDJSON: the line after every EXPORT_TOKEN_EVERY articles; `rows` counts this response's articles so far. */
export const ExportTokenLine = z.object({ resumeToken: z.string(), rows: z.number().int() });
export type ExportTokenLine = z.infer<typeof ExportTokenLine>;

/**
 * NDJSON: the last line of a stream cut short (429 when a further quota unit is refused, 500 when the store
 * failed); `resumeToken` continues after the last article sent (absent when none was).
 */
export const ExportErrorLine = z.object({
  statusCode: z.union([z.literal(429), z.literal(500)]),
  message: z.string(),
  resumeToken: z.string().optional(),
});
export type ExportErrorLine = z.infer<typeof ExportErrorLine>;

/** CSV: the `link` cell of the error record (the cut stream's last record; `source` holds the status). */
export const EXPORT_CSV_ERROR_MARK = '#error';

export const EXPORT_TEXT = {
  badToken: 'resumeToken is not a valid export token',
  otherExport: 'resumeToken belongs to another export: resume with the same body it was given for',
} as const;
