/** @module Word tokens of a text and a phrase table that finds the longest phrase at each token, shared by the enrich stages. */

export interface Token {
  /** As written, possessive "'s" removed. */
  raw: string;
  lower: string;
  at: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Accents removed and typographic apostrophes straightened, so "Société" and "Societe" tokenise alike. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'");
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].includes("'") ? m[0].replace(/'s$/i, '') : m[0];
    out.push({ raw, lower: raw.toLowerCase(), at: m.index });
  }
  return out;
}

let lastText: string | undefined;
let lastTokens: Token[] = [];

/**
 * Tokens of the folded text. The three enrich stages run on the same text one after another, so the last
 * result is kept; callers must not mutate the returned array.
 */
export function textTokens(text: string): readonly Token[] {
  if (text !== lastText) {
    lastTokens = tokenize(foldText(text));
    lastText = text;
  }
  return lastTokens;
}

export interface Phrase<T> {
  /** Lower-case tokens. */
  words: readonly string[];
  /** Tokens as they must be written when matching is case-sensitive, else null. */
  exact: readonly string[] | null;
  /** Every token must start with a capital letter or a digit (names whose written case is unknown). */
  capitalised: boolean;
  value: T;
}

/** Words a capitalised name may keep in lower case: "Bank of America", "Bath and Body Works". */
const CONNECTIVES = new Set([
  'of',
  'the',
  'and',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
  'et',
  'y',
  'van',
  'von',
]);

/** How a phrase must be written: any case, as given (or all capitals), or each word capitalised. */
export type PhraseCase = boolean | 'capitalised';

export interface PhraseHit<T> {
  phrase: Phrase<T>;
  /** Token index of the first and one past the last token. */
  start: number;
  end: number;
}

export class PhraseTable<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  add(surface: string, value: T, casing: PhraseCase): void {
    const toks = tokenize(foldText(surface));
    this.addWords(
      toks.map((t) => t.lower),
      value,
      casing === true ? toks.map((t) => t.raw) : null,
      casing === 'capitalised',
    );
  }

  /** A phrase already split into lower-case (or otherwise normalised) words. */
  addWords(
    words: readonly string[],
    value: T,
    exact: readonly string[] | null = null,
    capitalised = false,
  ): void {
    if (words.length === 0) return;
    const phrase: Phrase<T> = { words, exact, capitalised, value };
    const first = phrase.words[0] ?? '';
    const list = this.byFirst.get(first) ?? [];
    list.push(phrase);
    list.sort((x, y) => y.words.length - x.words.length);
    this.byFirst.set(first, list);
  }

  /** Whether some phrase begins with this lower-case word. */
  startsPhrase(word: string): boolean {
    return this.byFirst.has(word);
  }

  private fits(p: Phrase<T>, tokens: readonly Token[], i: number): boolean {
    for (let k = 0; k < p.words.length; k++) {
      const t = tokens[i + k];
      if (t === undefined || t.lower !== p.words[k]) return false;
      const want = p.exact?.[k];
      if (want !== undefined && t.raw !== want && t.raw !== want.toUpperCase()) return false;
      if (p.capitalised && !CONNECTIVES.has(t.lower) && !/^[\p{Lu}\p{N}]/u.test(t.raw)) return false;
    }
    return true;
  }

  /** Longest phrases left to right, no overlaps; every phrase of that length starting there is reported. */
  scan(tokens: readonly Token[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.length;) {
      const list = this.byFirst.get(tokens[i]?.lower ?? '');
      let len = 0;
      for (const p of list ?? []) {
        if (len > 0 && p.words.length < len) break;
        if (this.fits(p, tokens, i)) {
          len = p.words.length;
          hits.push({ phrase: p, start: i, end: i + len });
        }
      }
      i += Math.max(1, len);
    }
    return hits;
  }
}

/** " w1 w2 ... " of lower-case tokens, for whole-word phrase tests with `includes`. */
export function wordString(tokens: readonly Token[]): string {
  return ` ${tokens.map((t) => t.lower).join(' ')} `;
}

export function hasPhrase(words: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => words.includes(` ${p} `));
}

/** Phrases in the " w1 w2 " form `hasPhrase` compares against; empty ones dropped. */
export function phraseKeys(phrases: readonly string[]): string[] {
  return phrases
    .map((p) =>
      tokenize(foldText(p))
        .map((t) => t.lower)
        .join(' '),
    )
    .filter((p) => p !== '');
}

/** Headline Title Case: most longer words capitalised, so a capital letter says little about a name. */
export function isTitleCase(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => t.raw.length > 3);
  const capital = words.filter((t) => /^\p{Lu}/u.test(t.raw)).length;
  return words.length >= 4 && capital / words.length > 0.6;
}
