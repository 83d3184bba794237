/** @module classifyEnglish: the shipped English logistic model (TFNS + own news sentences), loaded once from model-en.json. */
import { readFileSync } from 'node:fs';
import { featuresEnglish } from './features-en';
import type { SentimentClass } from './model';
import { argmax, CLASSES, modelLogits, SentimentModel, softmax } from './model';

export interface SentimentResult {
  sentiment: SentimentClass;
  /** Calibrated probability of `sentiment`. */
  confidence: number;
}

let cached: SentimentModel | undefined;

/** Read lazily with fs rather than imported, so type-checking does not infer a type for the whole file. */
export function englishModel(): SentimentModel {
  cached ??= SentimentModel.parse(
    JSON.parse(readFileSync(new URL('./model-en.json', import.meta.url), 'utf8')),
  );
  return cached;
}

export function probabilitiesEnglish(text: string, model: SentimentModel = englishModel()): number[] {
  return softmax(modelLogits(model, featuresEnglish(text)), model.temperature);
}

/** The calibrated result for raw logits of `model` (a text's, or a combination of several texts'). */
export function resultOfLogits(
  logits: readonly number[],
  model: SentimentModel = englishModel(),
): SentimentResult {
  const p = softmax(logits, model.temperature);
  const best = argmax(p);
  return { sentiment: CLASSES[best] ?? 'neutral', confidence: p[best] ?? 0 };
}

export function classifyEnglish(text: string, model: SentimentModel = englishModel()): SentimentResult {
  return resultOfLogits(modelLogits(model, featuresEnglish(text)), model);
}
