/**
 * @module classifyArticleSentiment: the sentiment of a whole article (headline plus body) from its sentences.
 *
 * Why not one bag of every word: the English model is trained and calibrated on single sentences, and its logits
 * add up over features, so a 2,000-character body scored as one text is overconfident (on real articles a quarter
 * came out at ≥ 0.99) and lets a long body, boilerplate included, outvote the headline. Each sentence is scored on
 * its own instead; the headline's logits count as much as the mean of the body's, and the result goes through
 * the model's calibration once, so confidence stays on the scale it was calibrated for.
 */
import { baseLanguage, classifySentiment } from './classify-sentiment';
import type { SentimentResult } from './english-model';
import { englishModel, resultOfLogits } from './english-model';
import { featuresEnglish } from './features-en';
import { modelLogits } from './model';

export interface ArticleText {
  title: string;
  /** Summary and body text, in reading order; may be empty. */
  body: readonly string[];
}

/** Share of the article's logits that the headline carries (the body's sentences share the rest equally). */
export const HEADLINE_SHARE = 0.5;
/** A "sentence" of fewer words is a split after an abbreviation ("Mr. ", "St. ") and joins the next one. */
const MIN_SENTENCE_WORDS = 4;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const normalised = (s: string): string => s.toLowerCase().replace(/\W+/g, ' ').trim();

/** Sentences of the body, abbreviation splits re-joined, repeats of the headline (a summary that restates it) dropped. */
export function bodySentences(title: string, body: readonly string[]): string[] {
  const out: string[] = [];
  let carry = '';
  for (const part of body) {
    for (const { segment } of segmenter.segment(part)) {
      const sentence = `${carry}${segment}`.trim();
      if (sentence === '') continue;
      if (wordCount(sentence) < MIN_SENTENCE_WORDS) {
        carry = `${sentence} `;
        continue;
      }
      carry = '';
      out.push(sentence);
    }
  }
  if (carry.trim() !== '') out.push(carry.trim());
  const headline = normalised(title);
  return out.filter((s) => normalised(s) !== headline);
}

function englishArticle(article: ArticleText): SentimentResult {
  const model = englishModel();
  const sentences = bodySentences(article.title, article.body);
  const headline = modelLogits(model, featuresEnglish(article.title));
  if (sentences.length === 0) return resultOfLogits(headline, model);
  const body = sentences.map((s) => modelLogits(model, featuresEnglish(s)));
  const logits = headline.map(
    (h, k) =>
      HEADLINE_SHARE * h +
      ((1 - HEADLINE_SHARE) * body.reduce((sum, l) => sum + (l[k] ?? 0), 0)) / body.length,
  );
  return resultOfLogits(logits, model);
}

/** English articles sentence by sentence; the lexicon languages score the joined text as before. */
export function classifyArticleSentiment(article: ArticleText, language: string): SentimentResult {
  if (baseLanguage(language) === 'en') return englishArticle(article);
  return classifySentiment([article.title, ...article.body].join('\n\n'), language);
}
