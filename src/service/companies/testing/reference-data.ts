/** @module Test support: reads the shared reference data (free-ticker-database, SEC, S&P 500) used only to cross-check the seed. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from '../../../contract';
import { csvRecords } from '../csv';
import { REFERENCE_DATA_DIR } from '../../testing/shared-data';

export interface RefListing {
  exchange: Exchange | null;
  ticker: string;
  isin: string;
  figi: string;
}

export interface Sp500Entry {
  name: string;
  sector: string;
  subIndustry: string;
}

export interface ReferenceData {
  listings: RefListing[];
  /** SEC ticker (BRK-B style) → 'NASDAQ' | 'NYSE' | other raw exchange name. */
  secExchange: Map<string, string>;
  /** S&P 500 symbol (BRK.B style) → entry. */
  sp500: Map<string, Sp500Entry>;
}

/** The free-ticker-database's own exchange names, for those that map onto the wire EXCHANGES. */
const DATA_EXCHANGE: Readonly<Record<string, Exchange>> = {
  NASDAQ: 'NASDAQ',
  NYSE: 'NYSE',
  'NYSE MKT': 'NYSE_AMERICAN',
  LSE: 'LONDON_STOCK_EXCHANGE',
  XETRA: 'FRANKFURT_STOCK_EXCHANGE',
  Euronext: 'EURONEXT_STOCK_EXCHANGE',
  AMS: 'EURONEXT_STOCK_EXCHANGE',
  OSL: 'EURONEXT_STOCK_EXCHANGE',
  TSE: 'TOKYO_STOCK_EXCHANGE',
  HKEX: 'HONGKONG_STOCK_EXCHANGE',
  SSE: 'SHANGHAI_STOCK_EXCHANGE',
  SZSE: 'SHENZHEN_STOCK_EXCHANGE',
  KRX: 'KOREA_STOCK_EXCHANGE',
  NSE_IN: 'NATIONAL_STOCK_EXCHANGE',
  TSX: 'TORONTO_STOCK_EXCHANGE',
};

/** NEWSROOM_REFERENCE_DATA, else the shared data's `companies` (read where the shared data is located). */
export function referenceDataDir(): string {
  return REFERENCE_DATA_DIR;
}

function read(dir: string, file: string): string | null {
  const path = join(dir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

function listingsFrom(text: string | null, figiColumn: boolean): RefListing[] {
  if (text === null) return [];
  return csvRecords(text).map((r) => ({
    exchange: DATA_EXCHANGE[(r['exchange'] ?? '').trim()] ?? null,
    ticker: r['ticker'] ?? '',
    isin: r['isin'] ?? '',
    figi: figiColumn ? (r['figi'] ?? '') : '',
  }));
}

function secExchanges(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (text === null) return out;
  const parsed = JSON.parse(text) as { data: [number, string, string, string | null][] };
  for (const [, , ticker, exchange] of parsed.data) {
    if (exchange !== null) out.set(ticker, exchange === 'Nasdaq' ? 'NASDAQ' : exchange);
  }
  return out;
}

function sp500Entries(text: string | null): Map<string, Sp500Entry> {
  const out = new Map<string, Sp500Entry>();
  if (text === null) return out;
  for (const r of csvRecords(text)) {
    out.set(r['Symbol'] ?? '', {
      name: r['Security'] ?? '',
      sector: r['GICS Sector'] ?? '',
      subIndustry: r['GICS Sub-Industry'] ?? '',
    });
  }
  return out;
}

/** Null when the folder is absent; individual missing files just contribute nothing. */
export function loadReferenceData(dir: string = referenceDataDir()): ReferenceData | null {
  if (!existsSync(dir)) return null;
  const ftd = (file: string): string | null => read(dir, join('free_ticker_database', file));
  return {
    listings: [
      ...listingsFrom(ftd('identifiers_extended.csv'), true),
      ...listingsFrom(ftd('tickers.csv'), false),
      ...listingsFrom(ftd('cross_listings.csv'), false),
    ],
    secExchange: secExchanges(read(dir, join('sec', 'company_tickers_exchange.json'))),
    sp500: sp500Entries(read(dir, join('sp500', 'constituents.csv'))),
  };
}
