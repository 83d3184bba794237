/** @module trainSentimentModel: labelled rows → calibrated, pruned English sentiment model (deterministic for a seed). */
import { fitTemperature } from './calibrate';
import type { FeatureBag } from '../../src/service/enrich/sentiment/features-en';
import { featuresEnglish, isCueFeature } from '../../src/service/enrich/sentiment/features-en';
import type { LabelledBag, LogisticWeights } from './logistic';
import { trainLogistic } from './logistic';
import { accuracy, expectedCalibrationError, macroF1 } from './metrics';
import type { SentimentModel } from '../../src/service/enrich/sentiment/model';
import { argmax, CLASSES, modelLogits, softmax } from '../../src/service/enrich/sentiment/model';
import { naiveBayesScales } from './naive-bayes-scales';
import { seededShuffle } from './seeded';
import type { LabelledText } from './tfns';

export interface TrainOptions {
  seed: number;
  /** Share of (deduplicated) calibration-eligible rows kept out of training for calibration and the held-out report. */
  holdoutFraction: number;
  l2: number;
  epochs: number;
  learningRate: number;
  /** Class weight ∝ (1 / class count) ^ balancePower: 0 none, 1 fully balanced. */
  balancePower: number;
  minCount: number;
  /** Features whose largest absolute weight is below this are dropped from the shipped file. */
  pruneBelow: number;
  /**
   * Weight of a second model that sees only the finance cue counts, mixed into the word model's logits.
   * Why: word weights learnt from tweets carry tweet conventions (deals and orders are "neutral" there) into news
   * prose; the cue-only model transfers better. Chosen on news-domain dev sets, never on PhraseBank.
   */
  cueMix: number;
  /**
   * Loss weight of each own news sentence relative to a TFNS row. Why: the service scores news prose, and the
   * own sentences are its register while TFNS is tweets. Chosen on the dev sets, never on PhraseBank.
   */
  newsWeight: number;
  /**
   * Cross-fitting: 1 keeps `holdoutFraction` of `rows` out for calibration; k ≥ 2 splits `rows` into k folds, fits
   * one model per fold on the other folds (+ `trainOnly`), ships the mean of the k linear models (still linear) and
   * calibrates on every row's out-of-fold logits. Why: every TFNS row trains the shipped model, and the mean of k
   * fits has less variance than one.
   */
  folds: number;
  /**
   * Smoothing α of the naive-Bayes log-count ratios that scale each word feature before the word model is fitted
   * (NBSVM); 0 fits unscaled features. Cue features are never scaled. Chosen on the dev sets, never on PhraseBank.
   */
  nbAlpha: number;
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
  cueMix: 0.15,
  newsWeight: 1,
  nbAlpha: 1,
  folds: 10,
};

export interface TrainingData {
  /** Rows split into training and the calibration hold-out (TFNS). */
  rows: LabelledText[];
  /** Rows always used for training, never for calibration (the hand-written news sentences). */
  trainOnly?: LabelledText[];
}

export interface HeldOutReport {
  rows: number;
  accuracy: number;
  macroF1: number;
  ece: number;
  temperature: number;
}

type Triple = [number, number, number];

const dedupKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\W+/g, ' ')
    .trim();
const round = (x: number): number => Math.round(x * 1000) / 1000;
const dedup = (rows: LabelledText[]): LabelledText[] => [
  ...new Map(rows.map((r) => [dedupKey(r.text), r])).values(),
];

