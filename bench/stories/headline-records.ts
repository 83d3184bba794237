/**
 * @module The dated headlines of ../shared/data/news as story-eval records (read at run time, never copied):
 * Finnhub and StockNewsAPI items (title + summary), CNBC articles (title), the Kaggle CNBC (title +
 * description), Guardian and Reuters headline sets (title only). `ref` names the file and row.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/service/companies/csv';
import { NEWS_DIR } from '../ingest/news-articles';

export interface HeadlineRecord {
  ref: string;
  source: string;
  title: string;
  lead: string;
  /** Milliseconds since the epoch; day precision for the Kaggle and CNBC article sets. */
  time: number;
}

const read = (file: string): string => readFileSync(path.join(NEWS_DIR, file), 'utf8');
const clean = (text: string): string =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const FINNHUB_DIR = 'finnhub_market_news';

function finnhub(): HeadlineRecord[] {
  const files = [
    'finnhub_news_general_2025-07-24_28.json',
    'finnhub_news_merger_2025-07-25_29.json',
    'finnhub_news_crypto_2025-07.json',
    'finnhub_news_forex_2025-07.json',
    'finnhub_Market-News-merger_2025-07-21.json',
    'finnhub_Market-News-crypto_2025-07-21.json',
    'finnhub_Market-News-forex_2025-07-21.json',
  ];
  return files.flatMap((file) =>
    (
      JSON.parse(read(`${FINNHUB_DIR}/${file}`)) as {
        headline: string;
        summary: string;
        source: string;
        datetime: number;
      }[]
    ).map((r, i) => ({
      ref: `${FINNHUB_DIR}/${file}#${i}`,
      source: r.source,
      title: clean(r.headline),
      lead: clean(r.summary),
      time: r.datetime * 1000,
    })),
  );
}

function stockNews(): HeadlineRecord[] {
  const file = 'stocknewsapi_sample/get_general_market_news_2019-05-23.json';
  const { data } = JSON.parse(read(file)) as {
    data: { title: string; text: string; source_name: string; date: string }[];
  };
  return data.map((r, i) => ({
    ref: `${file}#${i}`,
    source: r.source_name,
    title: clean(r.title),
    lead: clean(r.text),
    time: Date.parse(r.date),
  }));
}

function cnbcArticles(): HeadlineRecord[] {
  const file = 'cnbc_finance_articles/cnbc_data.json';
  const rows = JSON.parse(read(file)) as { title: string; date: string }[];
  return rows.map((r, i) => ({
    ref: `${file}#${i}`,
    source: 'CNBC',
    title: clean(r.title),
    lead: '',
    time: Date.parse(r.date),
  }));
}

const KAGGLE = 'kaggle_financial_news_headlines';

function kaggle(): HeadlineRecord[] {
  const cnbc = parseCsv(read(`${KAGGLE}/cnbc_headlines.csv`))
    .slice(1)
    .map(([title = '', time = '', description = ''], i) => ({
      ref: `${KAGGLE}/cnbc_headlines.csv#${i + 1}`,
      source: 'CNBC',
      title: clean(title),
      lead: clean(description),
      time: Date.parse(/\d{1,2} \w+ \d{4}/.exec(time)?.[0] ?? ''),
    }));
  const guardian = parseCsv(read(`${KAGGLE}/guardian_headlines.csv`))
    .slice(1)
    .map(([time = '', title = ''], i) => ({
      ref: `${KAGGLE}/guardian_headlines.csv#${i + 1}`,
      source: 'Guardian',
      title: clean(title),
      lead: '',
      time: Date.parse(time.replace(/-(\d\d)$/, '-20$1')),
    }));
  const reuters = parseCsv(read(`${KAGGLE}/reuters_headlines_DERIVED_hgulati2190.csv`)).map(
    ([date = '', title = ''], i) => ({
      ref: `${KAGGLE}/reuters_headlines_DERIVED_hgulati2190.csv#${i}`,
      source: 'Reuters',
      title: clean(title),
      lead: '',
      time: Date.parse(date),
    }),
  );
  return [...cnbc, ...guardian, ...reuters];
}

export const hasHeadlineData = (): boolean => existsSync(path.join(NEWS_DIR, KAGGLE));

/** Every dated, titled record. */
export function loadHeadlineRecords(): HeadlineRecord[] {
  return [...finnhub(), ...stockNews(), ...cnbcArticles(), ...kaggle()].filter(
    (r) => r.title !== '' && Number.isFinite(r.time),
  );
}
