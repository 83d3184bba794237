/**
 * @module Real financial news from ../shared/data/news as bench items (read at run time, never copied):
 * CNBC articles with full text, Finnhub and StockNewsAPI items with summaries, then the Kaggle headline
 * sets. The headline sets carry no URL, so their links are made up on the publisher's domain.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/service/companies/csv';
import { SHARED_DATA_DIR } from '../../src/service/ingest/testing/shared-data';
import type { BenchItem } from './bench-item';

export const NEWS_DIR = path.join(SHARED_DATA_DIR, 'news');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(NEWS_DIR, file), 'utf8')) as T;
const readRows = (file: string): string[][] => parseCsv(readFileSync(path.join(NEWS_DIR, file), 'utf8'));

function validDate(text: string | number | undefined): Date | null {
  const date = typeof text === 'number' ? new Date(text * 1000) : new Date(text ?? '');
  return Number.isNaN(date.getTime()) ? null : date;
}

function hostOf(link: string): string | null {
  try {
    return new URL(link).host.toLowerCase();
  } catch {
    return null;
  }
}

function item(fields: Omit<BenchItem, 'source' | 'language'>): BenchItem | null {
  const source = hostOf(fields.link);
  return source && fields.title.trim() ? { ...fields, source, language: 'en' } : null;
}

function cnbcArticles(): (BenchItem | null)[] {
  const rows = readJson<{ title: string; link: string; date: string; text: string }[]>(
    'cnbc_finance_articles/cnbc_data.json',
  );
  return rows.map((r) =>
    item({
      link: r.link,
      title: r.title,
      summary: null,
      content: r.text.trim(),
      publishDate: validDate(r.date),
      images: [],
    }),
  );
}

interface FinnhubItem {
  headline: string;
  summary: string;
  url: string;
  datetime: number;
  image: string;
}

const FINNHUB = [
  'finnhub_news_general_2025-07-24_28.json',
  'finnhub_news_merger_2025-07-25_29.json',
  'finnhub_news_crypto_2025-07.json',
  'finnhub_news_forex_2025-07.json',
  'finnhub_Market-News-merger_2025-07-21.json',
  'finnhub_Market-News-crypto_2025-07-21.json',
  'finnhub_Market-News-forex_2025-07-21.json',
];

function finnhubItems(): (BenchItem | null)[] {
  return FINNHUB.flatMap((file) =>
    readJson<FinnhubItem[]>(`finnhub_market_news/${file}`).map((r) =>
      item({
        link: r.url,
        title: r.headline,
        summary: r.summary || null,
        content: null,
        publishDate: validDate(r.datetime),
        images: r.image ? [r.image] : [],
      }),
    ),
  );
}

function stockNewsItems(): (BenchItem | null)[] {
  const { data } = readJson<{
    data: { title: string; text: string; news_url: string; date: string; image_url: string }[];
  }>('stocknewsapi_sample/get_general_market_news_2019-05-23.json');
  return data.map((r) =>
    item({
      link: r.news_url,
      title: r.title,
      summary: r.text,
      content: null,
      publishDate: validDate(r.date),
      images: r.image_url ? [r.image_url] : [],
    }),
  );
}

const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

function headline(domain: string, i: number, title: string, summary: string | null, date: Date | null) {
  const clean = title.replace(/\s+/g, ' ').trim();
  return item({
    link: `https://${domain}/bench/${slug(clean)}-${i}`,
    title: clean,
    summary,
    content: null,
    publishDate: date,
    images: [],
  });
}

/** " 7:51  PM ET Fri, 17 July 2020" → the date part. */
const cnbcDate = (time: string): Date | null => validDate(/\d{1,2} \w+ \d{4}/.exec(time)?.[0]);

const KAGGLE = 'kaggle_financial_news_headlines';

function cnbcHeadlines(): (BenchItem | null)[] {
  return readRows(`${KAGGLE}/cnbc_headlines.csv`)
    .slice(1)
    .map(([title = '', time = '', description = ''], i) =>
      headline('www.cnbc.com', i, title, description || null, cnbcDate(time)),
    );
}

/** Guardian and Reuters headlines in turn, so a smaller N still sees both publishers. */
function guardianAndReutersHeadlines(): (BenchItem | null)[] {
  const guardian = readRows(`${KAGGLE}/guardian_headlines.csv`)
    .slice(1)
    .map(([time = '', title = '']) => ({ title, date: validDate(time) }));
  const reuters = readRows(`${KAGGLE}/reuters_headlines_DERIVED_hgulati2190.csv`).map(
    ([date = '', title = '']) => ({
      title,
      date: validDate(date),
    }),
  );
  return Array.from({ length: Math.max(guardian.length, reuters.length) }, (_, i) => {
    const g = guardian[i];
    const r = reuters[i];
    return [
      g ? headline('www.theguardian.com', i, g.title, null, g.date) : null,
      r ? headline('www.reuters.com', i, r.title, null, r.date) : null,
    ];
  }).flat();
}

export function hasNewsData(): boolean {
  return existsSync(path.join(NEWS_DIR, 'cnbc_finance_articles', 'cnbc_data.json'));
}

/** Up to `count` distinct-link items, richest first (full text, then summaries, then bare headlines). */
export function loadNewsItems(count: number): BenchItem[] {
  const sets = [cnbcArticles, finnhubItems, stockNewsItems, cnbcHeadlines, guardianAndReutersHeadlines];
  const seen = new Set<string>();
  const out: BenchItem[] = [];
  for (const load of sets) {
    for (const candidate of load()) {
      if (out.length >= count) return out;
      if (candidate === null || seen.has(candidate.link)) continue;
      seen.add(candidate.link);
      out.push(candidate);
    }
  }
  return out;
}
