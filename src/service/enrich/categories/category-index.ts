/** @module Per-language stemmed phrase tables of the category rules, built lazily. */
import { stemmer as deStem } from '@orama/stemmers/german';
import { stemmer as enStem } from '@orama/stemmers/english';
import { stemmer as esStem } from '@orama/stemmers/spanish';
import { stemmer as frStem } from '@orama/stemmers/french';
import type { Category } from '../../../contract';
import { PhraseTable, foldText, tokenize } from '../companies/tokens';
import { RULES } from './category-rules';

export interface Weighted {
  category: Category;
  weight: number;
  /** The rule's own words (folded, lower case), one list per phrase that stems to this entry. */
  surfaces: string[][];
}

export interface CategoryTable {
  table: PhraseTable<Weighted>;
  stem: (word: string) => string;
}

const STEMMERS: Readonly<Record<string, (w: string) => string>> = {
  en: enStem,
  de: deStem,
  fr: frStem,
  es: esStem,
};
const MAX_CACHE = 50_000;

function cachedStemmer(stem: (w: string) => string): (w: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let s = cache.get(word);
    if (s === undefined) {
      // Bounded so a long-running service cannot grow it without limit.
      if (cache.size >= MAX_CACHE) cache.clear();
      s = stem(word);
      cache.set(word, s);
    }
    return s;
  };
}

const tables = new Map<string, CategoryTable>();

function build(language: string): CategoryTable {
  const stem = cachedStemmer(STEMMERS[language] ?? enStem);
  // Inflections stem alike ("rules", "ruling"): one entry per stemmed phrase and category, highest weight,
  // keeping every surface form for the inflection check in classifyCategories.
  const entries = new Map<string, { words: string[]; value: Weighted }>();
  for (const [category, spec] of Object.entries(RULES[language] ?? {}) as [Category, string][]) {
    for (const item of spec.split(',')) {
      const colon = item.lastIndexOf(':');
      const phrase = colon > 0 ? item.slice(0, colon) : item;
      const weight = colon > 0 ? Number(item.slice(colon + 1)) : 2;
      const surface = tokenize(foldText(phrase)).map((t) => t.lower);
      const words = surface.map(stem);
      const key = `${category}|${words.join(' ')}`;
      const prev = entries.get(key);
      const surfaces = [...(prev?.value.surfaces ?? []), surface];
      entries.set(key, {
        words,
        value: { category, weight: Math.max(weight, prev?.value.weight ?? 0), surfaces },
      });
    }
  }
  const table = new PhraseTable<Weighted>();
  for (const e of entries.values()) table.addWords(e.words, e.value);
  return { table, stem };
}

/** Tables for the language; languages without rules use the English rules. */
export function categoryTable(language: string): CategoryTable {
  const lang = Object.hasOwn(RULES, language) ? language : 'en';
  let t = tables.get(lang);
  if (t === undefined) {
    t = build(lang);
    tables.set(lang, t);
  }
  return t;
}

/**
 * Whether a text word can be an inflection of a rule word: stemming alone also joins unrelated words
 * ("or" and "ore", "general" and "generative", "electric" and "electricity", "securing" and "security"), so
 * the two must share all but the rule word's last two letters (three for "-ies": "policies" → "policy"; one
 * for "-ity": "securities" → "security"), and at least three.
 */
export function isInflectionOf(word: string, ruleWord: string): boolean {
  const cut = ruleWord.endsWith('ies') ? 3 : ruleWord.endsWith('ity') ? 1 : 2;
  const need = Math.max(Math.min(ruleWord.length, 3), ruleWord.length - cut);
  if (word.length < need) return false;
  for (let i = 0; i < need; i += 1) if (word[i] !== ruleWord[i]) return false;
  return true;
}
