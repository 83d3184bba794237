/** @module Article body text: a few paragraphs assembled around the summary, in the article's language. */
import type { Category, Sentiment } from '../../contract';
import type { Rng } from './prng';

/** Slot-free stock paragraphs of one language. */
export interface Paragraphs {
  /** Background lines per category. */
  context: Readonly<Record<Category, readonly string[]>>;
  /** Background lines for an article without a category. */
  general: readonly string[];
  tone: Readonly<Record<Sentiment, readonly string[]>>;
  close: readonly string[];
  /** Appended to a summary when a revision has no figure to update. */
  update: string;
}

/** Lead, background, tone and a closing line, separated by blank lines. */
export function buildContent(
  rng: Rng,
  paragraphs: Paragraphs,
  lead: string,
  categories: readonly Category[],
  sentiment: Sentiment,
): string {
  const [first, second] = categories;
  const parts = [lead, rng.pick(first === undefined ? paragraphs.general : paragraphs.context[first])];
  parts.push(rng.pick(paragraphs.tone[sentiment]));
  if (second !== undefined && rng.chance(0.5)) parts.push(rng.pick(paragraphs.context[second]));
  parts.push(rng.pick(paragraphs.close));
  return parts.join('\n\n');
}
