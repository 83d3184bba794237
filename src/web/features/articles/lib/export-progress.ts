/**
 * @module What a streamed export has brought so far, read as its text arrives: the article rows (CSV records
 * after the header, NDJSON lines that are not resume-token lines; a quoted line break is inside a record) and
 * the error that ends a stream cut short (the endpoint's last record or line: a quota refused mid-way).
 */
import { EXPORT_CSV_ERROR_MARK, ExportErrorLine, type ExportFormat } from '../../../../contract';

export interface ExportProgress {
  /** Takes the next piece of the decoded text. */
  feed(text: string): void;
  /** Article rows so far. */
  rows(): number;
  /** The error the stream ended with, once all of it was fed; null when it ended normally. */
  error(): ExportErrorLine | null;
}

/** Enough of the end to hold an error record whole. */
const TAIL = 4096;

/** The fields of one CSV record (RFC 4180), its CRLF excluded. */
function csvFields(record: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i += 1) {
    const c = record[i];
    if (quoted && c === '"' && record[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields;
}

function csvProgress(): ExportProgress {
  let records = 0;
  let quoted = false;
  let tail = '';
  const lastRecord = () => {
    const body = tail.endsWith('\r\n') ? tail.slice(0, -2) : tail;
    const start = body.lastIndexOf(`\r\n${EXPORT_CSV_ERROR_MARK},`);
    return start >= 0 ? body.slice(start + 2) : body.startsWith(`${EXPORT_CSV_ERROR_MARK},`) ? body : null;
  };
  const error = (): ExportErrorLine | null => {
    const record = lastRecord();
    if (record === null) return null;
    const fields = csvFields(record);
    const parsed = ExportErrorLine.safeParse({
      statusCode: Number(fields[1]),
      message: fields[2] ?? '',
      ...(fields[fields.length - 1] ? { resumeToken: fields[fields.length - 1] } : {}),
    });
    return parsed.success ? parsed.data : null;
  };
  return {
    feed(text) {
      for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) records += 1;
      }
      tail = (tail + text).slice(-TAIL);
    },
    // The header is no article, nor is an error record.
    rows: () => Math.max(0, records - 1 - (error() === null ? 0 : 1)),
    error,
  };
}

function ndjsonProgress(): ExportProgress {
  let rows = 0;
  let line = '';
  let last = '';
  return {
    feed(text) {
      const lines = (line + text).split('\n');
      line = lines.pop() ?? '';
      for (const complete of lines) {
        if (complete.startsWith('{"resumeToken"')) continue;
        if (complete.startsWith('{"statusCode"')) last = complete;
        else rows += 1;
      }
    },
    rows: () => rows,
    error() {
      if (!last) return null;
      const parsed = ExportErrorLine.safeParse(JSON.parse(last));
      return parsed.success ? parsed.data : null;
    },
  };
}

export function exportProgress(format: ExportFormat): ExportProgress {
  return format === 'csv' ? csvProgress() : ndjsonProgress();
}
