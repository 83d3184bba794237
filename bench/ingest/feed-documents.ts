/**
 * @module Bench items written as the feeds a publisher would serve: one feed per source and language,
 * `perFeed` items each, in turn RSS 2.0 (content:encoded, media:content), Atom 1.0 (HTML content) and
 * JSON Feed 1.1 (content_html), so parseFeed is timed on all three formats.
 */
import type { BenchCorpus, BenchItem, CorpusItems } from './bench-item';

export type FeedFormat = 'rss' | 'atom' | 'json';

export interface FeedDocument {
  corpus: BenchCorpus;
  /** The publisher's domain. */
  source: string;
  format: FeedFormat;
  contentType: string;
  body: string;
  items: number;
}

const FORMATS: readonly FeedFormat[] = ['rss', 'atom', 'json'];
const CONTENT_TYPE: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs as <p> elements, then the images: what a content:encoded body looks like. */
function contentHtml(item: BenchItem): string | null {
  if (item.content === null) return null;
  const paragraphs = item.content
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${xml(p.trim())}</p>`);
  return [...paragraphs, ...item.images.map((src) => `<img src="${xml(src)}" alt="">`)].join('\n');
}

function rss(source: string, language: string, items: BenchItem[]): string {
  const entries = items.map((i) => {
    const html = contentHtml(i);
    return [
      `<item><title>${xml(i.title)}</title><link>${xml(i.link)}</link>`,
      `<guid isPermaLink="true">${xml(i.link)}</guid>`,
      i.publishDate ? `<pubDate>${i.publishDate.toUTCString()}</pubDate>` : '',
      i.summary ? `<description>${xml(i.summary)}</description>` : '',
      html ? `<content:encoded>${xml(html)}</content:encoded>` : '',
      ...i.images.map((src) => `<media:content url="${xml(src)}" medium="image"/>`),
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>${xml(source)}</title><link>https://${source}/</link><description>News</description>
<language>${language}</language>
${entries.join('\n')}
</channel></rss>`;
}

function atom(source: string, language: string, items: BenchItem[]): string {
  const entries = items.map((i) => {
    const html = contentHtml(i);
    const date = (i.publishDate ?? new Date(0)).toISOString();
    return [
      `<entry><title>${xml(i.title)}</title><link rel="alternate" href="${xml(i.link)}"/>`,
      `<id>${xml(i.link)}</id><published>${date}</published><updated>${date}</updated>`,
      i.summary ? `<summary>${xml(i.summary)}</summary>` : '',
      html ? `<content type="html">${xml(html)}</content>` : '',
      '</entry>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">
<title>${xml(source)}</title><link href="https://${source}/"/><id>https://${source}/</id>
<updated>${new Date().toISOString()}</updated>
${entries.join('\n')}
</feed>`;
}

function json(source: string, language: string, items: BenchItem[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: source,
    home_page_url: `https://${source}/`,
    language,
    items: items.map((i) => ({
      id: i.link,
      url: i.link,
      title: i.title,
      summary: i.summary ?? undefined,
      content_html: contentHtml(i) ?? undefined,
      date_published: i.publishDate?.toISOString(),
      image: i.images[0],
    })),
  });
}

const WRITERS: Readonly<Record<FeedFormat, typeof rss>> = { rss, atom, json };

/** Every item lands in exactly one feed; item order within a source is kept. */
export function buildFeeds(corpora: readonly CorpusItems[], perFeed = 50): FeedDocument[] {
  const docs: FeedDocument[] = [];
  for (const { corpus, items } of corpora) {
    const groups = new Map<string, BenchItem[]>();
    for (const item of items) {
      const key = `${item.source}\u0000${item.language}`;
      const group = groups.get(key) ?? [];
      group.push(item);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      for (let start = 0; start < group.length; start += perFeed) {
        const chunk = group.slice(start, start + perFeed);
        const first = chunk[0] as BenchItem;
        const format = FORMATS[docs.length % FORMATS.length] as FeedFormat;
        docs.push({
          corpus,
          source: first.source,
          format,
          contentType: CONTENT_TYPE[format],
          body: WRITERS[format](first.source, first.language, chunk),
          items: chunk.length,
        });
      }
    }
  }
  return docs;
}
