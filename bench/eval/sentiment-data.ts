/** @module sentimentEvalData: loads the labelled sets eval:sentiment scores (PhraseBank, TFNS valid, news dev sets). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLASSES, type SentimentClass } from '../../src/service/enrich/sentiment/model';
import { readNewsSentences } from '../sentiment/news-sentences';
import { readTfns, type LabelledText } from '../sentiment/tfns';
import { sharedDataPath } from '../../src/service/testing/shared-data';

export const SENTIMENT_DATA = sharedDataPath('sentiment');

/** Entity scores in [-1, 1] within ±this are read as neutral. */
const SEMEVAL_NEUTRAL_BAND = 0.1;

export interface EvalSet {
  name: string;
  rows: LabelledText[];
}

/** latin-1, CRLF, `sentence@label`; the sentence may itself contain '@', so split on the last one. */
export function readPhraseBank(path: string): LabelledText[] {
  return readFileSync(path, 'latin1')
    .split(/\r?\n/)
    .flatMap((line) => {
      const at = line.lastIndexOf('@');
      const label = line.slice(at + 1).trim() as SentimentClass;
      return at > 0 && CLASSES.includes(label) ? [{ text: line.slice(0, at), label }] : [];
    });
}

const semevalLabel = (score: number): SentimentClass =>
  score > SEMEVAL_NEUTRAL_BAND ? 'positive' : score < -SEMEVAL_NEUTRAL_BAND ? 'negative' : 'neutral';

/**
 * SemEval-2017 Task 5 headlines score one company each; a headline is kept once, and only when all its
 * companies get the same class. The source's "Â£" mojibake is repaired.
 */
export function readSemEvalHeadlines(path: string): LabelledText[] {
  const items = JSON.parse(readFileSync(path, 'utf8')) as { title: string; sentiment: number }[];
  const byTitle = new Map<string, Set<SentimentClass>>();
  for (const { title, sentiment } of items)
    byTitle.set(title, (byTitle.get(title) ?? new Set()).add(semevalLabel(sentiment)));
  return [...byTitle].flatMap(([title, labels]) => {
    const [label] = [...labels];
    return labels.size === 1 && label ? [{ text: title.replace(/Â£/g, '£'), label }] : [];
  });
}

/** null when ../shared/data is absent. */
export function loadEvalSets(root = SENTIMENT_DATA): EvalSet[] | null {
  const pb = join(root, 'financial_phrasebank');
  const tfns = join(root, 'twitter_financial_news_sentiment', 'sent_valid.csv');
  const semeval = join(root, 'semeval2017_task5_headlines', 'SemEval2017Task5Headlines.json');
  if (!existsSync(pb) || !existsSync(tfns)) return null;
  return [
    { name: 'PhraseBank 50Agree (public half)', rows: readPhraseBank(join(pb, 'Sentences_50Agree.txt')) },
    { name: 'PhraseBank AllAgree (public half)', rows: readPhraseBank(join(pb, 'Sentences_AllAgree.txt')) },
    { name: 'TFNS valid (public half)', rows: readTfns(tfns) },
    ...(existsSync(semeval)
      ? [{ name: 'SemEval-2017 headlines (dev)', rows: readSemEvalHeadlines(semeval) }]
      : []),
    { name: 'own news sentences (dev)', rows: readNewsSentences().dev },
  ];
}
