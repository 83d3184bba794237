/**
 * @module Company look-up for autocomplete over the bundled reference set: exact ticker first, then
 * ticker prefix, then name or alias prefix, then a word inside the name.
 */
import type { CompanySuggestion } from '../../contract';
import { SEED_COMPANIES, type SeedCompany } from './seed-companies';

export interface CompanyDirectory {
  suggest(q: string, limit: number): CompanySuggestion[];
}

function rank(company: SeedCompany, q: string): number {
  const ticker = company.ticker.toLowerCase();
  const names = [company.name, ...company.aliases].map((n) => n.toLowerCase());
  if (ticker === q) return 0;
  if (ticker.startsWith(q)) return 1;
  if (names.some((n) => n.startsWith(q))) return 2;
  if (names.some((n) => n.split(/[\s.,&-]+/).some((word) => word.startsWith(q)))) return 3;
  return Number.POSITIVE_INFINITY;
}

export function createCompanyDirectory(companies: readonly SeedCompany[] = SEED_COMPANIES): CompanyDirectory {
  return {
    suggest(q, limit) {
      const needle = q.trim().toLowerCase();
      const ranked = companies
        .map((company) => ({ company, score: needle ? rank(company, needle) : 4 }))
        .filter((r) => Number.isFinite(r.score))
        .sort((a, b) => a.score - b.score || a.company.name.localeCompare(b.company.name));
      return ranked.slice(0, limit).map(({ company }) => ({
        companyId: company.companyId,
        name: company.name,
        ticker: company.ticker,
        exchange: company.exchange,
        country: company.country,
      }));
    },
  };
}
