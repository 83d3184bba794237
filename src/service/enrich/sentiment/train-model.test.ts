import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TrainOptions } from './train-model';
import { DEFAULT_TRAIN_OPTIONS, trainSentimentModel } from './train-model';
import type { LabelledText } from './tfns';
import { readTfns } from './tfns';

const TFNS = new URL(
  '../../../../../shared/data/sentiment/twitter_financial_news_sentiment/sent_train.csv',
  import.meta.url,
);
const FAST: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, epochs: 40, minCount: 1 };

const synthetic: LabelledText[] = [
  ...[
    'profit rose',
    'sales jumped 10%',
    'shares surge on record results',
    'upgrade to buy',
    'revenue beat estimates',
  ].map((text) => ({ text, label: 'positive' as const })),
  ...['profit fell', 'shares plunge', 'loss widened', 'downgrade to sell', 'missed estimates badly'].map(
    (text) => ({
      text,
      label: 'negative' as const,
    }),
  ),
  ...['results due tuesday', 'ceo to speak', 'meeting held', 'company files report', 'market opens'].map(
    (text) => ({
      text,
      label: 'neutral' as const,
    }),
  ),
];

describe('trainSentimentModel', () => {
  it('should give an identical model for the same seed (synthetic rows)', () => {
    const a = trainSentimentModel(synthetic, FAST);
    const b = trainSentimentModel(synthetic, FAST);
    expect(JSON.stringify(a.model)).toBe(JSON.stringify(b.model));
    expect(a.model.temperature).toBeGreaterThan(0);
  });

  it('should give an identical model for the same seed on a TFNS slice', () => {
    if (!existsSync(TFNS)) {
      console.warn('skipped: ../shared/data TFNS is absent');
      return;
    }
    const slice = readTfns(TFNS.pathname).slice(0, 400);
    const a = trainSentimentModel(slice, FAST);
    const b = trainSentimentModel(slice, FAST);
    const c = trainSentimentModel(slice, { ...FAST, seed: FAST.seed + 1 });
    expect(JSON.stringify(a.model)).toBe(JSON.stringify(b.model));
    expect(JSON.stringify(c.model)).not.toBe(JSON.stringify(a.model));
  });
});
