/** @module isHtmlPage: whether a fetched answer is an HTML page worth extracting (not a PDF, image, JSON…). */

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Types that servers send when they do not know better; the body decides, as in a browser's sniffing. */
const UNTYPED = new Set(['', 'application/octet-stream', 'text/plain']);
const HTML_START = /^\uFEFF?\s*<(!doctype\s+html|html|head|body|!--|meta|title)[\s>/]/i;

const mediaType = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether an answer can be an HTML page by its Content-Type alone, so a PDF or an image is never read. */
export function mayBeHtmlPage(contentType: string | null): boolean {
  const type = mediaType(contentType);
  return HTML_TYPES.has(type) || UNTYPED.has(type);
}

export function isHtmlPage(contentType: string | null, body: string): boolean {
  const type = mediaType(contentType);
  if (HTML_TYPES.has(type)) return true;
  return UNTYPED.has(type) && HTML_START.test(body.slice(0, 512));
}
