/**
 * @module Reads SEC's company_tickers_exchange.json (`{fields: [cik, name, ticker, exchange], data: [...]}`):
 * one company per CIK, its first ticker primary and the others further lines on the same venue. Only the
 * wire's exchanges are kept (SEC's "Nasdaq" and "NYSE"); OTC, Cboe and unlisted rows are counted as skipped.
 */
import { z } from 'zod';
import { cleanRegistryName } from './company-names';
import { venueOf } from './exchange-names';
import {
  acceptCompany,
  countSkip,
  listingOnly,
  type ImportedCompany,
  type ParsedImport,
} from './imported-company';

const SecFile = z.object({
  fields: z.array(z.string()),
  data: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});

const MAX_OTHER_TICKERS = 50;
const REQUIRED_FIELDS = ['cik', 'name', 'ticker', 'exchange'] as const;

/** SEC writes class suffixes with a hyphen (BRK-B); the seed and most news write a dot. */
export const secTicker = (ticker: string): string => ticker.trim().toUpperCase().replace(/-/g, '.');

export function parseSecCompanyTickers(text: string): ParsedImport {
  const parsed = SecFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error('sec: not a company_tickers_exchange.json file (fields/data arrays)');
  const { fields, data } = parsed.data;
  const column = Object.fromEntries(REQUIRED_FIELDS.map((f) => [f, fields.indexOf(f)]));
  const missing = REQUIRED_FIELDS.filter((f) => column[f] === -1);
  if (missing.length > 0) throw new Error(`sec: missing fields ${missing.join(', ')}`);
  const byCik = new Map<number, ImportedCompany>();
  const skipped: Record<string, number> = {};
  for (const row of data) {
    const cik = Number(row[column['cik'] ?? -1]);
    const name = cleanRegistryName(String(row[column['name'] ?? -1] ?? ''));
    const ticker = secTicker(String(row[column['ticker'] ?? -1] ?? ''));
    const exchangeName = row[column['exchange'] ?? -1];
    if (!Number.isInteger(cik) || cik <= 0 || name === '' || ticker === '') {
      countSkip(skipped, 'incomplete row');
      continue;
    }
    const venue = typeof exchangeName === 'string' ? venueOf(exchangeName) : null;
    if (venue === null) {
      countSkip(skipped, `exchange ${exchangeName ?? 'none'} not covered`);
      continue;
    }
    const known = byCik.get(cik);
    if (known === undefined) {
      byCik.set(cik, listingOnly({ name, ticker, exchange: venue.exchange, mic: venue.mic, cik }));
    } else if (known.exchange !== venue.exchange) {
      countSkip(skipped, 'further line on another exchange');
    } else if (known.otherTickers.length < MAX_OTHER_TICKERS && !known.otherTickers.includes(ticker)) {
      known.otherTickers.push(ticker);
    } else {
      countSkip(skipped, 'further line beyond the first 50');
    }
  }
  const out: ParsedImport = { companies: [], skipped, dropped: {} };
  for (const company of byCik.values()) acceptCompany(out, company);
  return out;
}
