import { describe, expect, it } from 'vitest';
import { accuracy, confusion, expectedCalibrationError, macroF1 } from './metrics';

const p = (truth: number, predicted: number, confidence: number) => ({ truth, predicted, confidence });

describe('sentiment metrics', () => {
  const preds = [p(0, 0, 0.9), p(0, 1, 0.6), p(1, 1, 0.8), p(2, 2, 0.7)];

  it('should count accuracy and the confusion matrix (rows true, columns predicted)', () => {
    expect(accuracy(preds)).toBe(0.75);
    expect(confusion(preds, 3)).toEqual([
      [1, 1, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('should average per-class F1', () => {
    // class 0: P 1, R .5 → 2/3; class 1: P .5, R 1 → 2/3; class 2: 1.
    expect(macroF1(preds, 3)).toBeCloseTo((2 / 3 + 2 / 3 + 1) / 3, 10);
  });

  it('should be 0 ECE for perfectly calibrated bins and |acc − conf| otherwise', () => {
    expect(expectedCalibrationError([p(0, 0, 1), p(1, 1, 1)])).toBe(0);
    expect(expectedCalibrationError([p(0, 1, 0.95), p(0, 0, 0.95)])).toBeCloseTo(0.45, 10);
  });
});
