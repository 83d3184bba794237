/** @module Shared per-item helpers: titles, links, item assembly. */
import { canonicalizeLink } from '../../model/canonical-link';
import { parseDate } from '../parse-date';
import type { ParsedItem } from './feed-types';
import { firstImage, resolveUrl, textOrNull } from './html-text';

/** Titles get the same treatment as summaries: feeds disagree on whether titles are HTML. */
export function cleanTitle(value: string | undefined | null): string | null {
  return textOrNull(value);
}

/** Where a feed's relative URLs resolve: its items' links, and (with `xmlBase`) everything else in scope. */
export interface FeedBase {
  /** The feed's site link, absolute. */
  link: string | null;
  /** The base for item links outside any xml:base: the site link, else the URL the feed was fetched from. */
  base: string | null;
  /** The feed element's own xml:base, absolute, when it declares one. */
  xmlBase: string | null;
  /** The URL the feed was fetched from: the document's base (RFC 3986 §5.1.3). */
  documentUrl: string | null;
}

/**
 * An element's xml:base, resolved against its parent's base (XML Base §4.2); else the parent's own xml:base,
 * which is still in scope; null when none was declared.
 */
function scopedXmlBase(
  declared: string | null | undefined,
  parent: string | null,
  documentUrl: string | null,
): string | null {
  return (declared ? resolveUrl(declared, parent ?? documentUrl) : null) ?? parent;
}

/**
 * The feed's site link made absolute, and the base for relative item links. A declared xml:base decides both.
 * Without one, the base is the site link, else the feed's URL: publishers write root-relative item links
 * for their site, and many feeds have a relative channel link, or none.
 */
export function feedLinks(
  siteLink: string | null | undefined,
  feedUrl: string | null,
  declaredXmlBase?: string | null,
): FeedBase {
  const xmlBase = scopedXmlBase(declaredXmlBase, null, feedUrl);
  const link = resolveUrl(siteLink, xmlBase ?? feedUrl);
  return { link, base: link ?? feedUrl, xmlBase, documentUrl: feedUrl };
}

/** The xml:base in scope for an item or entry (its own, else the feed's), for `RawItem.xmlBase`. */
export function itemXmlBase(feed: FeedBase, declared: string | null | undefined): string | null {
  return scopedXmlBase(declared, feed.xmlBase, feed.documentUrl);
}

/** An item id that is itself an absolute http(s) URL is the item's permalink (RSS guid, JSON Feed id). */
export function permalinkId(id: string | null | undefined): string | null {
  const value = id?.trim() ?? '';
  return /^https?:\/\/[^/\s]/i.test(value) ? value : null;
}

export function isItem(item: ParsedItem | null): item is ParsedItem {
  return item !== null;
}

export interface RawItem {
  link?: string | null;
  title?: string | null;
  summaryHtml?: string | null;
  contentHtml?: string | null;
  date?: string | null;
  /** The feed's own modification time of the item. */
  updated?: string | null;
  author?: string | null;
  language?: string | null;
  guid?: string | null;
  mediaImages?: (string | undefined)[];
  /** The absolute xml:base in scope (`itemXmlBase`): it resolves the link, media and content images. */
  xmlBase?: string | null;
}

function fallbackTitle(summary: string | null, link: string): string {
  if (!summary) return link;
  return summary.length <= 100 ? summary : `${summary.slice(0, 99).replace(/\s+\S*$/, '')}…`;
}

export function buildItem(raw: RawItem, feed: FeedBase): ParsedItem | null {
  const link = resolveUrl(raw.link, raw.xmlBase ?? feed.base);
  const canonicalLink = link ? canonicalizeLink(link) : null;
  if (!link || !canonicalLink) return null;
  const summary = textOrNull(raw.summaryHtml);
  const contentHtml = raw.contentHtml?.trim() ? raw.contentHtml : null;
  const imageBase = raw.xmlBase ?? link;
  const media = (raw.mediaImages ?? []).map((url) => resolveUrl(url, imageBase));
  const inline = firstImage(contentHtml ?? '', imageBase) ?? firstImage(raw.summaryHtml ?? '', imageBase);
  return {
    link,
    canonicalLink,
    title: cleanTitle(raw.title) ?? fallbackTitle(summary, link),
    summary,
    content: textOrNull(contentHtml),
    contentHtml,
    publishDate: parseDate(raw.date),
    updatedDate: parseDate(raw.updated),
    images: [...new Set([...media, inline].filter((url): url is string => url !== null))],
    author: raw.author?.trim() || null,
    language: raw.language?.trim() || null,
    guid: raw.guid?.trim() || null,
  };
}
