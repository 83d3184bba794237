/** @module Atom 1.0 (feedsmith shape) → ParsedFeed. */
import type { AtomFeed } from 'feedsmith';
import type { ParsedFeed, ParsedItem } from './feed-types';
import { htmlToText } from './html-text';
import { buildItem, cleanTitle, feedLinks, isItem } from './item-fields';
import { enclosureImages, mediaImages } from './media-images';

type Entry = AtomFeed.Entry<string>;
type Text = { value?: string; type?: string } | undefined;
type Link = { href?: string; rel?: string; type?: string };

/** Atom 1.0 names them html/xhtml; Atom 0.3 (still served by old blog engines) by MIME type. */
const HTML_TYPES = new Set(['html', 'xhtml', 'text/html', 'application/xhtml+xml']);

/** RFC 4287 also allows a relation as its full IANA IRI. */
const IANA_RELATION = 'http://www.iana.org/assignments/relation/';

/** RFC 4287: a link without rel is the alternate. */
function relation(link: Link): string {
  return link.rel?.trim().toLowerCase().replace(IANA_RELATION, '') || 'alternate';
}

/**
 * The page of an alternate, else any alternate. The other relations (self, edit, replies, enclosure,
 * related…) name the feed, an API or an attachment, never the article, so they are no fallback.
 */
function alternate(links: Link[] | undefined): string | null {
  const alternates = (links ?? []).filter((l) => relation(l) === 'alternate');
  const isPage = (l: Link) => !l.type || HTML_TYPES.has(l.type.split(';')[0]?.trim().toLowerCase() ?? '');
  return (alternates.find(isPage) ?? alternates[0])?.href ?? null;
}

/** Atom text constructs say whether they hold HTML; plain text must not have "<b>" read as a tag. */
function asHtml(text: Text): string | null {
  if (!text?.value) return null;
  return HTML_TYPES.has(text.type?.toLowerCase() ?? '') ? text.value : escapeText(text.value);
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function normalizeEntry(entry: Entry, base: string | null): ParsedItem | null {
  const enclosures = (entry.links ?? [])
    .filter((l) => l.rel === 'enclosure')
    .map((l) => ({ url: l.href, type: l.type }));
  return buildItem(
    {
      link: alternate(entry.links),
      title: asHtml(entry.title),
      summaryHtml: asHtml(entry.summary),
      contentHtml: asHtml(entry.content),
      date: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
      author: entry.authors?.[0]?.name ?? entry.dc?.creators?.[0] ?? null,
      guid: entry.id ?? null,
      mediaImages: [...mediaImages(entry.media), ...enclosureImages(enclosures)],
    },
    base,
  );
}

export function normalizeAtom(feed: AtomFeed.Feed<string>, feedUrl: string | null): ParsedFeed {
  const { link, base } = feedLinks(alternate(feed.links), feedUrl);
  const title = asHtml(feed.title);
  return {
    format: 'atom',
    title: title ? cleanTitle(htmlToText(title)) : null,
    link,
    language: feed.xml?.lang ?? null,
    items: (feed.entries ?? []).map((entry) => normalizeEntry(entry, base)).filter(isItem),
  };
}
