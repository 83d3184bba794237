/** @module The name an export is saved under: what was asked (the query) and when, in characters every file system takes. */

const MAX_QUERY_CHARS = 60;

/** The query in file-name characters (`ticker:AAPL -category:x` → `ticker-AAPL-category-x`); `all` without one. */
function querySlug(query: string | undefined): string {
  const slug = (query ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_QUERY_CHARS)
    .replace(/-+$/, '');
  return slug || 'all';
}

/** `articles-<query>-<UTC time of the export, to the second>.<extension>`. */
export function exportFileName(query: string | undefined, at: Date, extension: string): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `articles-${querySlug(query)}-${stamp}Z.${extension}`;
}
