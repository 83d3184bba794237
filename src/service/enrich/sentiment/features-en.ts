/** @module featuresEnglish: sparse feature bag (content-word uni-/bi-grams plus finance cue counts) of an English text. */
import {
  BAD_METRIC,
  DEAL_NOUN,
  DOWN,
  GOOD_METRIC,
  NEGATIVE,
  POSITIVE,
  UP,
  WIN_VERB,
} from './finance-cues-en';
import { CHANGE_DOWN, CHANGE_UP } from './numeric-change-en';
import { STOPWORDS } from './stopwords-en';
import { tokenizeEnglish } from './tokenize-en';

/** How far (in tokens, same clause) a direction word looks for the metric it moves. */
const METRIC_WINDOW = 4;
/** A figure comparison ("… 5.1 million, compared with 3.9 million") names its metric earlier in the sentence. */
const CHANGE_LOOKBACK = 12;
/** "won a 300 million euro contract": how far after the verb the deal noun may come. */
const DEAL_WINDOW = 4;
const CUE_CAP = 3;

export type FeatureBag = Map<string, number>;

/** Cue features (counts of hand-written finance cue classes) are named '#…'; every other key is a word or bigram. */
export const isCueFeature = (key: string): boolean => key.startsWith('#');

function add(bag: FeatureBag, key: string, value = 1): void {
  bag.set(key, (bag.get(key) ?? 0) + value);
}

const unnegated = (token: string): string => (token.startsWith('not_') ? token.slice(4) : token);

function metricOf(token: string | undefined): number {
  if (token === undefined) return 0;
  const word = unnegated(token);
  return BAD_METRIC.has(word) ? -1 : GOOD_METRIC.has(word) ? 1 : 0;
}

/** The sign a moved metric gives its direction: +1 good metric, -1 bad metric, 0 none near (same clause). */
function metricSign(clause: string[], at: number): number {
  for (let d = 1; d <= METRIC_WINDOW; d += 1) {
    const sign = metricOf(clause[at - d]) || metricOf(clause[at + d]);
    if (sign !== 0) return sign;
  }
  return 0;
}

/** The nearest metric before a figure comparison, across clause breaks, else the nearest after it. */
function comparedMetricSign(tokens: string[], at: number): number {
  for (let j = at - 1; j >= Math.max(0, at - CHANGE_LOOKBACK); j -= 1) {
    const sign = metricOf(tokens[j]);
    if (sign !== 0) return sign;
  }
  for (let j = at + 1; j < Math.min(tokens.length, at + METRIC_WINDOW + 1) && tokens[j] !== '|'; j += 1) {
    const sign = metricOf(tokens[j]);
    if (sign !== 0) return sign;
  }
  return 0;
}

function addMove(bag: FeatureBag, direction: number, sign: number): void {
  if (sign === 0) add(bag, direction > 0 ? '#dir_up' : '#dir_down');
  else add(bag, direction * sign > 0 ? '#move_good' : '#move_bad');
}

function addCues(bag: FeatureBag, clause: string[]): void {
  clause.forEach((token, i) => {
    const negated = token.startsWith('not_');
    const word = negated ? token.slice(4) : token;
    const flip = negated ? -1 : 1;
    if (POSITIVE.has(word)) add(bag, flip > 0 ? '#lex_pos' : '#lex_neg');
    if (NEGATIVE.has(word)) add(bag, flip > 0 ? '#lex_neg' : '#lex_pos');
    if (
      WIN_VERB.has(word) &&
      clause.slice(i + 1, i + 1 + DEAL_WINDOW).some((t) => DEAL_NOUN.has(unnegated(t)))
    )
      add(bag, flip > 0 ? '#lex_pos' : '#lex_neg');
    const direction = UP.has(word) ? 1 : DOWN.has(word) ? -1 : 0;
    if (direction !== 0) addMove(bag, direction * flip, metricSign(clause, i));
  });
}

function addChanges(bag: FeatureBag, tokens: string[]): void {
  tokens.forEach((token, i) => {
    const direction = unnegated(token) === CHANGE_UP ? 1 : unnegated(token) === CHANGE_DOWN ? -1 : 0;
    if (direction !== 0) addMove(bag, direction, comparedMetricSign(tokens, i));
  });
}

export function featuresEnglish(text: string): FeatureBag {
  const tokens = tokenizeEnglish(text).filter((token) => !STOPWORDS.has(unnegated(token)));
  const bag: FeatureBag = new Map();
  addChanges(bag, tokens);
  let clause: string[] = [];
  const flush = (): void => {
    addCues(bag, clause);
    clause = [];
  };
  let previous = '<s>';
  for (const token of tokens) {
    if (token === '|') {
      flush();
      previous = '|';
      continue;
    }
    bag.set(token, 1);
    bag.set(`${previous} ${token}`, 1);
    clause.push(token);
    previous = token;
  }
  flush();
  for (const [key, value] of bag) if (isCueFeature(key)) bag.set(key, Math.min(value, CUE_CAP));
  return bag;
}
