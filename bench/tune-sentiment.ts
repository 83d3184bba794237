/**
 * @module tune-sentiment: trains candidate settings of the English model and scores them on the dev sets only
 * (own news dev split, SemEval-2017 headlines, TFNS valid). PhraseBank is deliberately not loaded here: it is the
 * evaluation set, so no setting may be chosen on it. Prints a table; writes nothing.
 *
 *   npx tsx bench/tune-sentiment.ts cueMix=0.3,0.5 newsWeight=1,3
 */
import { join } from 'node:path';
import { classifyEnglish } from '../src/service/enrich/sentiment/english-model';
import { readNewsSentences } from './sentiment/news-sentences';
import { readTfns } from './sentiment/tfns';
import type { TrainOptions } from './sentiment/train-model';
import { DEFAULT_TRAIN_OPTIONS, trainSentimentModel } from './sentiment/train-model';
import { markdownTable } from './results-file';
import { readSemEvalHeadlines, SENTIMENT_DATA, type EvalSet } from './eval/sentiment-data';
import { score } from './eval/sentiment-report';

type NumericOption = {
  [K in keyof TrainOptions]: TrainOptions[K] extends number ? K : never;
}[keyof TrainOptions];

function grid(args: string[]): Partial<TrainOptions>[] {
  let settings: Partial<TrainOptions>[] = [{}];
  for (const arg of args) {
    const [key, values] = arg.split('=');
    if (!key || !values || !(key in DEFAULT_TRAIN_OPTIONS)) throw new Error(`unknown option: ${arg}`);
    const numbers = values.split(',').map(Number);
    settings = settings.flatMap((s) => numbers.map((n) => ({ ...s, [key as NumericOption]: n })));
  }
  return settings;
}

const tfnsDir = join(SENTIMENT_DATA, 'twitter_financial_news_sentiment');
const news = readNewsSentences();
const devSets: EvalSet[] = [
  { name: 'own dev', rows: news.dev },
  {
    name: 'SemEval',
    rows: readSemEvalHeadlines(
      join(SENTIMENT_DATA, 'semeval2017_task5_headlines', 'SemEval2017Task5Headlines.json'),
    ),
  },
  { name: 'TFNS valid', rows: readTfns(join(tfnsDir, 'sent_valid.csv')) },
];
const rows = readTfns(join(tfnsDir, 'sent_train.csv'));

const lines = grid(process.argv.slice(2)).map((setting) => {
  const o = { ...DEFAULT_TRAIN_OPTIONS, ...setting };
  const { model } = trainSentimentModel({ rows, trainOnly: news.train }, o);
  const scores = devSets.map((set) => score(set, 'candidate', (t) => classifyEnglish(t, model)));
  const f = (x: number): string => x.toFixed(3);
  return [
    JSON.stringify(setting),
    ...scores.flatMap((s) => [f(s.accuracy), f(s.macroF1), f(s.ece)]),
    f(scores.reduce((sum, s) => sum + s.macroF1, 0) / scores.length),
  ];
});
console.log(
  markdownTable(['setting', ...devSets.flatMap((s) => [`${s.name} acc`, 'F1', 'ECE']), 'mean F1'], lines),
);
