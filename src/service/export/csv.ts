/** @module CSV as spreadsheets read it: RFC 4180 fields and records (CRLF), a UTF-8 byte order mark first. */

/** Makes Excel read the file as UTF-8 (without it, non-ASCII text arrives garbled). */
export const CSV_BOM = '\uFEFF';

/** One field: quoted (inner quotes doubled) when it holds a quote, a comma or a line break; else as it is. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record with its CRLF. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
