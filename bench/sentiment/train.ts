/** @module train: CLI (`npm run train:sentiment -- [tfnsDir]`) writing model-en.json from MIT/own data only. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNewsSentences } from './news-sentences';
import { trainSentimentModel } from './train-model';
import { readTfns } from './tfns';
import { sharedDataPath } from '../../src/service/testing/shared-data';

const DEFAULT_DATA = sharedDataPath('sentiment', 'twitter_financial_news_sentiment');
const MODEL_PATH = fileURLToPath(
  new URL('../../src/service/enrich/sentiment/model-en.json', import.meta.url),
);

const dataDir = process.argv[2] ?? DEFAULT_DATA;
const started = Date.now();
const { model, report } = trainSentimentModel({
  rows: readTfns(join(dataDir, 'sent_train.csv')),
  trainOnly: readNewsSentences().train,
});
const json = `${JSON.stringify(model)}\n`;
writeFileSync(MODEL_PATH, json);
console.log(
  `model-en.json: ${Object.keys(model.weights).length} features, ${(json.length / 1024).toFixed(0)} KiB, ` +
    `T=${model.temperature}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `TFNS held-out (${report.rows}): accuracy ${report.accuracy.toFixed(3)}, macro-F1 ${report.macroF1.toFixed(3)}, ECE ${report.ece.toFixed(3)}`,
);
