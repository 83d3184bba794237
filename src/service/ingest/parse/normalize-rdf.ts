/** @module RSS 1.0 / RDF (feedsmith shape) → ParsedFeed. */
import type { RdfFeed } from 'feedsmith';
import type { ParsedFeed, ParsedItem } from './feed-types';
import { buildItem, cleanTitle, feedLinks, isItem } from './item-fields';
import { mediaImages } from './media-images';

type Item = RdfFeed.Item<string>;

function normalizeItem(item: Item, base: string | null): ParsedItem | null {
  return buildItem(
    {
      link: item.link ?? item.rdf?.about ?? null,
      title: item.title,
      summaryHtml: item.description ?? item.dc?.descriptions?.[0],
      contentHtml: item.content?.encoded,
      date: item.dc?.dates?.[0],
      author: item.dc?.creators?.[0] ?? null,
      guid: item.rdf?.about ?? null,
      mediaImages: mediaImages(item.media),
    },
    base,
  );
}

export function normalizeRdf(feed: RdfFeed.Feed<string>, feedUrl: string | null): ParsedFeed {
  const { link, base } = feedLinks(feed.link, feedUrl);
  return {
    format: 'rdf',
    title: cleanTitle(feed.title),
    link,
    language: feed.dc?.languages?.[0] ?? null,
    items: (feed.items ?? []).map((item) => normalizeItem(item, base)).filter(isItem),
  };
}
