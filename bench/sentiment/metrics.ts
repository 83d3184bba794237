/** @module sentimentMetrics: accuracy, macro-F1, confusion matrix and expected calibration error. */
export interface Prediction {
  /** Index of the true class. */
  truth: number;
  /** Index of the predicted class. */
  predicted: number;
  /** Probability the model gave its predicted class. */
  confidence: number;
}

/** Rows are the true class, columns the predicted one. */
export function confusion(predictions: Prediction[], classes: number): number[][] {
  const matrix = Array.from({ length: classes }, () => new Array<number>(classes).fill(0));
  for (const p of predictions) {
    const row = matrix[p.truth];
    if (row) row[p.predicted] = (row[p.predicted] ?? 0) + 1;
  }
  return matrix;
}

export function accuracy(predictions: Prediction[]): number {
  return predictions.filter((p) => p.truth === p.predicted).length / Math.max(1, predictions.length);
}

export function macroF1(predictions: Prediction[], classes: number): number {
  const m = confusion(predictions, classes);
  let sum = 0;
  for (let k = 0; k < classes; k += 1) {
    const tp = m[k]?.[k] ?? 0;
    const predicted = m.reduce((s, row) => s + (row[k] ?? 0), 0);
    const actual = (m[k] ?? []).reduce((s, v) => s + v, 0);
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = actual === 0 ? 0 : tp / actual;
    sum += precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  }
  return sum / classes;
}

/** Equal-width bins over [0, 1] of the top-class confidence; |accuracy − mean confidence| weighted by bin size. */
export function expectedCalibrationError(predictions: Prediction[], bins = 10): number {
  const count = new Array<number>(bins).fill(0);
  const correct = new Array<number>(bins).fill(0);
  const conf = new Array<number>(bins).fill(0);
  for (const p of predictions) {
    const b = Math.min(bins - 1, Math.floor(p.confidence * bins));
    count[b] = (count[b] ?? 0) + 1;
    correct[b] = (correct[b] ?? 0) + (p.truth === p.predicted ? 1 : 0);
    conf[b] = (conf[b] ?? 0) + p.confidence;
  }
  let ece = 0;
  count.forEach((n, b) => {
    if (n > 0) ece += (n / predictions.length) * Math.abs((correct[b] ?? 0) / n - (conf[b] ?? 0) / n);
  });
  return ece;
}
