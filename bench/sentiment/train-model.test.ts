import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCueFeature } from '../../src/service/enrich/sentiment/features-en';
import type { TrainOptions } from './train-model';
import { DEFAULT_TRAIN_OPTIONS, trainSentimentModel } from './train-model';
import type { LabelledText } from './tfns';
import { readTfns } from './tfns';
import { sharedDataPath } from '../../src/service/testing/shared-data';

const TFNS = sharedDataPath('sentiment', 'twitter_financial_news_sentiment', 'sent_train.csv');
const FAST: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, epochs: 40, minCount: 1, folds: 1 };

const labelled = (label: LabelledText['label'], texts: string[]): LabelledText[] =>
  texts.map((text) => ({ text, label }));

const synthetic: LabelledText[] = [
  ...labelled('positive', [
    'profit rose',
    'sales jumped 10%',
    'shares surge on record results',
    'upgrade to buy',
    'revenue beat estimates',
  ]),
  ...labelled('negative', [
    'profit fell',
    'shares plunge',
    'loss widened',
    'downgrade to sell',
    'missed estimates badly',
  ]),
  ...labelled('neutral', [
    'results due tuesday',
    'ceo to speak',
    'meeting held',
    'company files report',
    'market opens',
  ]),
];
const extra = labelled('positive', ['orders climbed to a record', 'the group won a large contract']);

describe('trainSentimentModel', () => {
  it('should give an identical model for the same seed (synthetic rows)', () => {
    const a = trainSentimentModel({ rows: synthetic, trainOnly: extra }, FAST);
    const b = trainSentimentModel({ rows: synthetic, trainOnly: extra }, FAST);
    expect(JSON.stringify(a.model)).toBe(JSON.stringify(b.model));
    expect(a.model.temperature).toBeGreaterThan(0);
  });

  it('should calibrate on a hold-out drawn from `rows` only, never from `trainOnly`', () => {
    const without = trainSentimentModel({ rows: synthetic }, FAST);
    const withExtra = trainSentimentModel({ rows: synthetic, trainOnly: extra }, FAST);
    expect(without.report.rows).toBe(Math.round(synthetic.length * FAST.holdoutFraction));
    expect(withExtra.report.rows).toBe(without.report.rows);
    expect(withExtra.model.meta.trainRows).toBe(Number(without.model.meta.trainRows) + extra.length);
  });

  it('should cross-fit with k folds: every row of `rows` calibrates once out of fold and trains the mean model', () => {
    const folds = 5;
    const crossFit = trainSentimentModel({ rows: synthetic, trainOnly: extra }, { ...FAST, folds });
    const again = trainSentimentModel({ rows: synthetic, trainOnly: extra }, { ...FAST, folds });
    const single = trainSentimentModel({ rows: synthetic, trainOnly: extra }, FAST);
    expect(crossFit.report.rows).toBe(synthetic.length);
    expect(crossFit.model.meta.trainRows).toBe(synthetic.length + extra.length);
    expect(crossFit.model.meta.heldOutRows).toBe(synthetic.length);
    expect(crossFit.model.meta.folds).toBe(folds);
    expect(JSON.stringify(again.model)).toBe(JSON.stringify(crossFit.model));
    expect(crossFit.model.weights).not.toEqual(single.model.weights);
  });

  it('should keep only cue features at cueMix 1 and learn word features at cueMix 0', () => {
    const cuesOnly = trainSentimentModel({ rows: synthetic }, { ...FAST, cueMix: 1 }).model;
    const wordsOnly = trainSentimentModel({ rows: synthetic }, { ...FAST, cueMix: 0 }).model;
    expect(Object.keys(cuesOnly.weights).length).toBeGreaterThan(0);
    expect(Object.keys(cuesOnly.weights).every(isCueFeature)).toBe(true);
    expect(Object.keys(wordsOnly.weights).some((key) => !isCueFeature(key))).toBe(true);
    expect(cuesOnly.meta.cueMix).toBe(1);
  });

  it('should weight the own news rows by newsWeight (0 = as if they were absent)', () => {
    const without = trainSentimentModel({ rows: synthetic }, FAST).model;
    const ignored = trainSentimentModel(
      { rows: synthetic, trainOnly: extra },
      { ...FAST, newsWeight: 0 },
    ).model;
    const counted = trainSentimentModel(
      { rows: synthetic, trainOnly: extra },
      { ...FAST, newsWeight: 3 },
    ).model;
    expect(ignored.weights).toEqual(without.weights);
    expect(ignored.bias).toEqual(without.bias);
    expect(counted.weights).not.toEqual(without.weights);
    expect(counted.meta.newsWeight).toBe(3);
  });

  it('should scale word features by naive Bayes unless nbAlpha is 0', () => {
    const scaled = trainSentimentModel({ rows: synthetic }, { ...FAST, cueMix: 0 }).model;
    const plain = trainSentimentModel({ rows: synthetic }, { ...FAST, cueMix: 0, nbAlpha: 0 }).model;
    expect(scaled.meta.nbAlpha).toBe(FAST.nbAlpha);
    expect(plain.meta.nbAlpha).toBe(0);
    expect(scaled.weights).not.toEqual(plain.weights);
  });

  it('should give an identical model for the same seed on a TFNS slice', () => {
    if (!existsSync(TFNS)) {
      console.warn('skipped: ../shared/data TFNS is absent');
      return;
    }
    const slice = { rows: readTfns(TFNS).slice(0, 400) };
    const a = trainSentimentModel(slice, FAST);
    const b = trainSentimentModel(slice, FAST);
    const c = trainSentimentModel(slice, { ...FAST, seed: FAST.seed + 1 });
    expect(JSON.stringify(a.model)).toBe(JSON.stringify(b.model));
    expect(JSON.stringify(c.model)).not.toBe(JSON.stringify(a.model));
  });
});
