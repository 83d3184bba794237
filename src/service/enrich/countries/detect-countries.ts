/** @module Detects the countries a text is about (ISO 3166-1 alpha-2) from names, demonyms, cities and institutions. */
import { isTitleCase, textTokens, wordString, type Token } from '../companies/tokens';
import { countryTable } from './country-index';
import { AMBIGUOUS_NAMES } from './country-terms';

/** "Chad Smith", "Jordan Peterson": a person, unless the headline capitalises every word anyway. */
function looksLikePerson(tokens: readonly Token[], end: number, titled: boolean): boolean {
  const next = tokens[end];
  return !titled && next !== undefined && /^\p{Lu}\p{Ll}/u.test(next.raw);
}

/** Countries in order of mentions (most first, then earliest); an empty list when none is named. */
export function detectCountries(text: string, language: string): string[] {
  const tokens = textTokens(text);
  const hits = countryTable(language).scan(tokens);
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  let words: string | undefined;
  const titled = isTitleCase(tokens);
  for (const h of hits) {
    const code = h.phrase.value;
    // The same words can sit in two language tables; count a span once.
    if (code === null || seen.has(`${h.start}:${code}`)) continue;
    seen.add(`${h.start}:${code}`);
    const surface = tokens[h.start]?.raw ?? '';
    const veto = h.end - h.start === 1 ? AMBIGUOUS_NAMES[surface] : undefined;
    if (veto !== undefined) {
      words ??= wordString(tokens);
      const w = words;
      if (looksLikePerson(tokens, h.end, titled) || veto.some((v) => w.includes(` ${v} `))) continue;
    }
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  // Map iteration order is first-mention order, so a stable sort by count keeps earlier mentions first.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
}
