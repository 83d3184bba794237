/**
 * @module Company look-up for autocomplete over a reference set (the bundled seed, or the running
 * service's catalog): exact ticker first, then an exact alias or former name the tagger knows, then ticker
 * prefix, then name or alias prefix, then a word inside a name (the tagger's names just after the record's).
 */
import type { CompanySuggestion } from '../../contract';
import { EXTRA_ALIASES } from './extra-aliases';
import { SEED_RECORDS } from './company-record';
import type { CompanyRecord } from '../model/company-record';

export interface CompanyDirectory {
  suggest(q: string, limit: number): CompanySuggestion[];
  /** Every company whose rank for `q` is finite, best first (the CLI's `list --q`). */
  search(q: string): CompanyRecord[];
}

type Companies = Pick<CompanyRecord, 'companyId' | 'name' | 'aliases' | 'ticker' | 'exchange' | 'country'>;

interface Ranked<C> {
  company: C;
  score: number;
  /** The tagger's name that found the company when none of its own did better. */
  matchedName?: string;
}

const NONE = Number.POSITIVE_INFINITY;
const words = (name: string): string[] => name.split(/[\s.,&-]+/);

/** Prefix, then word-prefix rank of `q` (lower case) over some names; the first name reaching it. */
function nameRank(names: readonly string[], q: string): { score: number; name?: string } {
  const prefix = names.find((n) => n.toLowerCase().startsWith(q));
  if (prefix !== undefined) return { score: 3, name: prefix };
  const word = names.find((n) => words(n.toLowerCase()).some((w) => w.startsWith(q)));
  return word === undefined ? { score: NONE } : { score: 4, name: word };
}

/** Short and former names the tagger knows for a company beyond its record's, keyed by legal name. */
export type TaggerNames = Readonly<Record<string, readonly string[]>>;

function rank<C extends Companies>(company: C, q: string, taggerNames: TaggerNames): Ranked<C> {
  const ticker = company.ticker.toLowerCase();
  if (ticker === q) return { company, score: 0 };
  // The tagger's own short and former names (RBS, Mylan): articles are tagged by them, so they find it here.
  const own = [company.name, ...company.aliases];
  const owned = new Set(own.map((n) => n.toLowerCase()));
  const tagger = (taggerNames[company.name] ?? []).filter((n) => !owned.has(n.toLowerCase()));
  const exact = tagger.find((n) => n.toLowerCase() === q);
  if (exact !== undefined) return { company, score: 1, matchedName: exact };
  if (ticker.startsWith(q)) return { company, score: 2 };
  const byOwn = nameRank(own, q);
  // A prefix of a tagger name ranks just after the same kind of match on the company's own names.
  const byTagger = nameRank(tagger, q);
  const taggerScore = byTagger.score + 0.5;
  return taggerScore < byOwn.score
    ? { company, score: taggerScore, matchedName: byTagger.name }
    : { company, score: byOwn.score };
}

function ranked<C extends Companies>(
  companies: readonly C[],
  q: string,
  taggerNames: TaggerNames,
): Ranked<C>[] {
  const needle = q.trim().toLowerCase();
  return companies
    .map((company) => (needle ? rank(company, needle, taggerNames) : { company, score: 5 }))
    .filter((r) => Number.isFinite(r.score))
    .sort((a, b) => a.score - b.score || a.company.name.localeCompare(b.company.name));
}

/**
 * Over a fixed list, or over whatever `source.companies()` holds at each call (a catalog that reloads); the
 * tagger's names are the matcher's own (a test passes none to compare with the record-only look-up).
 */
export function createCompanyDirectory(
  source: readonly CompanyRecord[] | { companies(): readonly CompanyRecord[] } = SEED_RECORDS,
  taggerNames: TaggerNames = EXTRA_ALIASES,
): CompanyDirectory {
  const current = (): readonly CompanyRecord[] => ('companies' in source ? source.companies() : source);
  return {
    suggest: (q, limit) =>
      ranked(current(), q, taggerNames)
        .slice(0, limit)
        .map(({ company: c, matchedName }) => ({
          companyId: c.companyId,
          name: c.name,
          ticker: c.ticker,
          exchange: c.exchange ?? '',
          country: c.country ?? '',
          ...(matchedName === undefined ? {} : { matchedName }),
        })),
    search: (q) => ranked(current(), q, taggerNames).map((r) => r.company),
  };
}
