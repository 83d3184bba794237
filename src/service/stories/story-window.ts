/**
 * @module What one grouping instance holds in memory of the grouped articles placed within a span of story time:
 * every one of them, as of the change cursor its last round ended on. A round that starts at that cursor takes
 * its candidates from here and reads from the store only the part of its window not held yet, so a round reads
 * about its own batch instead of the whole window again (that read was nearly all of the grouping's cost).
 */
import type { StoryFeatures } from './story-features';

/** A grouped article as the matcher sees it. */
export interface Placed {
  features: StoryFeatures;
  articleId: number;
  /** A story id, or -n for the n-th story the running round creates. */
  storyId: number;
  reprintOf: number | null;
}

/** A span of story times, [from, to) in milliseconds since the epoch. */
export interface SeenSpan {
  from: number;
  to: number;
}

const wordKey = (language: string, word: string): string => `${language}|${word}`;

const NONE: ReadonlySet<Placed> = new Set();

const HOUR_MS = 3_600_000;
const hourOf = (at: number): number => Math.floor(at / HOUR_MS);

/** Where a round finds the grouped articles sharing a title word, and adds the ones it places. */
export interface CandidatePool {
  withWord(language: string, word: string): Iterable<Placed>;
  /** How many articles `withWord` gives. */
  countWithWord(language: string, word: string): number;
  add(placed: Placed): void;
}

/** The candidates a store look-up found for one round. */
export class RoundPool implements CandidatePool {
  private readonly byWord = new Map<string, Placed[]>();

  withWord(language: string, word: string): Iterable<Placed> {
    return this.byWord.get(wordKey(language, word)) ?? [];
  }

  countWithWord(language: string, word: string): number {
    return this.byWord.get(wordKey(language, word))?.length ?? 0;
  }

  add(placed: Placed): void {
    for (const word of new Set(placed.features.body)) {
      const key = wordKey(placed.features.language, word);
      const list = this.byWord.get(key) ?? [];
      list.push(placed);
      this.byWord.set(key, list);
    }
  }
}

export class StoryWindow implements CandidatePool {
  /** The span every grouped article of which is held; empty when `from === to`. */
  private held: SeenSpan = { from: 0, to: 0 };
  /** The grouping progress the held articles are the store's as of; null when nothing is held. */
  private cursor: number | null = null;
  private readonly byId = new Map<number, Placed>();
  /** The very objects `byId` holds: a look-up by word needs no look-up by id. */
  private readonly byWord = new Map<string, Set<Placed>>();
  /** The held articles by the hour of their story time: forgetting a window's start visits only its hours. */
  private readonly byHour = new Map<number, Set<number>>();

  /** Rounds left that do not use the window (it overflowed). */
  private pausedRounds = 0;

  constructor(readonly maxArticles: number) {}

  /** Leaves the next `rounds` rounds to the store's look-up. */
  pauseFor(rounds: number): void {
    this.pausedRounds = rounds;
  }

  /** Whether this round does without the window; counts the round. */
  paused(): boolean {
    if (this.pausedRounds === 0) return false;
    this.pausedRounds -= 1;
    return true;
  }

  get size(): number {
    return this.byId.size;
  }

  clear(): void {
    this.held = { from: 0, to: 0 };
    this.cursor = null;
    this.byId.clear();
    this.byWord.clear();
    this.byHour.clear();
  }

  /** The grouping progress what is held is the store's as of, or null. */
  get at(): number | null {
    return this.cursor;
  }

  /** Whether what is held is the store's as of the grouping progress `cursor` (no other instance grouped since). */
  isAt(cursor: number): boolean {
    return this.cursor === cursor;
  }

  /** Records the progress the held articles are now the store's as of (after a round committed). */
  markAt(cursor: number): void {
    this.cursor = cursor;
  }

  /**
   * The spans to read from the store so that `want` is held, once they are added with `addSpan`: the parts of
   * `want` outside the held span when the two touch, else all of `want` (and what is held is dropped).
   */
  spansToRead(want: SeenSpan): SeenSpan[] {
    const { from, to } = this.held;
    if (from === to || want.to < from || want.from > to) {
      this.clear();
      return [want];
    }
    const spans: SeenSpan[] = [];
    if (want.from < from) spans.push({ from: want.from, to: from });
    if (want.to > to) spans.push({ from: to, to: want.to });
    return spans;
  }

  /** Adds the grouped articles read for `span` (every one placed in it) and extends the held span. */
  addSpan(span: SeenSpan, articles: readonly Placed[]): void {
    for (const placed of articles) this.put(placed);
    this.held =
      this.held.from === this.held.to
        ? { ...span }
        : { from: Math.min(this.held.from, span.from), to: Math.max(this.held.to, span.to) };
  }

  /**
   * Records a placement a round made without the window (looked up by key): held when its story time is within
   * the held span, else forgotten (a regrouped revision may leave the span).
   */
  takeIn(placed: Placed): void {
    if (placed.features.at >= this.held.from && placed.features.at < this.held.to) this.put(placed);
    else this.remove(placed.articleId);
  }

  /** Adds or replaces one grouped article (the round's own placements, a regrouped revision). */
  put(placed: Placed): void {
    this.remove(placed.articleId);
    this.byId.set(placed.articleId, placed);
    const hour = hourOf(placed.features.at);
    const inHour = this.byHour.get(hour) ?? new Set<number>();
    inHour.add(placed.articleId);
    this.byHour.set(hour, inHour);
    for (const word of new Set(placed.features.body)) {
      const key = wordKey(placed.features.language, word);
      const withWord = this.byWord.get(key) ?? new Set<Placed>();
      withWord.add(placed);
      this.byWord.set(key, withWord);
    }
  }

  remove(articleId: number): void {
    const old = this.byId.get(articleId);
    if (!old) return;
    this.byId.delete(articleId);
    const hour = hourOf(old.features.at);
    const inHour = this.byHour.get(hour);
    inHour?.delete(articleId);
    if (inHour?.size === 0) this.byHour.delete(hour);
    for (const word of new Set(old.features.body)) {
      const key = wordKey(old.features.language, word);
      const withWord = this.byWord.get(key);
      withWord?.delete(old);
      if (withWord?.size === 0) this.byWord.delete(key);
    }
  }

  /** Forgets articles deleted from the store; a held copy of one of them now reprints nothing (as stored). */
  dropArticles(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    for (const id of gone) this.remove(id);
    for (const placed of [...this.byId.values()]) {
      if (placed.reprintOf !== null && gone.has(placed.reprintOf)) this.put({ ...placed, reprintOf: null });
    }
  }

  /** The held articles of `language` with `word` in their title. */
  withWord(language: string, word: string): Iterable<Placed> {
    return this.byWord.get(wordKey(language, word)) ?? NONE;
  }

  countWithWord(language: string, word: string): number {
    return this.byWord.get(wordKey(language, word))?.size ?? 0;
  }

  add(placed: Placed): void {
    this.put(placed);
  }

  /** Drops the articles placed before `from` and stops holding that part of the span. */
  forgetBefore(from: number): void {
    if (from <= this.held.from) return;
    const fromHour = hourOf(from);
    for (const [hour, inHour] of this.byHour) {
      if (hour > fromHour) continue;
      for (const id of [...inHour]) {
        const placed = this.byId.get(id);
        if (placed && placed.features.at < from) this.remove(id);
      }
    }
    this.held = { from: Math.min(from, this.held.to), to: this.held.to };
  }
}
