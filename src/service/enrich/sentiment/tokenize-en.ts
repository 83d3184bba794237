/** @module tokenizeEnglish: finance-aware normalisation of English text into stemmed tokens with negation marks. */
import { stemmer } from '@orama/stemmers/english';
import { markNumericChanges } from './numeric-change-en';

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
const SCALE = String.raw`(?:\s?(?:mn|mln|million|m|bn|bln|billion|b|k|thousand)\b)?`;
const MONEY = new RegExp(
  `(?:[$€£¥]|\\b(?:us\\$|usd|eur|gbp|jpy|cny|chf|cad|aud|sek|nok|dkk|inr|rs\\.?)\\s?)${NUM}${SCALE}`,
  'g',
);
const NUMBER = new RegExp(`${NUM}${SCALE}`, 'g');

/** Tweet and wire-service furniture that says nothing about sentiment and does not occur in prose news. */
function stripArtefacts(lower: string): string {
  return lower
    .replace(/&amp;/g, '&')
    .replace(/https?:\/\/\S+|\bwww\.\S+/g, ' ')
    .replace(/(^|\s)rt\s+@\w+:?/g, ' ')
    .replace(/@\w+/g, ' ')
    .replace(/#(?=[a-z])/g, '')
    .replace(/…|\.{3}/g, ' ')
    .replace(/^(?:\s*\$[a-z][a-z.]{0,6}\b)+\s*[-:–]?/, ' ')
    .replace(/^\s*(?:update|corrected|refile|exclusive|breakingviews)[\s\d]*[-:]/, ' ');
}

/** Numbers carry no sentiment by value, only by sign, unit and comparison, so they collapse to a few placeholders. */
function normalise(text: string): string {
  // "up to 45 million shares" is a ceiling, not a rise.
  return markNumericChanges(stripArtefacts(text.toLowerCase()))
    .replace(/\bup to (?=[$€£¥\d]|(?:us\$|usd|eur|gbp)\b)/g, 'upto ')
    .replace(/\$[a-z][a-z.]{0,6}\b/g, ' _tkr_ ')
    .replace(PCT_UP, ' _pctup_ ')
    .replace(PCT_DOWN, ' _pctdown_ ')
    .replace(PCT, ' _pct_ ')
    .replace(MONEY, ' _money_ ')
    .replace(NUMBER, ' _num_ ')
    .replace(/\bvs\./g, 'vs')
    .replace(/n't\b/g, " n't");
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
