/** @module trainSentimentModel: TFNS rows → calibrated, pruned English sentiment model (deterministic for a seed). */
import { fitTemperature } from './calibrate';
import { featuresEnglish } from './features-en';
import type { LabelledBag } from './logistic';
import { trainLogistic } from './logistic';
import { accuracy, expectedCalibrationError, macroF1 } from './metrics';
import type { SentimentModel } from './model';
import { argmax, CLASSES, modelLogits, softmax } from './model';
import { seededShuffle } from './seeded';
import type { LabelledText } from './tfns';

export interface TrainOptions {
  seed: number;
  /** Share of (deduplicated) rows kept out of training for calibration and the held-out report. */
  holdoutFraction: number;
  l2: number;
  epochs: number;
  learningRate: number;
  /** Class weight ∝ (1 / class count) ^ balancePower: 0 none, 1 fully balanced. */
  balancePower: number;
  minCount: number;
  /** Features whose largest absolute weight is below this are dropped from the shipped file. */
  pruneBelow: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 20_261_122,
  holdoutFraction: 0.2,
  l2: 1e-3,
  epochs: 300,
  learningRate: 0.05,
  balancePower: 1,
  minCount: 2,
  pruneBelow: 0.02,
};

export interface HeldOutReport {
  rows: number;
  accuracy: number;
  macroF1: number;
  ece: number;
  temperature: number;
}

const dedupKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\W+/g, ' ')
    .trim();
const round = (x: number): number => Math.round(x * 1000) / 1000;

function vocabularyOf(data: LabelledBag[], minCount: number): string[] {
  const df = new Map<string, number>();
  for (const { bag } of data) for (const key of bag.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  return [...df]
    .filter(([key, n]) => n >= minCount || key.startsWith('#'))
    .map(([key]) => key)
    .sort();
}

export function trainSentimentModel(rows: LabelledText[], o: TrainOptions = DEFAULT_TRAIN_OPTIONS) {
  const unique = [...new Map(rows.map((r) => [dedupKey(r.text), r])).values()];
  const shuffled = seededShuffle(unique, o.seed);
  const cut = Math.round(shuffled.length * (1 - o.holdoutFraction));
  const toBag = (r: LabelledText): LabelledBag => ({
    bag: featuresEnglish(r.text),
    label: CLASSES.indexOf(r.label),
  });
  const train = shuffled.slice(0, cut).map(toBag);
  const held = shuffled.slice(cut).map(toBag);
  const counts = CLASSES.map((_, k) => train.filter((d) => d.label === k).length);
  const classWeights = counts.map(
    (n) => (train.length / (CLASSES.length * Math.max(1, n))) ** o.balancePower,
  );
  const vocabulary = vocabularyOf(train, o.minCount);
  const fit = trainLogistic(train, vocabulary, { classes: CLASSES.length, classWeights, ...o });
  const weights: SentimentModel['weights'] = {};
  vocabulary.forEach((feature, i) => {
    const w = [0, 1, 2].map((k) => round(fit.weights[i * 3 + k] ?? 0)) as [number, number, number];
    if (Math.max(...w.map(Math.abs)) >= o.pruneBelow) weights[feature] = w;
  });
  const bias = fit.bias.map(round) as [number, number, number];
  const heldLogits = held.map((d) => modelLogits({ bias, weights }, d.bag));
  const temperature = round(
    fitTemperature(
      heldLogits,
      held.map((d) => d.label),
    ),
  );
  const predictions = heldLogits.map((l, i) => {
    const p = softmax(l, temperature);
    return { truth: held[i]?.label ?? 0, predicted: argmax(p), confidence: Math.max(...p) };
  });
  const report: HeldOutReport = {
    rows: held.length,
    accuracy: accuracy(predictions),
    macroF1: macroF1(predictions, 3),
    ece: expectedCalibrationError(predictions),
    temperature,
  };
  const meta = {
    trainedOn: 'TFNS sent_train.csv (MIT)',
    seed: o.seed,
    trainRows: train.length,
    heldOutRows: held.length,
  };
  const model: SentimentModel = { format: 'newsroom-sentiment-lr/1', temperature, bias, weights, meta };
  return { model, report };
}
