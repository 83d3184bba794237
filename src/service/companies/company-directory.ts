/**
 * @module Company look-up for autocomplete over a reference set (the bundled seed, or the running
 * service's catalog): exact ticker first, then ticker prefix, then name or alias prefix, then a word
 * inside the name.
 */
import type { CompanySuggestion } from '../../contract';
import { SEED_RECORDS, type CompanyRecord } from './company-record';

export interface CompanyDirectory {
  suggest(q: string, limit: number): CompanySuggestion[];
  /** Every company whose rank for `q` is finite, best first (the CLI's `list --q`). */
  search(q: string): CompanyRecord[];
}

type Companies = Pick<CompanyRecord, 'companyId' | 'name' | 'aliases' | 'ticker' | 'exchange' | 'country'>;

function rank(company: Companies, q: string): number {
  const ticker = company.ticker.toLowerCase();
  const names = [company.name, ...company.aliases].map((n) => n.toLowerCase());
  if (ticker === q) return 0;
  if (ticker.startsWith(q)) return 1;
  if (names.some((n) => n.startsWith(q))) return 2;
  if (names.some((n) => n.split(/[\s.,&-]+/).some((word) => word.startsWith(q)))) return 3;
  return Number.POSITIVE_INFINITY;
}

function ranked<C extends Companies>(companies: readonly C[], q: string): C[] {
  const needle = q.trim().toLowerCase();
  return companies
    .map((company) => ({ company, score: needle ? rank(company, needle) : 4 }))
    .filter((r) => Number.isFinite(r.score))
    .sort((a, b) => a.score - b.score || a.company.name.localeCompare(b.company.name))
    .map((r) => r.company);
}

/** Over a fixed list, or over whatever `source.companies()` holds at each call (a catalog that reloads). */
export function createCompanyDirectory(
  source: readonly CompanyRecord[] | { companies(): readonly CompanyRecord[] } = SEED_RECORDS,
): CompanyDirectory {
  const current = (): readonly CompanyRecord[] => ('companies' in source ? source.companies() : source);
  return {
    suggest: (q, limit) =>
      ranked(current(), q)
        .slice(0, limit)
        .map((c) => ({
          companyId: c.companyId,
          name: c.name,
          ticker: c.ticker,
          exchange: c.exchange ?? '',
          country: c.country ?? '',
        })),
    search: (q) => ranked(current(), q),
  };
}
