/** @module classifySentiment: finance sentiment of a text with a calibrated confidence, dispatched by language. */
import type { SentimentResult } from './english-model';
import { classifyEnglish } from './english-model';
import { classifyByLexicon } from './lexicon-classifier';

export type { SentimentResult } from './english-model';

/** The two-letter code of a (possibly region-tagged, any-case) language tag. */
export const baseLanguage = (language: string): string => language.trim().toLowerCase().slice(0, 2);

export function classifySentiment(text: string, language: string): SentimentResult {
  const lang = baseLanguage(language);
  return lang === 'en' ? classifyEnglish(text) : classifyByLexicon(text, lang);
}
