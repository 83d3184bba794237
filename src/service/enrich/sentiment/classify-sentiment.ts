/** @module classifySentiment: finance sentiment of a text with a calibrated confidence, dispatched by language. */
import type { SentimentResult } from './english-model';
import { classifyEnglish } from './english-model';
import { classifyByLexicon } from './lexicon-classifier';

export type { SentimentResult } from './english-model';

export function classifySentiment(text: string, language: string): SentimentResult {
  const lang = language.trim().toLowerCase().slice(0, 2);
  return lang === 'en' ? classifyEnglish(text) : classifyByLexicon(text, lang);
}
