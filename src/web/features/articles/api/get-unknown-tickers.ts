/**
 * @module Which of some tickers no company in the directory has (GET /v2/companies, exact ticker match),
 * so an empty result can name them. Empty when the upstream has no company look-up: then nothing is known.
 */
import { useQueries } from '@tanstack/react-query';
import { suggestCompaniesOptions } from '../../../lib/suggest-companies';

/** At most this many tickers are looked up (one request each, cached). */
const MAX_CHECKED = 5;

export function useUnknownTickers(tickers: readonly string[], enabled: boolean): string[] {
  const checked = [...new Set(tickers.map((t) => t.trim().toUpperCase()))]
    .filter((t) => t && t !== '*')
    .slice(0, MAX_CHECKED);
  const results = useQueries({ queries: checked.map((t) => suggestCompaniesOptions(t, enabled)) });
  return checked.filter((ticker, i) => {
    const companies = results[i]?.data;
    return Array.isArray(companies) && !companies.some((c) => c.ticker.toUpperCase() === ticker);
  });
}
