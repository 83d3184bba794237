/** @module A minimal RFC 4180 CSV reader (quoted fields, doubled quotes, CRLF) for company files and the cross-check. */

/** One field (quoted, or up to the next comma or line break; a stray quote inside is text) and its end. */
const FIELD = /(?:"((?:[^"]|"")*)"|([^,\r\n]*))(,|\r\n|\n|\r|$)/y;

/** Parses a whole CSV text into rows of fields; a header row is returned like any other row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  FIELD.lastIndex = 0;
  while (FIELD.lastIndex < text.length) {
    // Always matches: the unquoted form takes anything up to a comma or line break.
    const m = FIELD.exec(text) as RegExpExecArray;
    row.push(m[1] === undefined ? (m[2] ?? '') : m[1].replace(/""/g, '"'));
    if (m[3] === ',' && FIELD.lastIndex === text.length) row.push('');
    if (m[3] !== ',') {
      rows.push(row);
      row = [];
      if (m[3] === '') break;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (header === undefined) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}
