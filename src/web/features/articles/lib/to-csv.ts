/** @module Articles as CSV (RFC 4180 quoting; lists joined with `|`). */
import type { ArticleV2 } from '../../../../contract';

const COLUMNS = [
  'publishDate',
  'source',
  'title',
  'link',
  'sentiment',
  'confidence',
  'language',
  'tickers',
  'countries',
  'categories',
  'summary',
] as const;

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cells(a: ArticleV2): string[] {
  const tickers = (a.companies ?? []).map((c) => c.ticker).join('|');
  return [
    a.publishDate,
    a.source,
    a.title,
    a.link,
    a.sentiment,
    a.confidence,
    a.language,
    tickers,
    a.countries.join('|'),
    a.categories.join('|'),
    a.summary ?? '',
  ];
}

export function toCsv(articles: ArticleV2[]): string {
  return [COLUMNS.join(','), ...articles.map((a) => cells(a).map(quote).join(','))].join('\r\n') + '\r\n';
}
