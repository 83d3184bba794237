/**
 * @module The ticker facet one row per company: an article tagged with a company carries every listing's
 * ticker (src/query/facets.ts: AAPL and its Frankfurt listing APC alike), so the facet counts the same
 * articles under each. The companies come from the articles the explorer holds (their `companies`, with
 * listings); a ticker none of them names stays a row of its own.
 */
import type { Company, FacetCount } from '../../../../contract';

export interface TickerGroup {
  /** The company's main ticker: what including the row filters on (every listing's article carries it). */
  value: string;
  /** Every facet ticker of the row, main first. */
  tickers: string[];
  /** The company's name, when known. */
  name: string | null;
  /** The row's articles, counted once: the main ticker's count (each listing's count is the same articles). */
  count: number;
}

function listingTickers(company: Company): string[] {
  const all = [
    company.ticker,
    company.primaryListing?.ticker,
    ...(company.otherListings ?? []).map((l) => l.ticker),
  ];
  return [...new Set(all.filter((t): t is string => !!t).map((t) => t.toUpperCase()))];
}

/** Each listing ticker → its company, first company naming it winning (a reused ticker stays with one). */
export function companiesByTicker(companies: readonly Company[]): Map<string, Company> {
  const byTicker = new Map<string, Company>();
  for (const company of companies) {
    for (const ticker of listingTickers(company)) if (!byTicker.has(ticker)) byTicker.set(ticker, company);
  }
  return byTicker;
}

/** The facet's tickers grouped per company, in the facet's order (a group sits where its first ticker did). */
export function groupTickers(items: readonly FacetCount[], companies: readonly Company[]): TickerGroup[] {
  const byTicker = companiesByTicker(companies);
  const counts = new Map(items.map((i) => [i.value.toUpperCase(), i.count]));
  const groups = new Map<string, TickerGroup>();
  for (const item of items) {
    const ticker = item.value.toUpperCase();
    const company = byTicker.get(ticker);
    const main = company?.ticker.toUpperCase() ?? ticker;
    const group = groups.get(main);
    if (group) {
      group.tickers.push(ticker);
      continue;
    }
    groups.set(main, {
      value: main,
      tickers: [ticker],
      name: company?.name ?? null,
      count: counts.get(main) ?? item.count,
    });
  }
  // The main ticker listed first even when a listing outranked it in the facet.
  for (const group of groups.values()) {
    group.tickers = [...new Set(group.tickers)].sort((a, b) =>
      a === group.value ? -1 : b === group.value ? 1 : 0,
    );
  }
  return [...groups.values()];
}
