/** @module RSS 1.0 / RDF (feedsmith shape) → ParsedFeed. */
import type { RdfFeed } from 'feedsmith';
import type { ParsedFeed, ParsedItem } from './feed-types';
import { buildItem, cleanTitle, feedLinks, isItem, itemXmlBase, type FeedBase } from './item-fields';
import { mediaImages } from './media-images';

type Item = RdfFeed.Item<string>;

function normalizeItem(item: Item, feed: FeedBase): ParsedItem | null {
  return buildItem(
    {
      link: item.link ?? item.rdf?.about ?? null,
      title: item.title,
      summaryHtml: item.description ?? item.dc?.descriptions?.[0],
      contentHtml: item.content?.encoded,
      date: item.dc?.dates?.[0],
      updated: item.dcterms?.modified?.[0],
      author: item.dc?.creators?.[0] ?? null,
      guid: item.rdf?.about ?? null,
      language: item.dc?.languages?.[0] ?? item.xml?.lang,
      mediaImages: mediaImages(item.media),
      xmlBase: itemXmlBase(feed, item.xml?.base),
    },
    feed,
  );
}

export function normalizeRdf(feed: RdfFeed.Feed<string>, feedUrl: string | null): ParsedFeed {
  const bases = feedLinks(feed.link, feedUrl, feed.xml?.base);
  return {
    format: 'rdf',
    title: cleanTitle(feed.title),
    link: bases.link,
    language: feed.dc?.languages?.[0] ?? null,
    items: (feed.items ?? []).map((item) => normalizeItem(item, bases)).filter(isItem),
  };
}
