/**
 * @module eval-sentiment-articles: how article-level sentiment (headline + body) behaves, scored two ways: the
 * whole text as one bag of words, and sentence by sentence (what enrichArticle does). No labelled articles exist
 * here, so it reports (1) articles assembled from labelled dev sentences (own news dev split, TFNS valid; never
 * PhraseBank) and (2) on real unlabelled articles (../shared/data/news CNBC, read only), how confident each way is
 * and how often it agrees with the headline alone. Appends to RESULTS.md unless `--dry`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyArticleSentiment } from '../src/service/enrich/sentiment/article-sentiment';
import { classifyEnglish, type SentimentResult } from '../src/service/enrich/sentiment/english-model';
import { accuracy, expectedCalibrationError, macroF1, type Prediction } from './sentiment/metrics';
import { CLASSES, type SentimentClass } from '../src/service/enrich/sentiment/model';
import { readNewsSentences } from './sentiment/news-sentences';
import { mulberry32 } from './sentiment/seeded';
import { readTfns, type LabelledText } from './sentiment/tfns';
import { CONTENT_SAMPLE_CHARS } from '../src/service/enrich/enrich-article';
import { sharedDataPath } from '../src/service/testing/shared-data';
import { appendResults, markdownTable } from './results-file';
import { SENTIMENT_DATA } from './eval/sentiment-data';

interface Article {
  title: string;
  body: string[];
  label: SentimentClass;
}

const SEED = 20_261_125;
/** A polar headline's body: this share of sentences carries the same sentiment, the rest are neutral. */
const SAME_SHARE = 0.4;
/** A neutral headline's body: this share of sentences is positive or negative. */
const STRAY_SHARE = 0.1;

const ways: Record<string, (a: Omit<Article, 'label'>) => SentimentResult> = {
  'one bag of words': (a) => classifyEnglish([a.title, ...a.body].join('\n\n')),
  'sentence by sentence (shipped)': (a) => classifyArticleSentiment(a, 'en'),
  'headline alone': (a) => classifyEnglish(a.title),
};

/** Each sentence of the pool heads one article whose body is 2–8 other sentences of the pool. */
function assemble(pool: readonly LabelledText[]): Article[] {
  const random = mulberry32(SEED);
  const byLabel = new Map(CLASSES.map((c) => [c, pool.filter((r) => r.label === c)]));
  const draw = (label: SentimentClass): string => {
    const rows = byLabel.get(label) ?? [];
    return rows[Math.floor(random() * rows.length)]?.text ?? '';
  };
  return pool.map(({ text, label }) => {
    const body = Array.from({ length: 2 + Math.floor(random() * 7) }, () => {
      if (label !== 'neutral') return draw(random() < SAME_SHARE ? label : 'neutral');
      return draw(random() < STRAY_SHARE ? (random() < 0.5 ? 'positive' : 'negative') : 'neutral');
    });
    return { title: text, body, label };
  });
}

const f3 = (x: number): string => x.toFixed(3);
const share = (xs: number[], atLeast: number): string =>
  f3(xs.filter((x) => x >= atLeast).length / Math.max(1, xs.length));

function assembledTable(sets: { name: string; articles: Article[] }[]): string {
  const rows = sets.flatMap(({ name, articles }) =>
    Object.entries(ways).map(([way, classify]) => {
      const predictions: Prediction[] = articles.map((a) => {
        const r = classify(a);
        return {
          truth: CLASSES.indexOf(a.label),
          predicted: CLASSES.indexOf(r.sentiment),
          confidence: r.confidence,
        };
      });
      const mean = predictions.reduce((s, p) => s + p.confidence, 0) / predictions.length;
      return [
        `${name} (${articles.length})`,
        way,
        f3(accuracy(predictions)),
        f3(macroF1(predictions, CLASSES.length)),
        f3(expectedCalibrationError(predictions, 10)),
        f3(mean),
      ];
    }),
  );
  return markdownTable(
    ['articles from', 'scored as', 'accuracy', 'macro-F1', 'ECE', 'mean confidence'],
    rows,
  );
}

function realArticlesTable(path: string): string {
  const items = JSON.parse(readFileSync(path, 'utf8')) as { title: string; text: string }[];
  const unique = [...new Map(items.map((a) => [a.title, a])).values()];
  const rows = Object.entries(ways).map(([way, classify]) => {
    let agree = 0;
    const confidences = unique.map((a) => {
      const r = classify({ title: a.title, body: [a.text.slice(0, CONTENT_SAMPLE_CHARS)] });
      if (r.sentiment === classifyEnglish(a.title).sentiment) agree += 1;
      return r.confidence;
    });
    return [
      way,
      f3(agree / unique.length),
      share(confidences, 0.7),
      share(confidences, 0.9),
      share(confidences, 0.99),
    ];
  });
  return [
    `Real articles: ${unique.length} CNBC articles (headline + first ${CONTENT_SAMPLE_CHARS} characters of the body), unlabelled.`,
    markdownTable(['scored as', 'same label as the headline', 'confidence ≥ 0.7', '≥ 0.9', '≥ 0.99'], rows),
  ].join('\n\n');
}

const tfns = join(SENTIMENT_DATA, 'twitter_financial_news_sentiment', 'sent_valid.csv');
const sets = [{ name: 'own news dev sentences', articles: assemble(readNewsSentences().dev) }];
if (existsSync(tfns)) sets.push({ name: 'TFNS valid', articles: assemble(readTfns(tfns)) });
const cnbc = sharedDataPath('news', 'cnbc_finance_articles', 'cnbc_data.json');

const body = [
  `Assembled articles: each dev sentence is a headline over 2–8 body sentences drawn from the same pool (a polar headline's body ${SAME_SHARE * 100}% same sentiment, else neutral; a neutral headline's body ${STRAY_SHARE * 100}% positive or negative); the article's label is the headline's. That construction favours the headline, so read the table for calibration (ECE, mean confidence) more than for accuracy.`,
  assembledTable(sets),
  existsSync(cnbc) ? realArticlesTable(cnbc) : 'Real articles: skipped, ../shared/data/news is absent.',
].join('\n\n');
console.log(body);
if (!process.argv.includes('--dry')) appendResults('Article sentiment (eval:sentiment-articles)', body);