function vocabularyOf(data: LabelledBag[], minCount: number): string[] {
  const df = new Map<string, number>();
  for (const { bag } of data) for (const key of bag.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  return [...df]
    .filter(([key, n]) => n >= minCount || isCueFeature(key))
    .map(([key]) => key)
    .sort();
}

function classWeightsOf(train: LabelledBag[], o: TrainOptions): number[] {
  const mass = (d: LabelledBag): number => d.weight ?? 1;
  const counts = CLASSES.map((_, k) => train.filter((d) => d.label === k).reduce((s, d) => s + mass(d), 0));
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((n) => (total / (CLASSES.length * Math.max(1, n))) ** o.balancePower);
}

function fitLogistic(train: LabelledBag[], o: TrainOptions): LogisticWeights {
  return trainLogistic(train, vocabularyOf(train, o.minCount), {
    classes: CLASSES.length,
    classWeights: classWeightsOf(train, o),
    ...o,
  });
}

/** Fits on features × their naive-Bayes scale, then folds the scale into the weights (same scoring as unscaled). */
function fitScaledLogistic(train: LabelledBag[], o: TrainOptions): LogisticWeights {
  if (o.nbAlpha <= 0) return fitLogistic(train, o);
  const ratios = naiveBayesScales(train, CLASSES.length, classWeightsOf(train, o), o.nbAlpha);
  const scale = (key: string): number => (isCueFeature(key) ? 1 : (ratios.get(key) ?? 0));
  const scaled = train.map((d) => ({
    ...d,
    bag: new Map([...d.bag].map(([key, value]) => [key, value * scale(key)] as const)),
  }));
  const fit = fitLogistic(scaled, o);
  const weights = fit.weights.map((w, i) => w * scale(fit.vocabulary[Math.floor(i / CLASSES.length)] ?? ''));
  return { ...fit, weights };
}

const cuesOnly = (bag: FeatureBag): FeatureBag => new Map([...bag].filter(([key]) => isCueFeature(key)));

type Linear = Pick<SentimentModel, 'bias' | 'weights'>;

/** (1 − mix) · word model + mix · cue model: still one linear model, so the shipped format does not change. */
function mixModels(words: LogisticWeights, cues: LogisticWeights, o: TrainOptions): Linear {
  const weights: SentimentModel['weights'] = {};
  const addScaled = (fit: LogisticWeights, scale: number): void =>
    fit.vocabulary.forEach((feature, i) => {
      const w = weights[feature] ?? [0, 0, 0];
      for (let k = 0; k < 3; k += 1) w[k] = (w[k] ?? 0) + scale * (fit.weights[i * 3 + k] ?? 0);
      weights[feature] = w;
    });
  addScaled(words, 1 - o.cueMix);
  addScaled(cues, o.cueMix);
  const bias = words.bias.map((b, k) => (1 - o.cueMix) * b + o.cueMix * (cues.bias[k] ?? 0)) as Triple;
  return { bias, weights };
}

function fitLinear(train: LabelledBag[], o: TrainOptions): Linear {
  const words = fitScaledLogistic(train, o);
  const cues = fitLogistic(
    train.map((d) => ({ ...d, bag: cuesOnly(d.bag) })),
    o,
  );
  return mixModels(words, cues, o);
}

/** The mean of linear models (a feature absent from one counts 0 there), rounded and pruned for shipping. */
function meanForShipping(models: Linear[], o: TrainOptions): Linear {
  const n = models.length;
  const sum = new Map<string, Triple>();
  for (const m of models)
    for (const [feature, w] of Object.entries(m.weights)) {
      const s = sum.get(feature) ?? [0, 0, 0];
      for (let k = 0; k < 3; k += 1) s[k] = (s[k] ?? 0) + (w[k] ?? 0) / n;
      sum.set(feature, s);
    }
  const weights: SentimentModel['weights'] = {};
  for (const feature of [...sum.keys()].sort()) {
    const w = (sum.get(feature) ?? [0, 0, 0]).map(round) as Triple;
    if (Math.max(...w.map(Math.abs)) >= o.pruneBelow) weights[feature] = w;
  }
  const bias = [0, 1, 2].map((k) => round(models.reduce((s, m) => s + (m.bias[k] ?? 0), 0) / n)) as Triple;
  return { bias, weights };
}

function heldOutReport(logits: number[][], labels: number[]): HeldOutReport {
  const temperature = round(fitTemperature(logits, labels));
  const predictions = logits.map((l, i) => {
    const p = softmax(l, temperature);
    return { truth: labels[i] ?? 0, predicted: argmax(p), confidence: Math.max(...p) };
  });
  return {
    rows: logits.length,
    accuracy: accuracy(predictions),
    macroF1: macroF1(predictions, 3),
    ece: expectedCalibrationError(predictions),
    temperature,
  };
}

/** Index ranges of `rows` held out in turn: one hold-out of `holdoutFraction`, or k folds. */
function holdOuts(rows: number, o: TrainOptions): Array<[number, number]> {
  if (o.folds < 2) return [[Math.round(rows * (1 - o.holdoutFraction)), rows]];
  return Array.from({ length: o.folds }, (_, f) => [
    Math.round((rows * f) / o.folds),
    Math.round((rows * (f + 1)) / o.folds),
  ]);
}

export function trainSentimentModel(data: TrainingData, o: TrainOptions = DEFAULT_TRAIN_OPTIONS) {
  const toBag =
    (weight: number) =>
    (r: LabelledText): LabelledBag => ({
      bag: featuresEnglish(r.text),
      label: CLASSES.indexOf(r.label),
      weight,
    });
  const rows = seededShuffle(dedup(data.rows), o.seed).map(toBag(1));
  const always = dedup(data.trainOnly ?? []).map(toBag(o.newsWeight));
  const heldLogits: number[][] = [];
  const heldLabels: number[] = [];
  const fits = holdOuts(rows.length, o).map(([from, to]) => {
    const fit = fitLinear([...rows.slice(0, from), ...rows.slice(to), ...always], o);
    const shipped = meanForShipping([fit], o);
    for (const d of rows.slice(from, to)) {
      heldLogits.push(modelLogits(shipped, d.bag));
      heldLabels.push(d.label);
    }
    return fit;
  });
  const linear = meanForShipping(fits, o);
  const report = heldOutReport(heldLogits, heldLabels);
  // With k folds every row of `rows` trains k − 1 of the k averaged fits.
  const trainRows = (fits.length > 1 ? rows.length : rows.length - heldLabels.length) + always.length;
  const meta = {
    trainedOn: 'TFNS sent_train.csv (MIT) + news-sentences-en.json train (written for this project)',
    seed: o.seed,
    cueMix: o.cueMix,
    newsWeight: o.newsWeight,
    nbAlpha: o.nbAlpha,
    folds: o.folds,
    trainRows,
    heldOutRows: heldLabels.length,
  };
  const model: SentimentModel = {
    format: 'newsroom-sentiment-lr/1',
    temperature: report.temperature,
    ...linear,
    meta,
  };
  return { model, report };
}
