/** @module publishedDate: meta tags, then JSON-LD datePublished (top level, arrays, @graph, mainEntity), then <time datetime>. */
import { parseDate } from '../parse-date';

const META_SELECTORS = [
  'meta[property="article:published_time"]',
  'meta[name="article:published_time"]',
  'meta[itemprop="datePublished"]',
  'meta[property="og:published_time"]',
  'meta[name="parsely-pub-date"]',
  'meta[name="sailthru.date"]',
  'meta[name="pubdate"]',
  'meta[name="publishdate"]',
  'meta[name="date"]',
  'meta[name="DC.date.issued"]',
  'meta[name="dcterms.created"]',
];

const TIME_SELECTORS = ['article time[datetime]', 'time[pubdate]', 'time[datetime]'];

function jsonLdDates(node: unknown, out: string[]): void {
  if (Array.isArray(node)) {
    for (const child of node) jsonLdDates(child, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.datePublished === 'string') out.push(record.datePublished);
  if (record['@graph'] !== undefined) jsonLdDates(record['@graph'], out);
  if (record.mainEntity !== undefined) jsonLdDates(record.mainEntity, out);
}

function fromJsonLd(document: Document): Date | null {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    const dates: string[] = [];
    try {
      // Raw line breaks and tabs inside strings are invalid JSON but common; as spaces they cost no date.
      jsonLdDates(JSON.parse((script.textContent ?? '').replace(/\s+/g, ' ')), dates);
    } catch {
      continue; // Broken JSON-LD is common; other sources may still have the date.
    }
    const date = dates.map(parseDate).find((d) => d !== null);
    if (date) return date;
  }
  return null;
}

export function publishedDate(document: Document): Date | null {
  for (const selector of META_SELECTORS) {
    const date = parseDate(document.querySelector(selector)?.getAttribute('content'));
    if (date) return date;
  }
  const fromLd = fromJsonLd(document);
  if (fromLd) return fromLd;
  // One selector at a time: a selector list matches in document order, so a masthead's "today" would win.
  for (const selector of TIME_SELECTORS) {
    for (const time of Array.from(document.querySelectorAll(selector))) {
      const date = parseDate(time.getAttribute('datetime'));
      if (date) return date;
    }
  }
  return null;
}
