/**
 * @module Which names of an imported company (SEC, CSV) may be matched. Nobody reviewed these names, and
 * registries hold thousands of everyday words ("Target Hospitality", "Best Buy", "NOW Inc."), so a name
 * stands alone only when it has two words or more and one of them is not generic, and no other imported
 * company goes by it; any other name is matched only when the text also gives the company's ticker
 * ("Palantir ($PLTR)", "Palantir (PLTR)").
 */
import { cleanRegistryName, stripLegal } from '../../companies/company-names';
import { GENERIC_NAME_WORDS } from './generic-name-words';
import { foldText, tokenize } from './tokens';

export interface ImportedSurface {
  surface: string;
  /** Matchable without the ticker in the text. */
  alone: boolean;
}

const words = (surface: string): string[] => tokenize(foldText(surface)).map((t) => t.lower);

export function isDistinctive(surface: string): boolean {
  const ws = words(surface);
  return ws.length >= 2 && ws.some((w) => w.length >= 3 && /\p{L}/u.test(w) && !GENERIC_NAME_WORDS.has(w));
}

/** "Palantir Technologies" → "Palantir": the name without trailing generic words, at least one word kept. */
export function shortName(surface: string): string {
  const folded = foldText(surface);
  const toks = tokenize(folded);
  let end = toks.length;
  while (end > 1 && GENERIC_NAME_WORDS.has(toks[end - 1]?.lower ?? '')) end -= 1;
  const last = toks[end - 1];
  return last === undefined ? folded : folded.slice(0, last.at + last.raw.length);
}

/**
 * The registry name, without its legal form, and shortened by its generic tail. A shortened form never stands
 * alone: "Hong Kong Pharma Digital Technology" shortens to a city, "New York Mortgage Trust" to another.
 */
export function importedNameSurfaces(name: string, aliases: readonly string[]): ImportedSurface[] {
  const out = new Map<string, ImportedSurface>();
  const add = (surface: string, alone: boolean): void => {
    const key = words(surface).join(' ');
    if (key.replace(/\s/g, '').length >= 2 && !out.has(key)) out.set(key, { surface, alone });
  };
  for (const written of [name, ...aliases]) {
    const stripped = stripLegal(written);
    add(cleanRegistryName(written), isDistinctive(written));
    add(stripped, isDistinctive(stripped));
    add(shortName(stripped), false);
  }
  return [...out.values()];
}
