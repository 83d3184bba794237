/** @module sentimentEvalData: loads the public halves of Financial PhraseBank and TFNS valid for evaluation. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLASSES, type SentimentClass } from '../../src/service/enrich/sentiment/model';
import { readTfns, type LabelledText } from '../../src/service/enrich/sentiment/tfns';

export const SENTIMENT_DATA = fileURLToPath(new URL('../../../shared/data/sentiment/', import.meta.url));

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

/** null when ../shared/data is absent. */
export function loadEvalSets(root = SENTIMENT_DATA): EvalSet[] | null {
  const pb = join(root, 'financial_phrasebank');
  const tfns = join(root, 'twitter_financial_news_sentiment', 'sent_valid.csv');
  if (!existsSync(pb) || !existsSync(tfns)) return null;
  return [
    { name: 'PhraseBank 50Agree (public half)', rows: readPhraseBank(join(pb, 'Sentences_50Agree.txt')) },
    { name: 'PhraseBank AllAgree (public half)', rows: readPhraseBank(join(pb, 'Sentences_AllAgree.txt')) },
    { name: 'TFNS valid (public half)', rows: readTfns(tfns) },
  ];
}
