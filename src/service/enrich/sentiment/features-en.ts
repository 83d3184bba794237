/** @module featuresEnglish: sparse feature bag (uni-/bi-grams plus finance cue counts) of an English text. */
import { BAD_METRIC, DOWN, GOOD_METRIC, NEGATIVE, POSITIVE, UP } from './finance-cues-en';
import { tokenizeEnglish } from './tokenize-en';

/** How far (in tokens, same clause) a direction word looks for the metric it moves. */
const METRIC_WINDOW = 4;
const CUE_CAP = 3;

export type FeatureBag = Map<string, number>;

function add(bag: FeatureBag, key: string, value = 1): void {
  bag.set(key, (bag.get(key) ?? 0) + value);
}

/** The sign a moved metric gives its direction: +1 good metric, -1 bad metric, 0 none near. */
function metricSign(clause: string[], at: number): number {
  for (let d = 1; d <= METRIC_WINDOW; d += 1) {
    for (const j of [at - d, at + d]) {
      const token = clause[j];
      if (token === undefined) continue;
      const word = token.startsWith('not_') ? token.slice(4) : token;
      if (BAD_METRIC.has(word)) return -1;
      if (GOOD_METRIC.has(word)) return 1;
    }
  }
  return 0;
}

function addCues(bag: FeatureBag, clause: string[]): void {
  clause.forEach((token, i) => {
    const negated = token.startsWith('not_');
    const word = negated ? token.slice(4) : token;
    const flip = negated ? -1 : 1;
    if (POSITIVE.has(word)) add(bag, flip > 0 ? '#lex_pos' : '#lex_neg');
    if (NEGATIVE.has(word)) add(bag, flip > 0 ? '#lex_neg' : '#lex_pos');
    const direction = UP.has(word) ? 1 : DOWN.has(word) ? -1 : 0;
    if (direction === 0) return;
    const sign = metricSign(clause, i);
    if (sign === 0) add(bag, direction * flip > 0 ? '#dir_up' : '#dir_down');
    else add(bag, direction * flip * sign > 0 ? '#move_good' : '#move_bad');
  });
}

export function featuresEnglish(text: string): FeatureBag {
  const tokens = tokenizeEnglish(text);
  const bag: FeatureBag = new Map();
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
  for (const [key, value] of bag) if (key.startsWith('#')) bag.set(key, Math.min(value, CUE_CAP));
  return bag;
}
