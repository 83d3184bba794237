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

/** A word list's distinct words, and those of them that are figures; kept per list, which the window reuses. */
interface WordSet {
  words: Set<string>;
  figures: string[];
}

// Keyed by the features' own lists: an article held in the grouping's window is compared with many others.
const wordSets = new WeakMap<readonly string[], WordSet>();

function wordSetOf(list: readonly string[]): WordSet {
  let set = wordSets.get(list);
  if (!set) {
    const words = new Set(list);
    set = { words, figures: [...words].filter((w) => figure(w) !== null) };
    wordSets.set(list, set);
  }
  return set;
}

export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const wa = wordSetOf(a).words;
  const wb = wordSetOf(b).words;
  let shared = 0;
  for (const w of wb) if (wa.has(w)) shared += 1;
  return shared / (wa.size + wb.size - shared);
}

/** A figure's value and unit ("10_5" → 10.5, ""; "2b" → 2, "b"); null for a word. */
function figure(word: string): { value: number; unit: string } | null {
  const m = /^(\d+)(?:_(\d+))?(\D*)$/u.exec(word);
  return m ? { value: Number(`${m[1]}.${m[2] ?? '0'}`), unit: m[3] ?? '' } : null;
}

/** A relative gap between two figures that is still one figure: a rewrite rounds ("17,130" / "17,132 BTC"). */
const FIGURE_TOLERANCE = 0.02;

/** Two figures of one unit within the tolerance (equal words always). */
export function sameFigure(a: string, b: string): boolean {
  if (a === b) return true;
  const x = figure(a);
  const y = figure(b);
  if (x === null || y === null || x.unit !== y.unit) return false;
  return Math.abs(x.value - y.value) <= FIGURE_TOLERANCE * Math.max(x.value, y.value);
}

/** How many of `b`'s figures meet a distinct figure of `a` (greedy, in order). */
function figuresMet(a: readonly string[], b: readonly string[]): number {
  const free = [...a];
  let met = 0;
  for (const n of b) {
    const i = free.findIndex((m) => sameFigure(m, n));
    if (i >= 0) {
      free.splice(i, 1);
      met += 1;
    }
  }
  return met;
}

/**
 * The title overlap: Jaccard of the word sets, where two figures within the tolerance count as one word. Both
 * directions of the figure pairing are tried and the larger taken, so the measure stays symmetric.
 */
export function titleOverlap(a: StoryFeatures, b: StoryFeatures): number {
  const { words: wa, figures: fa } = wordSetOf(a.body);
  const { words: wb, figures: fb } = wordSetOf(b.body);
  if (wa.size === 0 && wb.size === 0) return 0;
  let shared = 0;
  for (const w of wb) if (wa.has(w)) shared += 1;
  // Figures are paired by value below, not by spelling.
  for (const w of fb) if (wa.has(w)) shared -= 1;
  if (fa.length > 0 && fb.length > 0) shared += Math.max(figuresMet(fa, fb), figuresMet(fb, fa));
  return shared / (wa.size + wb.size - shared);
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

/** A column's editions are a day apart at least (daily market wraps, a show's round-up). */
const COLUMN_EDITION_MS = 24 * 3_600_000;
/**
 * Titles opening on this many words alike, then each going on with at least as many others, none shared, are one
 * template ("Everything Jim Cramer said on 'Mad Money', including …") filled twice.
 */
const TEMPLATE_WORDS = 3;

const isOrdinal = (word: string): boolean => /^\d+th$/u.test(word);

function commonOpening(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Whether only a template's opening is shared (TEMPLATE_WORDS); a rewrite that keeps a story's opening keeps other
 * words or ends soon after it ("HBO chief Richard Plepler to resign from company" / "… steps down as …").
 */
function onlyTemplateShared(a: StoryFeatures, b: StoryFeatures): boolean {
  const opening = commonOpening(a.body, b.body);
  const filled = (f: StoryFeatures) => f.body.length - opening >= TEMPLATE_WORDS;
  if (opening < TEMPLATE_WORDS || !filled(a) || !filled(b)) return false;
  return titleOverlap({ ...a, body: a.body.slice(opening) }, { ...b, body: b.body.slice(opening) }) === 0;
}

export function matchStories(
  a: StoryFeatures,
  b: StoryFeatures,
  options: StoryMatchOptions = DEFAULT_STORY_OPTIONS,
): StoryMatch {
  if (a.language !== b.language) return NO_MATCH;
  if (Math.abs(a.at - b.at) > options.windowHours * 3_600_000) return NO_MATCH;
  if (a.kicker.length > 0 && b.kicker.length > 0) {
    // Two different kickers are two different recurring columns ("… premarket:" and "… midday:"); one kicker
    // a day or more apart is that column's next edition.
    if (!sameList(a.kicker, b.kicker) || Math.abs(a.at - b.at) >= COLUMN_EDITION_MS) return NO_MATCH;
  }
  // Two counts of one thing ("fourth day" / "fifth day", "second round" / "third") are two stages.
  const ordinalsA = a.numbers.filter(isOrdinal);
  const ordinalsB = b.numbers.filter(isOrdinal);
  if (ordinalsA.length > 0 && ordinalsB.length > 0 && !ordinalsA.some((o) => ordinalsB.includes(o))) {
    return NO_MATCH;
  }
  if (onlyTemplateShared(a, b)) return NO_MATCH;
  const title = titleOverlap(a, b);
  const hasLeads = a.lead.length > 0 && b.lead.length > 0;
  const lead = hasLeads ? jaccard(a.lead, b.lead) : 0;
  const sharedCompany = a.companies.some((c) => b.companies.includes(c));
  // Different figures in both titles ("$12bn" against "$50bn"; "17,130" and "17,132" are one) ask for more words.
  const numbersDisagree =
    a.numbers.length > 0 &&
    b.numbers.length > 0 &&
    !a.numbers.some((n) => b.numbers.some((m) => sameFigure(n, m)));
  const t = options.thresholds;
  const same =
    title >= t.titleNumbersDiffer ||
    (!numbersDisagree &&
      (title >= t.title ||
        (title >= t.titleWithLead && lead >= t.lead) ||
        (title >= t.titleWithCompany && sharedCompany)));
  if (!same) return { same: false, reprint: false, score: title };
  // A reprint is the same words: a figure changed ("adds 780" / "adds 790") is an edit, not a copy.
  const reprint =
    jaccard(a.body, b.body) >= t.reprint &&
    (!hasLeads || lead >= t.reprint) &&
    a.lead.length > 0 === b.lead.length > 0;
  return { same, reprint, score: title };
}
