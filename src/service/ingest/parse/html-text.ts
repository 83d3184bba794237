/** @module HTML fragments in feeds → plain text, and the image URLs they reference. */
import { decodeHTMLStrict } from 'entities';

/**
 * Decodes every HTML character reference (the whole named set; &#146; is ’ as in browsers, not a control
 * character). Only references closed by ";": feeds often carry a bare "&" in plain text ("R&D", "&notes").
 */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text);
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

/**
 * Tracking pixels (FeedBurner and friends) declare a size of at most 1 px so they stay invisible; they are
 * never the article's picture. A single 0 is not enough: CMSs write height="0" for "auto" on real pictures.
 */
export function isPixelSize(width: string | null, height: string | null): boolean {
  const sizes = [width, height]
    .map((size) => Number.parseInt(size ?? '', 10))
    .filter((size) => !Number.isNaN(size));
  return sizes.length > 0 && sizes.every((size) => size <= 1);
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s/>]*)`, 'i').exec(tag)?.[1] ?? null;
}

function isPixel(tag: string): boolean {
  return isPixelSize(attribute(tag, 'width'), attribute(tag, 'height'));
}

/** The first real <img> `src` in `html`, resolved against `base` when relative. */
export function firstImage(html: string, base: string | null): string | null {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const resolved = resolveUrl(decodeEntities(src?.[1] ?? src?.[2] ?? src?.[3] ?? ''), base);
    if (resolved && !isPixel(tag)) return resolved;
  }
  return null;
}

/**
 * `raw` made absolute against `base`, when it is an http(s) URL: the only links and images we store or
 * fetch (not data:, javascript:, file:, blob:, ftp:…).
 */
export function resolveUrl(raw: string | null | undefined, base: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function textOrNull(html: string | undefined | null): string | null {
  if (html == null) return null;
  const text = htmlToText(html);
  return text === '' ? null : text;
}
