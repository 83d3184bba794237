/** @module Test support: compares the bundled seed's identifiers with the shared reference data and reports agreement. */
import type { Exchange } from '../../../contract';
import { MIC_EXCHANGE } from '../mic';
import type { RefListing, ReferenceData } from './reference-data';
import type { SeedCompany } from '../seed-companies';

/**
 * isinToTicker: the data's listings of our ISINs on our exchange carry our ticker.
 * tickerToIsin: the data's listing of our ticker on our exchange carries one of our ISINs.
 * otherListingIsin: the same for each of our other listings the data knows.
 * secExchange: SEC's exchange for a US ticker of ours is ours.
 * sp500Sector / sp500Industry: S&P 500's GICS sector / sub-industry of a member is ours.
 * figi: a FIGI the data has for one of our ISINs equals ours (the data's may be exchange-level, so kept apart).
 */
export type CheckKind =
  | 'isinToTicker'
  | 'tickerToIsin'
  | 'otherListingIsin'
  | 'secExchange'
  | 'sp500Sector'
  | 'sp500Industry'
  | 'figi';

export interface CheckResult {
  companyId: number;
  ticker: string;
  kind: CheckKind;
  ok: boolean;
  detail: string;
}

export interface CrossCheckReport {
  companies: number;
  /** Companies whose primary ISIN appears anywhere in the reference data. */
  isinFound: number;
  results: CheckResult[];
}

/** BRK-B / BRK.B / BRK B, `BP.` / BP, 00700 / 0700 / 80700 all compare equal. */
export function normTicker(ticker: string, exchange: Exchange | null): string {
  const t = ticker.toUpperCase().replace(/[-/ ]/g, '.').replace(/\.+$/, '');
  // HKEX RMB counters (8 + the four-digit code, e.g. 80700) trade the same shares as the HKD line.
  return exchange === 'HONGKONG_STOCK_EXCHANGE' ? t.replace(/^8(?=\d{4}$)/, '').replace(/^0+(?=\d)/, '') : t;
}

const keyOf = (exchange: Exchange | null, ticker: string): string =>
  `${exchange ?? '?'}|${normTicker(ticker, exchange)}`;

function groupBy(listings: readonly RefListing[], key: (l: RefListing) => string): Map<string, RefListing[]> {
  const out = new Map<string, RefListing[]>();
  for (const l of listings) {
    const k = key(l);
    const list = out.get(k);
    if (list === undefined) out.set(k, [l]);
    else list.push(l);
  }
  return out;
}

type Emit = (kind: CheckKind, ok: boolean, detail: string) => void;

interface Ctx {
  byIsin: Map<string, RefListing[]>;
  byListing: Map<string, RefListing[]>;
  ref: ReferenceData;
}

function checkIsinToTicker(c: SeedCompany, ctx: Ctx, emit: Emit): void {
  const ours = new Set(
    [c.primaryListing, ...c.otherListings]
      .filter((l) => MIC_EXCHANGE[l.exchangeCode] === c.exchange)
      .map((l) => normTicker(l.ticker, c.exchange)),
  );
  ours.add(normTicker(c.ticker, c.exchange));
  const theirs = new Set(
    c.isins
      .flatMap((isin) => ctx.byIsin.get(isin) ?? [])
      .filter((l) => l.exchange === c.exchange)
      .map((l) => normTicker(l.ticker, c.exchange)),
  );
  if (theirs.size === 0) return;
  emit(
    'isinToTicker',
    [...theirs].some((t) => ours.has(t)),
    `data tickers ${[...theirs].join(',')}`,
  );
}

