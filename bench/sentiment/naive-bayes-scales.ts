/**
 * @module naiveBayesScales: per-feature scales from naive-Bayes log-count ratios (NBSVM, Wang & Manning 2012).
 *
 * Why: a word that occurs about as often in every class gets a scale near 0 and one that marks a class a large
 * scale, so the L2-regularised logistic model spends its weight budget on informative words instead of fitting
 * noise in frequent neutral ones. The scale folds into the weights after training (weight × scale), so the
 * shipped model and its scoring do not change.
 */
import type { LabelledBag } from './logistic';

/**
 * The largest |log-count ratio| of each feature over the one-vs-rest splits of `classes` classes, on binarised
 * features: log((count in class + α) / (class total + α·V)) − the same for the other classes together.
 * Rows count with their weight times their class weight, so a large class does not own every ratio.
 */
export function naiveBayesScales(
  data: LabelledBag[],
  classes: number,
  classWeights: readonly number[],
  alpha: number,
): Map<string, number> {
  const counts = Array.from({ length: classes }, () => new Map<string, number>());
  const totals = new Array<number>(classes).fill(0);
  for (const { bag, label, weight = 1 } of data) {
    const mass = weight * (classWeights[label] ?? 1);
    const inClass = counts[label];
    // A row without mass must not even widen the vocabulary (it would change the smoothing).
    if (!inClass || mass <= 0) continue;
    for (const key of bag.keys()) inClass.set(key, (inClass.get(key) ?? 0) + mass);
  }
  const features = new Set(counts.flatMap((inClass) => [...inClass.keys()]));
  counts.forEach((inClass, k) => {
    for (const n of inClass.values()) totals[k] = (totals[k] ?? 0) + n;
  });
  const allTotal = totals.reduce((a, b) => a + b, 0);
  const smoothing = alpha * features.size;
  const scales = new Map<string, number>();
  for (const feature of features) {
    const all = counts.reduce((s, inClass) => s + (inClass.get(feature) ?? 0), 0);
    let largest = 0;
    counts.forEach((inClass, k) => {
      const mine = inClass.get(feature) ?? 0;
      const rest = all - mine;
      const ratio = Math.log(
        (mine + alpha) /
          ((totals[k] ?? 0) + smoothing) /
          ((rest + alpha) / (allTotal - (totals[k] ?? 0) + smoothing)),
      );
      largest = Math.max(largest, Math.abs(ratio));
    });
    scales.set(feature, largest);
  }
  return scales;
}
