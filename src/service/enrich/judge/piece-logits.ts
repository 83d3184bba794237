/**
 * @module Sentiment logits of a piece of text (a sentence, or the clauses of one company) in any language, so
 * pieces can be mixed and averaged before one calibration: the English model's own logits, or for the lexicon
 * languages the log of the lexicon's label probability spread over the three classes; English pieces also count
 * the company event words they hold.
 */
import { baseLanguage, classifySentiment } from '../sentiment/classify-sentiment';
import { englishModel } from '../sentiment/english-model';
import { featuresEnglish } from '../sentiment/features-en';
import { eventLean } from './company-events';
import { argmax, CLASSES, modelLogits, softmax, type SentimentClass } from '../sentiment/model';

/** A piece's logits and the signed count of company event words in it (0 where no event list exists). */
export interface Reading {
  logits: number[];
  lean: number;
}

export interface Scorer {
  logits(text: string): number[];
  read(text: string): Reading;
  /** Calibrated class probabilities (positive, neutral, negative) of logits from `logits`. */
  probabilities(logits: readonly number[]): number[];
}

function englishScorer(): Scorer {
  const model = englishModel();
  return {
    logits: (text) => modelLogits(model, featuresEnglish(text)),
    read: (text) => {
      const bag = featuresEnglish(text);
      return { logits: modelLogits(model, bag), lean: eventLean(bag) };
    },
    probabilities: (logits) => softmax(logits, model.temperature),
  };
}

function lexiconScorer(language: string): Scorer {
  const logits = (text: string): number[] => {
    const { sentiment, confidence } = classifySentiment(text, language);
    return CLASSES.map((c) => Math.log(c === sentiment ? confidence : (1 - confidence) / 2));
  };
  return {
    logits,
    read: (text) => ({ logits: logits(text), lean: 0 }),
    probabilities: (logits) => softmax(logits),
  };
}

export function scorerFor(language: string): Scorer {
  return baseLanguage(language) === 'en' ? englishScorer() : lexiconScorer(language);
}

/** `weight`-weighted mean of logit vectors (weights need not sum to 1). */
export function mixLogits(parts: readonly { logits: readonly number[]; weight: number }[]): number[] {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  return CLASSES.map((_, k) =>
    total === 0 ? 0 : parts.reduce((s, p) => s + p.weight * (p.logits[k] ?? 0), 0) / total,
  );
}

export interface Verdict {
  sentiment: SentimentClass;
  /** P(positive) − P(negative). */
  score: number;
  confidence: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function verdictOf(probabilities: readonly number[]): Verdict {
  const best = argmax(probabilities);
  const score = (probabilities[0] ?? 0) - (probabilities[2] ?? 0);
  return {
    sentiment: CLASSES[best] ?? 'neutral',
    score: Math.max(-1, Math.min(1, round3(score))),
    confidence: Math.max(0, Math.min(1, round3(probabilities[best] ?? 0))),
  };
}
