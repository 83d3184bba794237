/** @module JSON Feed 1.0/1.1 (feedsmith shape) → ParsedFeed. */
import type { JsonFeed } from 'feedsmith';
import type { ParsedFeed, ParsedItem } from './feed-types';
import { buildItem, cleanTitle, feedLinks, isItem, permalinkId, type FeedBase } from './item-fields';

type Item = JsonFeed.Item<string>;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function normalizeItem(item: Item, feed: FeedBase): ParsedItem | null {
  const images = (item.attachments ?? []).filter((a) => a.mime_type?.startsWith('image/')).map((a) => a.url);
  // JSON Feed titles and summaries are plain text by spec; escaping keeps "<" in them literal.
  // external_url is what the item is about (a linked story), not the item: it is never its link.
  return buildItem(
    {
      link: item.url ?? permalinkId(item.id),
      title: item.title ? escapeText(item.title) : null,
      summaryHtml: item.summary ? escapeText(item.summary) : null,
      contentHtml: item.content_html ?? (item.content_text ? escapeText(item.content_text) : null),
      date: item.date_published ?? item.date_modified,
      updated: item.date_modified,
      author: item.authors?.[0]?.name ?? null,
      guid: item.id ?? null,
      language: item.language,
      mediaImages: [item.image, item.banner_image, ...images],
    },
    feed,
  );
}

export function normalizeJson(feed: JsonFeed.Feed<string>, feedUrl: string | null): ParsedFeed {
  const bases = feedLinks(feed.home_page_url, feedUrl);
  return {
    format: 'json',
    title: cleanTitle(feed.title ? escapeText(feed.title) : null),
    link: bases.link,
    language: feed.language ?? null,
    items: (feed.items ?? []).map((item) => normalizeItem(item, bases)).filter(isItem),
  };
}
