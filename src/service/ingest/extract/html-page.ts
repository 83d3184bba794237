/**
 * @module isHtmlPage: whether a fetched answer is an HTML page worth extracting (not a PDF, image, JSON…), by
 * its Content-Type and by its first bytes.
 */
import { bodyEncoding } from '../fetch/decode-body';

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

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Formats by the bytes every file of theirs starts with, which no HTML page does. */
const SIGNATURES: readonly { kind: string; magic: readonly number[] }[] = [
  { kind: 'a PDF document', magic: ascii('%PDF-') },
  { kind: 'a PNG image', magic: [0x89, ...ascii('PNG\r\n\x1a\n')] },
  { kind: 'a GIF image', magic: ascii('GIF87a') },
  { kind: 'a GIF image', magic: ascii('GIF89a') },
  { kind: 'a JPEG image', magic: [0xff, 0xd8, 0xff] },
  { kind: 'a ZIP archive (or Office document)', magic: ascii('PK\x03\x04') },
];

/**
 * What a body labelled as a page (or not labelled) really is when it is a file rather than text: a PDF, an
 * image, an archive, or any binary with NUL bytes in its head (which text never has, bar UTF-16). Null for
 * text.
 * @example binaryBodyKind(firstBytes, 'text/html') // 'a PDF document'
 */
export function binaryBodyKind(head: Uint8Array, contentType: string | null): string | null {
  const signature = SIGNATURES.find(({ magic }) => magic.every((byte, i) => head[i] === byte));
  if (signature) return signature.kind;
  if (head.includes(0) && !bodyEncoding(head, contentType).startsWith('utf-16'))
    return 'binary data (NUL bytes)';
  return null;
}
