/** @module fitTemperature: temperature scaling (Guo et al. 2017) by minimising held-out log-loss. */
import { softmax } from '../../src/service/enrich/sentiment/model';

export function logLoss(logits: number[][], labels: number[], temperature: number): number {
  let sum = 0;
  logits.forEach((l, i) => {
    const p = softmax(l, temperature)[labels[i] ?? 0] ?? 0;
    sum -= Math.log(Math.max(p, 1e-12));
  });
  return sum / Math.max(1, logits.length);
}

/** Golden-section search on log T in [log 0.05, log 20]; the NLL is unimodal in T. */
export function fitTemperature(logits: number[][], labels: number[]): number {
  const phi = (Math.sqrt(5) - 1) / 2;
  let [a, b] = [Math.log(0.05), Math.log(20)];
  const f = (x: number): number => logLoss(logits, labels, Math.exp(x));
  for (let i = 0; i < 80; i += 1) {
    const c = b - phi * (b - a);
    const d = a + phi * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return Math.exp((a + b) / 2);
}
