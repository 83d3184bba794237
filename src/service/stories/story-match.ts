/**
 * @module Decides whether two articles tell the same story, and whether one is a reprint of the other.
 * Pure and symmetric. Tuned on the dev half of bench/eval/story-pairs.json (see its .md).
 */
import type { StoryFeatures } from './story-features';

export interface StoryMatchOptions {
  /** Articles further apart than this are never one story. */
  windowHours: number;
  thresholds: StoryThresholds;
}

/** The overlaps the decision reads; tuned on the dev half of the labelled pairs. */
export interface StoryThresholds {
  /** Title overlap that alone makes one story. */
  title: number;
  /** Title overlap that makes one story when the leads agree (`lead` or more). */
  titleWithLead: number;
  lead: number;
  /** Title overlap that makes one story when the two share a tagged company. */
  titleWithCompany: number;
  /** Title overlap needed when both titles hold figures and share none ("adds 780 Bitcoin" / "adds 790"). */
  titleNumbersDiffer: number;
  /** Title and lead overlap from which the later article is a reprint of the earlier. */
  reprint: number;
}

export const DEFAULT_THRESHOLDS: StoryThresholds = {
  title: 0.5,
  titleWithLead: 0.3,
  lead: 0.5,
  titleWithCompany: 0.5,
  titleNumbersDiffer: 0.6,
  reprint: 0.8,
};

export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const set = new Set(a);
  let shared = 0;
  for (const w of new Set(b)) if (set.has(w)) shared += 1;
  return shared / (set.size + new Set(b).size - shared);
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((w, i) => w === b[i]);

export interface StoryMatch {
  same: boolean;
  /** Near-identical text: a wire copy or reprint. Implies `same`. */
  reprint: boolean;
  /** The title overlap, for choosing the best of several matches. */
  score: number;
}

export const DEFAULT_STORY_OPTIONS: StoryMatchOptions = { windowHours: 72, thresholds: DEFAULT_THRESHOLDS };

const NO_MATCH: StoryMatch = { same: false, reprint: false, score: 0 };

export function matchStories(
  a: StoryFeatures,
  b: StoryFeatures,
  options: StoryMatchOptions = DEFAULT_STORY_OPTIONS,
): StoryMatch {
  if (a.language !== b.language) return NO_MATCH;
  if (Math.abs(a.seenAt - b.seenAt) > options.windowHours * 3_600_000) return NO_MATCH;
  // Two different kickers are two different recurring columns ("… premarket:" and "… midday:").
  if (a.kicker.length > 0 && b.kicker.length > 0 && !sameList(a.kicker, b.kicker)) return NO_MATCH;
  const title = jaccard(a.body, b.body);
  const hasLeads = a.lead.length > 0 && b.lead.length > 0;
  const lead = hasLeads ? jaccard(a.lead, b.lead) : 0;
  const sharedCompany = a.companies.some((c) => b.companies.includes(c));
  // Different figures in both titles ("fourth day" is words, "$12bn" against "$50bn" is not) ask for more words.
  const numbersDisagree =
    a.numbers.length > 0 && b.numbers.length > 0 && !a.numbers.some((n) => b.numbers.includes(n));
  const t = options.thresholds;
  const same =
    title >= t.titleNumbersDiffer ||
    (!numbersDisagree &&
      (title >= t.title ||
        (title >= t.titleWithLead && lead >= t.lead) ||
        (title >= t.titleWithCompany && sharedCompany)));
  if (!same) return { same: false, reprint: false, score: title };
  const reprint =
    title >= t.reprint && (!hasLeads || lead >= t.reprint) && a.lead.length > 0 === b.lead.length > 0;
  return { same, reprint, score: title };
}
