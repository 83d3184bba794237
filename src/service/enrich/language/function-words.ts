/**
 * @module Function words of the Latin-script languages financial news mostly comes in. A text whose
 * function words point overwhelmingly at one of them is settled without franc's full trigram scoring
 * of ~80 languages, which dominates enrichment time; anything less clear-cut goes to franc.
 */

const WORDS: Readonly<Record<string, string>> = {
  en: 'the of and to in is that for on with as was by at from are it its has have be said will an were which this',
  de: 'der die und das ist nicht den mit sich des auf für dem ein eine auch nach wird bei im zu von hat sind wie',
  fr: 'le la les et des est une du que pour dans qui au sur pas par aux ont avec ce sont été cette il plus',
  es: 'el la los las y que del en por con para una se es al lo como sus más pero su fue han ha sobre este',
  it: 'il di che la per non sono della del una dei nel alla gli ha anche come delle degli più questo sul è',
  pt: 'o os da do que em para com uma não dos das no na ao pelo pela mais foi são como seu sua também às',
  nl: 'de het een van en is dat op te zijn niet met voor die aan er ook als bij om werd door naar heeft',
};

const LANGUAGE_OF = new Map<string, string[]>();
for (const [language, words] of Object.entries(WORDS)) {
  for (const word of words.split(' ')) LANGUAGE_OF.set(word, [...(LANGUAGE_OF.get(word) ?? []), language]);
}

/** Below this many function-word hits the evidence is too thin to skip franc. */
const MIN_HITS = 4;
/** The winner must outscore the runner-up this many times over. */
const MIN_MARGIN = 3;
/** Enough words to decide; longer texts only cost time. */
const MAX_WORDS = 120;

/** How many of each language's function words the text has (its first MAX_WORDS words). */
export function functionWordHits(text: string): Map<string, number> {
  const hits = new Map<string, number>();
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const word of words.slice(0, MAX_WORDS)) {
    for (const language of LANGUAGE_OF.get(word) ?? []) hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  return hits;
}

/** The language the function words clearly point at, or null when franc should decide. */
export function clearFunctionWordLanguage(text: string): string | null {
  const ranked = [...functionWordHits(text).entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < MIN_HITS) return null;
  return best[1] >= MIN_MARGIN * (second?.[1] ?? 0) ? best[0] : null;
}
