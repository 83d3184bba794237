/** @module decodeBody: bytes → string using the charset from the header, the XML prolog or a meta tag. */
import { isUtf8 } from 'node:buffer';
import { fixWindows1252 } from './windows-1252';

function charsetFromContentType(contentType: string | null): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

/**
 * Like browsers, keeps looking while still in <head> (the spec's first KiB is too short for pages with
 * long inline scripts before their meta), bounded so a huge head costs little. A feed's CDATA is content,
 * not the feed's own head. Read as latin1 so any byte sequence is safe to scan. A declaration readable
 * that way is not UTF-16 whatever it says (.NET writers declare utf-16 for text later sent as UTF-8),
 * so UTF-16 becomes UTF-8, as the HTML standard does for meta.
 */
const SNIFF_BYTES = 64 * 1024;

function charsetFromDocument(bytes: Uint8Array): string | null {
  const start = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1');
  const end = start.search(/<\/head\s*>|<body[\s>]|<!\[CDATA\[/i);
  const head = end === -1 ? start : start.slice(0, end);
  const xml = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  const label = xml?.[1] ?? meta?.[1] ?? null;
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function decoderFor(label: string | null): TextDecoder {
  if (label) {
    try {
      return new TextDecoder(label);
    } catch {
      // Unknown labels fall through to UTF-8, the web default for feeds and modern pages.
    }
  }
  return new TextDecoder('utf-8');
}

const isUtf8Label = (label: string): boolean => decoderFor(label).encoding === 'utf-8';

/**
 * Servers often label everything with one default charset (UTF-8, or ISO-8859-1 under Apache's
 * AddDefaultCharset) whatever the document declares. When exactly one of the two says UTF-8, the bytes
 * decide: text in a legacy charset is almost never valid UTF-8.
 */
function settleDisagreement(bytes: Uint8Array, header: string, inDocument: string): string {
  if (isUtf8Label(header) === isUtf8Label(inDocument)) return header;
  const legacy = isUtf8Label(header) ? inDocument : header;
  return isUtf8(bytes) ? 'utf-8' : legacy;
}

function bodyDecoder(bytes: Uint8Array, contentType: string | null): TextDecoder {
  const header = charsetFromContentType(contentType);
  const inDocument = charsetFromDocument(bytes);
  const label =
    bomCharset(bytes) ??
    (header && inDocument ? settleDisagreement(bytes, header, inDocument) : (header ?? inDocument));
  return decoderFor(label);
}

/** The encoding decodeBody reads these bytes in, as a WHATWG name ('utf-8', 'utf-16le', 'windows-1252'…). */
export function bodyEncoding(bytes: Uint8Array, contentType: string | null): string {
  return bodyDecoder(bytes, contentType).encoding;
}

export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const decoder = bodyDecoder(bytes, contentType);
  const text = decoder.decode(bytes);
  return decoder.encoding === 'windows-1252' ? fixWindows1252(text) : text;
}