function checkListingIsin(
  kind: CheckKind,
  exchange: Exchange,
  ticker: string,
  c: SeedCompany,
  ctx: Ctx,
  emit: Emit,
): void {
  const isins = [...new Set((ctx.byListing.get(keyOf(exchange, ticker)) ?? []).map((l) => l.isin))].filter(
    (isin) => isin !== '',
  );
  if (isins.length === 0) return;
  const ok = isins.some((isin) => c.isins.includes(isin));
  // A depositary receipt has its own US ISIN, which the seed need not carry.
  const adr = !ok && kind === 'otherListingIsin' && isins.every((isin) => isin.startsWith('US'));
  if (!adr) emit(kind, ok, `${exchange}:${ticker} → data ISINs ${isins.join(',')}`);
}

function checkSec(c: SeedCompany, ctx: Ctx, emit: Emit): void {
  const listings = [
    { ticker: c.ticker, exchange: c.exchange },
    ...c.otherListings.map((l) => ({ ticker: l.ticker, exchange: MIC_EXCHANGE[l.exchangeCode] })),
  ];
  const seen = new Set<string>();
  for (const { ticker, exchange } of listings) {
    if ((exchange !== 'NASDAQ' && exchange !== 'NYSE') || seen.has(ticker)) continue;
    seen.add(ticker);
    const sec = ctx.ref.secExchange.get(ticker.replace('.', '-'));
    if (sec !== undefined) emit('secExchange', sec === exchange, `SEC ${ticker}: ${sec}, ours ${exchange}`);
  }
}

function checkSp500(c: SeedCompany, ctx: Ctx, emit: Emit): void {
  if (c.exchange !== 'NASDAQ' && c.exchange !== 'NYSE') return;
  const entry = ctx.ref.sp500.get(c.ticker);
  if (entry === undefined) return;
  emit('sp500Sector', entry.sector === c.sector, `S&P: ${entry.sector}, ours ${c.sector}`);
  emit('sp500Industry', entry.subIndustry === c.industry, `S&P: ${entry.subIndustry}, ours ${c.industry}`);
}

function checkFigi(c: SeedCompany, ctx: Ctx, emit: Emit): void {
  if (c.openfigi === null) return;
  const figis = new Set(
    c.isins
      .flatMap((isin) => ctx.byIsin.get(isin) ?? [])
      .filter((l) => l.exchange === c.exchange)
      .map((l) => l.figi),
  );
  figis.delete('');
  if (figis.size > 0) emit('figi', figis.has(c.openfigi), `data FIGIs ${[...figis].join(',')}`);
}

export function crossCheck(seed: readonly SeedCompany[], ref: ReferenceData): CrossCheckReport {
  const ctx: Ctx = {
    byIsin: groupBy(
      ref.listings.filter((l) => l.isin !== ''),
      (l) => l.isin,
    ),
    byListing: groupBy(ref.listings, (l) => keyOf(l.exchange, l.ticker)),
    ref,
  };
  const results: CheckResult[] = [];
  let isinFound = 0;
  for (const c of seed) {
    const emit: Emit = (kind, ok, detail) =>
      results.push({ companyId: c.companyId, ticker: c.ticker, kind, ok, detail });
    if (ctx.byIsin.has(c.isin)) isinFound++;
    checkIsinToTicker(c, ctx, emit);
    checkListingIsin('tickerToIsin', c.exchange, c.ticker, c, ctx, emit);
    for (const l of c.otherListings) {
      const exchange = MIC_EXCHANGE[l.exchangeCode];
      if (exchange !== undefined) checkListingIsin('otherListingIsin', exchange, l.ticker, c, ctx, emit);
    }
    checkSec(c, ctx, emit);
    checkSp500(c, ctx, emit);
    checkFigi(c, ctx, emit);
  }
  return { companies: seed.length, isinFound, results };
}

/** Share of passing results among those of the given kinds (1 when there are none). */
export function agreement(results: readonly CheckResult[], kinds: readonly CheckKind[]): number {
  const relevant = results.filter((r) => kinds.includes(r.kind));
  return relevant.length === 0 ? 1 : relevant.filter((r) => r.ok).length / relevant.length;
}
