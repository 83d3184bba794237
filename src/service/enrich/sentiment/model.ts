/** @module sentimentModel: the shipped English model's JSON shape and its (pure) scoring. */
import { z } from 'zod';
import type { FeatureBag } from './features-en';

/** Class order of every weight triple; matches SENTIMENTS in the contract. */
export const CLASSES = ['positive', 'neutral', 'negative'] as const;
export type SentimentClass = (typeof CLASSES)[number];

const Triple = z.tuple([z.number(), z.number(), z.number()]);

export const SentimentModel = z.object({
  format: z.literal('newsroom-sentiment-lr/1'),
  temperature: z.number().positive(),
  bias: Triple,
  weights: z.record(z.string(), Triple),
  meta: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SentimentModel = z.infer<typeof SentimentModel>;

export function softmax(logits: readonly number[], temperature = 1): number[] {
  const scaled = logits.map((l) => l / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((l) => Math.exp(l - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function modelLogits(model: Pick<SentimentModel, 'bias' | 'weights'>, bag: FeatureBag): number[] {
  const logits = [...model.bias];
  for (const [key, value] of bag) {
    // A parsed JSON object inherits "constructor" and friends, which are real English words (and stems).
    if (!Object.hasOwn(model.weights, key)) continue;
    const w = model.weights[key];
    if (!w) continue;
    logits[0] = (logits[0] ?? 0) + w[0] * value;
    logits[1] = (logits[1] ?? 0) + w[1] * value;
    logits[2] = (logits[2] ?? 0) + w[2] * value;
  }
  return logits;
}

export function argmax(values: readonly number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > (values[best] ?? -Infinity)) best = i;
  });
  return best;
}
