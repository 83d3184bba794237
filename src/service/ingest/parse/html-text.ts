/** @module HTML fragments in feeds → plain text, and the image URLs they reference. */
import { windows1252Char } from '../windows-1252';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  eacute: 'é',
  Eacute: 'É',
  uuml: 'ü',
  Uuml: 'Ü',
  ouml: 'ö',
  Ouml: 'Ö',
  auml: 'ä',
  Auml: 'Ä',
};

/** As in HTML, &#128;–&#159; name windows-1252 characters (&#146; is ’), not C1 controls. */
function codePoint(value: number, original: string): string {
  if (!Number.isInteger(value) || value <= 0 || value > 0x10ffff) return original;
  return value >= 0x80 && value <= 0x9f ? windows1252Char(value) : String.fromCodePoint(value);
}

/** Names are case-sensitive (&Eacute; is É); only all-caps aliases such as &AMP; fall back to lower case. */
function named(entity: string): string | undefined {
  return NAMED[entity] ?? (entity === entity.toUpperCase() ? NAMED[entity.toLowerCase()] : undefined);
}

/** Decodes numeric and common named entities; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (original, entity: string) => {
    if (entity[0] === '#') {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      return codePoint(Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10), original);
    }
    return named(entity) ?? original;
  });
}

/**
 * Tags become spaces (block boundaries must not glue words together), script/style bodies go,
 * then entities are decoded once; feeds that double-escape keep one visible level, as readers expect.
 */
export function htmlToText(html: string): string {
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(withoutCode).replace(/\s+/g, ' ').trim();
}

/** Feed-analytics pixels (FeedBurner and friends) are 1×1 images; they are never the article's picture. */
function isPixel(tag: string): boolean {
  return /\b(width|height)\s*=\s*["']?[01](px)?["'\s/>]/i.test(tag);
}

/** The first real <img> `src` in `html`, resolved against `base` when relative. */
export function firstImage(html: string, base: string | null): string | null {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const resolved = resolveUrl(decodeEntities(src?.[1] ?? src?.[2] ?? src?.[3] ?? '').trim(), base);
    if (resolved && !isPixel(tag)) return resolved;
  }
  return null;
}

export function resolveUrl(raw: string, base: string | null): string | null {
  if (!raw || raw.startsWith('data:')) return null;
  try {
    return new URL(raw, base ?? undefined).href;
  } catch {
    return null;
  }
}

export function textOrNull(html: string | undefined | null): string | null {
  if (html == null) return null;
  const text = htmlToText(html);
  return text === '' ? null : text;
}
