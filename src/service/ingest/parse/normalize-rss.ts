/** @module RSS 2.0 (feedsmith shape) → ParsedFeed. */
import type { RssFeed } from 'feedsmith';
import { alternateLink } from './atom-links';
import type { ParsedFeed, ParsedItem } from './feed-types';
import {
  buildItem,
  cleanTitle,
  feedLinks,
  isItem,
  itemXmlBase,
  permalinkId,
  type FeedBase,
} from './item-fields';
import { enclosureImages, mediaImages } from './media-images';

type Feed = RssFeed.Feed<string>;
type Item = RssFeed.Item<string>;

function author(item: Item): string | null {
  return (
    item.dc?.creators?.[0] ??
    item.authors?.[0]?.name ??
    item.authors?.[0]?.email ??
    item.itunes?.author ??
    null
  );
}

function normalizeItem(item: Item, feed: FeedBase): ParsedItem | null {
  const guid = item.guid?.value ?? null;
  const permalink = item.guid?.isPermaLink !== false ? permalinkId(guid) : null;
  return buildItem(
    {
      link: item.link ?? alternateLink(item.atom?.links) ?? permalink,
      title: item.title,
      summaryHtml: item.description,
      contentHtml: item.content?.encoded,
      date: item.pubDate ?? item.dc?.dates?.[0] ?? item.atom?.published ?? item.atom?.updated,
      updated: item.atom?.updated ?? item.dcterms?.modified?.[0],
      author: author(item),
      guid,
      language: item.dc?.languages?.[0] ?? item.xml?.lang,
      mediaImages: [...mediaImages(item.media), ...enclosureImages(item.enclosures), item.itunes?.image],
      xmlBase: itemXmlBase(feed, item.xml?.base),
    },
    feed,
  );
}

export function normalizeRss(feed: Feed, feedUrl: string | null): ParsedFeed {
  const bases = feedLinks(feed.link, feedUrl, feed.xml?.base);
  return {
    format: 'rss',
    title: cleanTitle(feed.title),
    link: bases.link,
    language: feed.language ?? feed.dc?.languages?.[0] ?? null,
    items: (feed.items ?? []).map((item) => normalizeItem(item, bases)).filter(isItem),
  };
}
