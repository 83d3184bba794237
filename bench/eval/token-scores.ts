/** @module Token-level precision/recall/F1 of extracted text against an expected text (bag of words). */

export interface TokenScores {
  precision: number;
  recall: number;
  f1: number;
}

/** Lower-cased letter/digit runs: punctuation and whitespace differences between extractors don't count. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const token of list) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

export function tokenScores(actual: string, expected: string): TokenScores {
  const got = tokens(actual);
  const want = counts(tokens(expected));
  let overlap = 0;
  for (const [token, n] of counts(got)) overlap += Math.min(n, want.get(token) ?? 0);
  const wantTotal = [...want.values()].reduce((a, b) => a + b, 0);
  const precision = got.length === 0 ? 0 : overlap / got.length;
  const recall = wantTotal === 0 ? 0 : overlap / wantTotal;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
