/** @module Finds companies named by ticker: cashtags, exchange-qualified tickers and (rarely) bare tickers. */
import type { MatchableCompany } from '../../model/company-record';
import { normTicker, type CompanyIndex, type Listed } from './company-index';
import { COMMON_WORD_TICKERS, EXCHANGE_PREFIXES } from './ticker-data';

export interface Hit {
  company: MatchableCompany;
  confidence: number;
  at: number;
  /** One past the last character of the mention. */
  end: number;
  /** The ticker as written, for hits of the ticker pass. */
  ticker?: string;
}

const US_MICS = new Set(['XNAS', 'XNYS', 'XASE']);
// `$ES_F` (a futures contract) is not a cashtag of ES.
const CASHTAG = /(?<![\p{L}\p{N}$])\$([A-Za-z][A-Za-z0-9]{0,5}(?:[.-][A-Za-z])?)(?![\p{L}\p{N}_])/gu;
const PREFIXES = Object.keys(EXCHANGE_PREFIXES)
  .sort((x, y) => y.length - x.length)
  .map((p) => p.replace(' ', '\\s+'))
  .join('|');
const QUALIFIED = new RegExp(
  `(?<![\\p{L}\\p{N}])(${PREFIXES})\\s*:\\s*([A-Z0-9][A-Z0-9&]{0,9}(?:[.-][A-Z0-9]{1,2})?)(?![\\p{L}\\p{N}])`,
  'giu',
);
const BARE = /(?<![\p{L}\p{N}$&.-])([A-Z]{3,5})(?![\p{L}\p{N}&]|\.[A-Z])/gu;

function pick(listings: readonly Listed[], mics: readonly string[] | null): MatchableCompany | undefined {
  const venue = mics === null ? listings : listings.filter((l) => mics.includes(l.mic));
  // A reviewed seed listing wins over an imported one under the same ticker.
  const reviewed = venue.filter((l) => !l.imported);
  const pool = reviewed.length > 0 ? reviewed : venue;
  const primaries = pool.filter((l) => l.primary);
  const candidates = primaries.length > 0 ? primaries : pool;
  const companies = [...new Set(candidates.map((l) => l.company))];
  if (companies.length === 1) return companies[0];
  // A cashtag is a US convention: when several exchanges share a ticker, the US listing is meant.
  const us = [...new Set(candidates.filter((l) => US_MICS.has(l.mic)).map((l) => l.company))];
  return us.length === 1 ? us[0] : undefined;
}

function mostlyUpperCase(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters.replace(/\p{Lu}/gu, '').length / letters.length < 0.3;
}

export function tickerHits(text: string, index: CompanyIndex): Hit[] {
  const hits: Hit[] = [];
  // A written cashtag or "LON: AAL" says which listing is meant; its letters are not read again as a bare ticker.
  const marked: [number, number][] = [];
  for (const m of text.includes('$') ? text.matchAll(CASHTAG) : []) {
    const ticker = m[1] ?? '';
    const listings = index.tickers.get(normTicker(ticker));
    const company = listings && pick(listings, null);
    marked.push([m.index, m.index + m[0].length]);
    if (company) hits.push({ company, confidence: 0.96, at: m.index, end: m.index + m[0].length, ticker });
  }
  for (const m of text.includes(':') ? text.matchAll(QUALIFIED) : []) {
    const mics = EXCHANGE_PREFIXES[(m[1] ?? '').toUpperCase().replace(/\s+/g, ' ')] ?? null;
    const ticker = m[2] ?? '';
    const listings = index.tickers.get(normTicker(ticker));
    const company = listings && pick(listings, mics);
    marked.push([m.index, m.index + m[0].length]);
    if (company) hits.push({ company, confidence: 0.98, at: m.index, end: m.index + m[0].length, ticker });
  }
  const bare = [...text.matchAll(BARE)].filter(
    (m) => !marked.some(([from, to]) => m.index >= from && m.index < to),
  );
  if (bare.length === 0 || mostlyUpperCase(text)) return hits;
  for (const m of bare) {
    const ticker = m[1] ?? '';
    if (COMMON_WORD_TICKERS.has(ticker)) continue;
    const listings = index.tickers.get(ticker)?.filter((l) => l.primary && US_MICS.has(l.mic) && !l.imported);
    const company = listings && listings.length === 1 ? listings[0]?.company : undefined;
    if (company) hits.push({ company, confidence: 0.8, at: m.index, end: m.index + ticker.length, ticker });
  }
  return hits;
}
