/**
 * @module The ticker facet one row per company. An article tagged with a company carries every listing's
 * ticker (src/query/facets.ts: AAPL and its Frankfurt listing APC alike), so the ticker facet counts the
 * same articles under each. The rows are the service's top companies instead (the stats' topTickers: main
 * ticker, name, each article counted once), each with the facet's tickers that are its listings — known
 * from the companies of the articles on hand. Without that list (a sampled upstream, whose facet counts
 * main tickers already) the facet's tickers are grouped by those companies alone.
 */
import type { Company, FacetCount } from '../../../../contract';

export interface TickerGroup {
  /** The company's main ticker: what including the row filters on (every listing's article carries it). */
  value: string;
  /** The facet's tickers of the row, main first. */
  tickers: string[];
  /** The company's name, when known. */
  name: string | null;
  /** The row's articles, counted once. */
  count: number;
}

export interface CompanyCount {
  ticker: string;
  name: string;
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

/** Each listing ticker → its company's main ticker, the first company naming it winning (a reused ticker). */
function mainTickers(companies: readonly Company[]): Map<string, string> {
  const main = new Map<string, string>();
  for (const company of companies) {
    for (const ticker of listingTickers(company))
      if (!main.has(ticker)) main.set(ticker, company.ticker.toUpperCase());
  }
  return main;
}

/** Main first, then the others in the facet's order. */
function mainFirst(main: string, tickers: readonly string[]): string[] {
  return [main, ...tickers.filter((t) => t !== main)];
}

/**
 * The ticker facet's rows: one per company of `top` when the service gave it (else per company the facet's
 * tickers belong to), with the facet's tickers that are the company's listings.
 */
export function groupTickers(
  items: readonly FacetCount[],
  companies: readonly Company[],
  top: readonly CompanyCount[] | null,
): TickerGroup[] {
  const main = mainTickers(companies);
  const facetTickers = items.map((i) => i.value.toUpperCase());
  const mainOf = (ticker: string) => main.get(ticker) ?? ticker;
  if (top) {
    return top.map((c) => {
      const value = c.ticker.toUpperCase();
      return {
        value,
        tickers: mainFirst(
          value,
          facetTickers.filter((t) => mainOf(t) === value),
        ),
        name: c.name || null,
        count: c.count,
      };
    });
  }
  const counts = new Map(facetTickers.map((t, i) => [t, items[i]?.count ?? 0]));
  const groups = new Map<string, string[]>();
  for (const ticker of facetTickers)
    groups.set(mainOf(ticker), [...(groups.get(mainOf(ticker)) ?? []), ticker]);
  const names = new Map(companies.map((c) => [c.ticker.toUpperCase(), c.name]));
  return [...groups.entries()].map(([value, tickers]) => ({
    value,
    tickers: counts.has(value) ? mainFirst(value, tickers) : tickers,
    name: names.get(value) ?? null,
    // The main ticker's count when the facet has it: each listing counts the same articles.
    count: counts.get(value) ?? Math.max(...tickers.map((t) => counts.get(t) ?? 0)),
  }));
}
