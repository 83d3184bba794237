/** @module Shared per-item helpers: titles, links, item assembly. */
import { canonicalizeLink } from '../canonical-link';
import { parseDate } from '../parse-date';
import type { ParsedItem } from './feed-types';
import { firstImage, resolveUrl, textOrNull } from './html-text';

/** Titles get the same treatment as summaries: feeds disagree on whether titles are HTML. */
export function cleanTitle(value: string | undefined | null): string | null {
  return textOrNull(value);
}

/**
 * The feed's site link made absolute, and the base for relative item links: that link, else the URL the
 * feed was fetched from (many feeds have a relative channel link, or none).
 */
export function feedLinks(
  siteLink: string | null | undefined,
  feedUrl: string | null,
): { link: string | null; base: string | null } {
  const link = resolveUrl(siteLink, feedUrl);
  return { link, base: link ?? feedUrl };
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
  author?: string | null;
  guid?: string | null;
  mediaImages?: (string | undefined)[];
}

function fallbackTitle(summary: string | null, link: string): string {
  if (!summary) return link;
  return summary.length <= 100 ? summary : `${summary.slice(0, 99).replace(/\s+\S*$/, '')}…`;
}

export function buildItem(raw: RawItem, base: string | null): ParsedItem | null {
  const link = resolveUrl(raw.link, base);
  const canonicalLink = link ? canonicalizeLink(link) : null;
  if (!link || !canonicalLink) return null;
  const summary = textOrNull(raw.summaryHtml);
  const contentHtml = raw.contentHtml?.trim() ? raw.contentHtml : null;
  const media = (raw.mediaImages ?? []).map((url) => resolveUrl(url, link));
  const inline = firstImage(contentHtml ?? '', link) ?? firstImage(raw.summaryHtml ?? '', link);
  return {
    link,
    canonicalLink,
    title: cleanTitle(raw.title) ?? fallbackTitle(summary, link),
    summary,
    content: textOrNull(contentHtml),
    contentHtml,
    publishDate: parseDate(raw.date),
    images: [...new Set([...media, inline].filter((url): url is string => url !== null))],
    author: raw.author?.trim() || null,
    guid: raw.guid?.trim() || null,
  };
}
