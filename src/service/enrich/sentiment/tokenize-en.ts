/** @module tokenizeEnglish: finance-aware normalisation of English text into stemmed tokens with negation marks. */
import { stemmer } from '@orama/stemmers/english';

/** Sentence-internal punctuation ends a negation's scope; so does this many tokens. */
const NEGATION_SCOPE = 3;
const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nor', 'cannot', "n't", 'neither', 'hardly']);
const CLAUSE_BREAKS = new Set(['.', ',', ';', ':', '!', '?', '(', ')']);
/** A separator counts as part of a number only when a digit follows it, so "$150," keeps its comma. */
const NUM = String.raw`\d+(?:[.,]\d+)*`;
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, string>();

function stem(word: string): string {
  let hit = stemCache.get(word);
  if (hit === undefined) {
    hit = stemmer(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, hit);
  }
  return hit;
}

const PCT_UP = new RegExp(`(^|\\s)\\+\\s?${NUM}\\s?(%|pct|percent)`, 'g');
const PCT_DOWN = new RegExp(`(^|\\s)[-−–]\\s?${NUM}\\s?(%|pct|percent)`, 'g');
const PCT = new RegExp(`${NUM}\\s?(%|pct\\b|percent\\b|per cent\\b)`, 'g');
const MONEY = new RegExp(`[$€£¥]\\s?${NUM}`, 'g');
const NUMBER = new RegExp(NUM, 'g');

/** Numbers carry no sentiment by value, only by sign and unit, so they collapse to a few placeholders. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\$[a-z][a-z.]{0,6}\b/g, ' _tkr_ ')
    .replace(PCT_UP, ' _pctup_ ')
    .replace(PCT_DOWN, ' _pctdown_ ')
    .replace(PCT, ' _pct_ ')
    .replace(MONEY, ' _money_ ')
    .replace(NUMBER, ' _num_ ')
    .replace(/n't\b/g, " n't")
    .replace(/&amp;/g, '&');
}

/** Splits on anything but letters, apostrophes and placeholders; clause punctuation is kept as '|'. */
export function tokenizeEnglish(text: string): string[] {
  const raw = normalise(text).match(/n't|_[a-z]+_|[a-z][a-z'&]*|[.,;:!?()]/g) ?? [];
  const out: string[] = [];
  let negate = 0;
  for (const token of raw) {
    if (CLAUSE_BREAKS.has(token)) {
      negate = 0;
      out.push('|');
      continue;
    }
    if (NEGATORS.has(token)) {
      negate = NEGATION_SCOPE;
      out.push('_neg_');
      continue;
    }
    const base = token.startsWith('_')
      ? token
      : stem(token.includes("'") ? token.replace(/'s$|'/g, '') : token);
    if (base === '') continue;
    out.push(negate > 0 ? `not_${base}` : base);
    if (negate > 0) negate -= 1;
  }
  return out;
}
