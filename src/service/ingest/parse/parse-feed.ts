/** @module parseFeed: detect RSS 2.0 / Atom / RSS 1.0 / JSON Feed, delegate, return one normalised shape. */
import { parseFeed as parseAnyFeed, type AnyFeed } from 'feedsmith';
import { ParseError, type ParsedFeed, type ParsedItem } from './feed-types';
import { normalizeAtom } from './normalize-atom';
import { normalizeJson } from './normalize-json';
import { normalizeRdf } from './normalize-rdf';
import { normalizeRss } from './normalize-rss';

export { ParseError, type ParsedFeed, type ParsedItem } from './feed-types';

function looksLikeJson(body: string, contentType: string | undefined): boolean {
  return /json/i.test(contentType ?? '') || /^\s*\{/.test(body);
}

function detect(body: string, contentType: string | undefined): AnyFeed {
  const input: unknown = looksLikeJson(body, contentType) ? JSON.parse(body) : body.replace(/^\uFEFF/, '');
  return parseAnyFeed(input);
}

function normalize(parsed: AnyFeed, feedUrl: string | null): ParsedFeed {
  switch (parsed.format) {
    case 'rss':
      return normalizeRss(parsed.feed, feedUrl);
    case 'atom':
      return normalizeAtom(parsed.feed, feedUrl);
    case 'rdf':
      return normalizeRdf(parsed.feed, feedUrl);
    case 'json':
      return normalizeJson(parsed.feed, feedUrl);
  }
}

/**
 * Feeds list one story more than once (under several categories, or with tracking parameters); with
 * differing titles every poll would record two revisions of it, so the first listing is the item.
 */
function firstPerLink(items: ParsedItem[]): ParsedItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.canonicalLink)) return false;
    seen.add(item.canonicalLink);
    return true;
  });
}

/**
 * A feed that gives every item the same modification time is stamping its own build time, not telling when
 * each story changed; read as news, it would have every page fetched again at every poll.
 */
function withoutFeedWideStamps(items: ParsedItem[]): ParsedItem[] {
  const stamps = new Set(items.map((item) => item.updatedDate?.getTime() ?? null));
  if (items.length < 2 || stamps.size !== 1 || stamps.has(null)) return items;
  return items.map((item) => ({ ...item, updatedDate: null }));
}

/** An id that several items of one feed carry identifies none of them (some feeds give every item the same). */
function withoutSharedGuids(items: ParsedItem[]): ParsedItem[] {
  const counts = new Map<string, number>();
  for (const { guid } of items) if (guid !== null) counts.set(guid, (counts.get(guid) ?? 0) + 1);
  return items.map((item) =>
    item.guid !== null && (counts.get(item.guid) ?? 0) > 1 ? { ...item, guid: null } : item,
  );
}

/**
 * Parses a feed document; `feedUrl` (where it was fetched from) resolves relative links.
 * Throws only {@link ParseError} (`parse.invalid_feed`).
 * @example const feed = parseFeed(res.body, res.contentType ?? undefined, res.url);
 */
export function parseFeed(body: string, contentType?: string, feedUrl?: string): ParsedFeed {
  try {
    const feed = normalize(detect(body, contentType), feedUrl ?? null);
    return { ...feed, items: withoutSharedGuids(withoutFeedWideStamps(firstPerLink(feed.items))) };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ParseError(message, { cause });
  }
}
