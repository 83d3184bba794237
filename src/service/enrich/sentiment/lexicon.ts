/** @module lexicon: the shape of a per-language finance lexicon (word prefixes, lower-case). */
export interface FinanceLexicon {
  /** Prefixes of words positive on their own. */
  positive: string[];
  negative: string[];
  /** Prefixes of movement words; their sense flips when a bad metric (loss, debt…) is in the same clause. */
  up: string[];
  down: string[];
  badMetric: string[];
  negators: string[];
  /** Scripts without spaces (Japanese) are matched by substring instead of word prefix. */
  substring?: boolean;
}
