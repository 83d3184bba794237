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

/** Feed-analytics pixels (FeedBurner and friends) are 1×1 images; they are never the article's picture. */
function isPixel(tag: string): boolean {
  return /\b(width|height)\s*=\s*["']?[01](px)?["'\s/>]/i.test(tag);
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
