/**
 * @module The text the matcher reads (mojibake repaired, accents folded) with a way back to the original's
 * offsets: evidence must slice the stored field, not the cleaned copy, and the two differ in length when a
 * mojibake run ("Â£") collapses or a character decomposes into several.
 */
import { MOJIBAKE_RUN, repairRun } from './repair-mojibake';
import { foldText } from './tokens';

export interface CleanText {
  clean: string;
  /** Offset in the original text of the character at `at` in `clean` (`clean.length` maps to the end). */
  original(at: number): number;
}

export function cleanWithOffsets(text: string): CleanText {
  const repaired = text.replace(MOJIBAKE_RUN, repairRun);
  const clean = foldText(repaired);
  // The common case: nothing repaired and every character folded to one, so offsets are the same.
  if (repaired === text && clean.length === text.length) return { clean, original: (at) => at };
  const origin: number[] = [];
  let out = '';
  let last = 0;
  const copy = (from: number, to: number): void => {
    for (let i = from; i < to;) {
      const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const folded = foldText(ch);
      for (let k = 0; k < folded.length; k += 1) origin.push(i);
      out += folded;
      i += ch.length;
    }
  };
  for (const m of text.matchAll(MOJIBAKE_RUN)) {
    copy(last, m.index);
    const folded = foldText(repairRun(m[0]));
    for (let k = 0; k < folded.length; k += 1) origin.push(m.index);
    out += folded;
    last = m.index + m[0].length;
  }
  copy(last, text.length);
  return {
    clean: out,
    original: (at) => (at >= origin.length ? text.length : (origin[at] ?? text.length)),
  };
}
