/**
 * @module Sentences of a field and clauses of a sentence as offsets into the field, so a judgement can say
 * exactly which text it rests on. Clauses end at the words that join two pieces of news ("X beats forecasts
 * while Y warns", "A rises; B falls", "C up as D slumps"), not at every comma.
 */

export interface Span {
  start: number;
  /** Exclusive. */
  end: number;
}

/** A "sentence" of fewer words is a split after an abbreviation ("Mr. ", "St. ") and joins the next one. */
const MIN_SENTENCE_WORDS = 4;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/** The span without the white space at either end (empty spans stay where they start). */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
}

/**
 * Sentence spans of `text` up to `limit` characters, abbreviation splits joined to what follows; `max`
 * stops after that many (the lead needs one).
 */
export function sentenceSpans(text: string, limit = text.length, max = Infinity): Span[] {
  const out: Span[] = [];
  let carry: number | null = null;
  for (const { segment, index } of segmenter.segment(text.slice(0, limit))) {
    const start: number = carry ?? index;
    const end = index + segment.length;
    if (words(text.slice(start, end)) < MIN_SENTENCE_WORDS) {
      carry = start;
      continue;
    }
    carry = null;
    out.push(trimSpan(text, { start, end }));
    if (out.length >= max) return out.filter((s) => s.end > s.start);
  }
  if (carry !== null) out.push(trimSpan(text, { start: carry, end: Math.min(limit, text.length) }));
  return out.filter((s) => s.end > s.start);
}

/**
 * Where a clause ends inside a sentence: punctuation, a spaced dash, or a conjunction that starts a new piece
 * of news. "and" alone is not one ("hot and cold", "Marks and Spencer"); a comma is, and the judgement joins a
 * clause that only lists names ("Barclays, Deutsche Bank fight…") to the one that says something.
 */
const CLAUSE_BREAK =
  /\s*(?:[;|]|[,:](?=\s)|\s[-–—]\s|\s+(?:while|whereas|but|although|though|as|after|yet|despite|amid|vs\.?|versus)\s+)\s*/giu;

/** Clause spans of the sentence `span` of `text` (absolute offsets), each non-empty. */
export function clauseSpans(text: string, span: Span): Span[] {
  const sentence = text.slice(span.start, span.end);
  const out: Span[] = [];
  let from = 0;
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    if (m.index > from) out.push({ start: span.start + from, end: span.start + m.index });
    from = m.index + m[0].length;
  }
  if (from < sentence.length) out.push({ start: span.start + from, end: span.end });
  return out.length === 0 ? [span] : out;
}
