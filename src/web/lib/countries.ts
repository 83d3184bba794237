/**
 * @module ISO 3166-1 alpha-2 countries for the filters: every code with its English names (from
 * i18n-iso-countries, aliases such as "UK" or "Ivory Coast" included), the short display name, and search
 * by code or name.
 */
import en from 'i18n-iso-countries/langs/en.json';

export interface CountryOption {
  code: string;
  name: string;
}

const NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(en.countries).map(([code, names]) => [code, typeof names === 'string' ? [names] : names]),
);

export const COUNTRY_CODES: readonly string[] = [...NAMES.keys()].sort();

// The platform's short names ("United States", "Czechia") read better than the official first entries.
const display = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();

/** The English name of an alpha-2 code, or undefined for a code that is not a country. */
export function countryName(code: string): string | undefined {
  const upper = code.toUpperCase();
  const names = NAMES.get(upper);
  if (!names) return undefined;
  return display?.of(upper) ?? names[0];
}

/**
 * Countries whose code starts with, or whose name or alias contains, `query`: exact codes and names
 * ("uk") first, then name prefixes, code prefixes, and names containing it.
 */
export function searchCountries(query: string, limit = 8): CountryOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const scored: { option: CountryOption; score: number }[] = [];
  for (const code of COUNTRY_CODES) {
    const name = countryName(code) ?? code;
    const names = [name, ...(NAMES.get(code) ?? [])].map((n) => n.toLowerCase());
    let score: number | null = null;
    if (code.toLowerCase() === q || names.includes(q)) score = 0;
    else if (names.some((n) => n.startsWith(q))) score = 1;
    else if (q.length <= 2 && code.toLowerCase().startsWith(q)) score = 2;
    else if (q.length > 2 && names.some((n) => n.includes(q))) score = 3;
    if (score !== null) scored.push({ option: { code, name }, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.option.name.localeCompare(b.option.name))
    .slice(0, limit)
    .map((s) => s.option);
}
