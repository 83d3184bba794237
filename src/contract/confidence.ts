/** @module How confidences travel: v2 and companies as a decimal string (≤ 4 decimals), v1 as a number. */

/** A 0–1 value rounded to 4 decimals (the wire's precision). */
export function roundConfidence(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`confidence must be finite, got ${value}`);
  return Number(Math.min(1, Math.max(0, value)).toFixed(4));
}

/** A 0–1 number as the wire's decimal string: at most 4 decimals, no trailing zeros ("0.95", "1", "0"). */
export function formatConfidence(value: number): string {
  // Rounded to 4 decimals a value in [0, 1] never prints in exponent form (the smallest non-zero is 0.0001).
  return String(roundConfidence(value));
}
