/** @module ParsedFeed: the one normalised shape every feed format is turned into. */

export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'json';

/** Items without a usable http(s) link are dropped: nothing downstream can identify them. */
export interface ParsedItem {
  /** Absolute http(s) URL as the feed gave it (resolved against the feed link, else the feed URL). */
  link: string;
  /** `canonicalizeLink(link)`: the dedup key. */
  canonicalLink: string;
  /** Falls back to the start of the summary, then the link, as feed readers do. */
  title: string;
  /** Plain text: tags stripped, entities decoded, whitespace collapsed. */
  summary: string | null;
  /** Full content as plain text, when the feed carries it (content:encoded, Atom content, content_html). */
  content: string | null;
  /** The same content as the feed gave it, unsanitised HTML. */
  contentHtml: string | null;
  publishDate: Date | null;
  /**
   * When the publisher last changed the item, as the feed declares it (Atom updated, dcterms:modified, JSON Feed
   * date_modified); null when it declares none, or stamps every item alike (a generated feed's build time).
   */
  updatedDate: Date | null;
  /** Absolute URLs, de-duplicated: media:content, media:thumbnail, image enclosures, then <img> in content. */
  images: string[];
  author: string | null;
  /** The item's own declared language (a multilingual feed's), as given; null: the feed's applies. */
  language: string | null;
  /** The publisher's id of the item (RSS guid, Atom id, JSON Feed id); null when several items share it. */
  guid: string | null;
}

export interface ParsedFeed {
  format: FeedFormat;
  title: string | null;
  link: string | null;
  language: string | null;
  items: ParsedItem[];
}

export class ParseError extends Error {
  override readonly name = 'ParseError';
  readonly code = 'parse.invalid_feed';

  constructor(message: string, options?: { cause?: unknown }) {
    super(`parse.invalid_feed: ${message}`, options);
  }
}
