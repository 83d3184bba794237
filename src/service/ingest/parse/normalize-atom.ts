/** @module Atom 1.0 (feedsmith shape) → ParsedFeed. */
import type { AtomFeed } from 'feedsmith';
import type { ParsedFeed, ParsedItem } from './feed-types';
import { alternateLink, isHtmlType } from './atom-links';
import { htmlToText } from './html-text';
import { buildItem, cleanTitle, feedLinks, isItem, itemXmlBase, type FeedBase } from './item-fields';
import { enclosureImages, mediaImages } from './media-images';

type Entry = AtomFeed.Entry<string>;
type Text = { value?: string; type?: string } | undefined;

/** Atom text constructs say whether they hold HTML; plain text must not have "<b>" read as a tag. */
function asHtml(text: Text): string | null {
  if (!text?.value) return null;
  return isHtmlType(text.type) ? text.value : escapeText(text.value);
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function normalizeEntry(entry: Entry, feed: FeedBase): ParsedItem | null {
  const enclosures = (entry.links ?? [])
    .filter((l) => l.rel === 'enclosure')
    .map((l) => ({ url: l.href, type: l.type }));
  return buildItem(
    {
      link: alternateLink(entry.links),
      title: asHtml(entry.title),
      summaryHtml: asHtml(entry.summary),
      contentHtml: asHtml(entry.content),
      date: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
      updated: entry.updated ?? entry.dcterms?.modified?.[0],
      author: entry.authors?.[0]?.name ?? entry.dc?.creators?.[0] ?? null,
      guid: entry.id ?? null,
      language: entry.xml?.lang ?? entry.dc?.languages?.[0],
      mediaImages: [...mediaImages(entry.media), ...enclosureImages(enclosures)],
      xmlBase: itemXmlBase(feed, entry.xml?.base),
    },
    feed,
  );
}

export function normalizeAtom(feed: AtomFeed.Feed<string>, feedUrl: string | null): ParsedFeed {
  const bases = feedLinks(alternateLink(feed.links), feedUrl, feed.xml?.base);
  const title = asHtml(feed.title);
  return {
    format: 'atom',
    title: title ? cleanTitle(htmlToText(title)) : null,
    link: bases.link,
    language: feed.xml?.lang ?? null,
    items: (feed.entries ?? []).map((entry) => normalizeEntry(entry, bases)).filter(isItem),
  };
}
