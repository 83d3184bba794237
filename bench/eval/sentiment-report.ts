/** @module sentimentReport: scores one classifier on one labelled set and renders the markdown tables. */
import { markdownTable } from '../results-file';
import type { SentimentResult } from '../../src/service/enrich/sentiment/classify-sentiment';
import { CLASSES } from '../../src/service/enrich/sentiment/model';
import type { Prediction } from '../sentiment/metrics';
import { accuracy, confusion, expectedCalibrationError, macroF1 } from '../sentiment/metrics';
import type { EvalSet } from './sentiment-data';

export interface Scored {
  set: string;
  model: string;
  accuracy: number;
  macroF1: number;
  ece: number;
  confusion: number[][];
}

export function score(set: EvalSet, model: string, classify: (text: string) => SentimentResult): Scored {
  const predictions: Prediction[] = set.rows.map(({ text, label }) => {
    const r = classify(text);
    return {
      truth: CLASSES.indexOf(label),
      predicted: CLASSES.indexOf(r.sentiment),
      confidence: r.confidence,
    };
  });
  return {
    set: set.name,
    model,
    accuracy: accuracy(predictions),
    macroF1: macroF1(predictions, CLASSES.length),
    ece: expectedCalibrationError(predictions, 10),
    confusion: confusion(predictions, CLASSES.length),
  };
}

const f3 = (x: number): string => x.toFixed(3);

export function summaryTable(results: Scored[]): string {
  return markdownTable(
    ['set', 'model', 'accuracy', 'macro-F1', 'ECE (10 bins)'],
    results.map((r) => [r.set, r.model, f3(r.accuracy), f3(r.macroF1), f3(r.ece)]),
  );
}

/** Rows are the true label, columns the predicted one. */
export function confusionTable(r: Scored): string {
  const header = [`${r.model} · ${r.set} (true ↓ / predicted →)`, ...CLASSES];
  return markdownTable(
    header,
    r.confusion.map((row, i) => [CLASSES[i] ?? '', ...row]),
  );
}

/** The targets for PhraseBank 50Agree. */
export const TARGETS = { accuracy: 0.8, macroF1: 0.75, ece: 0.05 };

export function targetsLine(r: Scored | undefined): string {
  if (!r) return 'Targets: PhraseBank 50Agree not scored.';
  const check = (ok: boolean): string => (ok ? 'met' : 'not met');
  return (
    `Targets on ${r.set}: accuracy ≥ ${TARGETS.accuracy} ${check(r.accuracy >= TARGETS.accuracy)}, ` +
    `macro-F1 ≥ ${TARGETS.macroF1} ${check(r.macroF1 >= TARGETS.macroF1)}, ` +
    `ECE ≤ ${TARGETS.ece} ${check(r.ece <= TARGETS.ece)}.`
  );
}
