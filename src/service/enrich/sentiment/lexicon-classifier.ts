/** @module classifyByLexicon: sentiment for non-English text from a small hand-written finance lexicon. */
// Why fixed confidences: no labelled data exists here for these languages, so they are deliberately modest,
// uncalibrated priors; languages without a lexicon are reported neutral at low confidence.
import type { SentimentResult } from './english-model';
import type { FinanceLexicon } from './lexicon';
import { LEXICON_DE } from './lexicon-de';
import { LEXICON_ES } from './lexicon-es';
import { LEXICON_FR } from './lexicon-fr';
import { LEXICON_JA } from './lexicon-ja';

export const LEXICONS: Record<string, FinanceLexicon> = {
  de: LEXICON_DE,
  fr: LEXICON_FR,
  es: LEXICON_ES,
  ja: LEXICON_JA,
};

export const UNKNOWN_LANGUAGE_CONFIDENCE = 0.4;
const NO_CUE_CONFIDENCE = 0.55;
const TIED_CONFIDENCE = 0.45;
const NEGATION_SCOPE = 3;

const hits = (word: string, prefixes: string[]): boolean => prefixes.some((p) => word.startsWith(p));
const count = (clause: string, needles: string[]): number =>
  needles.reduce((n, needle) => n + clause.split(needle).length - 1, 0);

function scoreSubstring(clause: string, lx: FinanceLexicon): [number, number] {
  const flip = count(clause, lx.badMetric) > 0 ? -1 : 1;
  const polar = count(clause, lx.positive) - count(clause, lx.negative);
  const moves = count(clause, lx.up) - count(clause, lx.down);
  return [polar + flip * moves, count(clause, [...lx.positive, ...lx.negative, ...lx.up, ...lx.down])];
}

function scoreWords(clause: string, lx: FinanceLexicon): [number, number] {
  const words = clause.split(/[^\p{L}']+/u).filter(Boolean);
  const flip = words.some((w) => hits(w, lx.badMetric)) ? -1 : 1;
  let [score, cues, negate] = [0, 0, 0];
  for (const word of words) {
    if (lx.negators.includes(word)) {
      negate = NEGATION_SCOPE;
      continue;
    }
    const sign = negate > 0 ? -1 : 1;
    negate = Math.max(0, negate - 1);
    const value =
      (hits(word, lx.positive) ? 1 : 0) -
      (hits(word, lx.negative) ? 1 : 0) +
      flip * ((hits(word, lx.up) ? 1 : 0) - (hits(word, lx.down) ? 1 : 0));
    if (value === 0) continue;
    score += sign * value;
    cues += 1;
  }
  return [score, cues];
}

export function classifyByLexicon(text: string, language: string): SentimentResult {
  const lx = LEXICONS[language];
  if (!lx) return { sentiment: 'neutral', confidence: UNKNOWN_LANGUAGE_CONFIDENCE };
  let [score, cues] = [0, 0];
  for (const clause of text.toLowerCase().split(/[.,;:!?。、！？\n]+/)) {
    const [s, c] = lx.substring ? scoreSubstring(clause, lx) : scoreWords(clause, lx);
    score += s;
    cues += c;
  }
  if (score === 0)
    return { sentiment: 'neutral', confidence: cues === 0 ? NO_CUE_CONFIDENCE : TIED_CONFIDENCE };
  const confidence = 0.55 + 0.07 * Math.min(Math.abs(score), 3);
  return { sentiment: score > 0 ? 'positive' : 'negative', confidence };
}
