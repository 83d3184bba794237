/**
 * @module Puts written articles into stories, just after their write: one round reads the next changes of the
 * change log (or, before the log is followed, a page of the articles no story holds), finds each article's
 * candidates by time-bucketed title words within the window, and gives it the best match's story, else a new one;
 * a near-identical copy is marked as a reprint of the first copy seen. Rounds run one at a time across every
 * instance (an advisory lock), so two copies written at once by two instances meet in one story. A story id
 * never changes once given; a revision is regrouped only when its compared text changed.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Queryable } from './db';
import {
  changeLogHead,
  latestCursor,
  readChangesAfter,
  readChangesResuming,
  wakeChangeReaders,
} from './change-log';
import {
  findStoryCandidates,
  findStoryRows,
  findStoryRowsPlacedWithin,
  findUngroupedArticleIds,
  loadStorySourceArticles,
  nextStoryIds,
  readGroupingProgress,
  saveGroupingProgress,
  saveStoryRows,
  tryLockGrouping,
  type StoryRow,
  type StorySourceArticle,
} from './stories-repo';
import { LEAD_CHARS, storyFeatures, storyTime, type StoryFeatures } from '../stories/story-features';
import { DEFAULT_STORY_OPTIONS, matchStories, type StoryMatchOptions } from '../stories/story-match';
import {
  RoundPool,
  StoryWindow,
  type CandidatePool,
  type Placed,
  type SeenSpan,
} from '../stories/story-window';

/** Candidates read per article: the most overlapping first; more only lengthens the round. */
const CANDIDATES_PER_ARTICLE = 50;
/**
 * A title word more articles of the round's window carry than this finds no candidates by itself (a word that
 * common is no evidence of one event, as "stocks" or a template's words): each article's look-up then costs what
 * its rarer words bring, however dense the window (an import seen at one moment puts every article in one).
 * Copies of one story share at least half their title words, so the rarer ones still find each other.
 */
const COMMON_WORD_ARTICLES = 1_000;
/** Articles matched between two turns of the event loop: a long round never holds up the requests. */
const ARTICLES_PER_TURN = 50;
/**
 * A key's span: a word's postings of three days. Wider spans mean fewer keys to look up per article (a 72 h
 * window spans two or three), narrower ones fewer rows per key; either way the look-up follows the window's
 * volume, not the store's size.
 */
const BUCKET_MS = 3 * 86_400_000;
export const DEFAULT_GROUPING_BATCH = 500;
/** About 100 MB of features at most: three days of a feed of 1,400 articles an hour. */
export const DEFAULT_WINDOW_ARTICLES = 100_000;

export interface GroupingOptions {
  match: StoryMatchOptions;
  /** Changes (or, in a catch-up, articles) read per round. */
  batch: number;
  /** Grouped articles the instance's window may hold (0: every round looks its candidates up in the store). */
  windowArticles: number;
}

export const DEFAULT_GROUPING_OPTIONS: GroupingOptions = {
  match: DEFAULT_STORY_OPTIONS,
  batch: DEFAULT_GROUPING_BATCH,
  windowArticles: DEFAULT_WINDOW_ARTICLES,
};

export type GroupingRound =
  /** Another instance holds the lock: it groups. */
  { kind: 'busy' } | { kind: 'done'; grouped: number; more: boolean };

const leadOf = (a: StorySourceArticle): string | null =>
  a.summary?.trim() ? a.summary : a.contentStart?.trim() ? a.contentStart : null;

const textKeyOf = (a: StorySourceArticle): string =>
  JSON.stringify([a.title, leadOf(a)?.slice(0, LEAD_CHARS) ?? null, a.language]);

const bucketKey = (language: string, word: string, bucket: number): string => `${language}|${word}|${bucket}`;

/** The keys an article is found by: its title words in its own time bucket. */
export function storyKeys(features: StoryFeatures): string[] {
  const bucket = Math.floor(features.at / BUCKET_MS);
  return features.body.map((w) => bucketKey(features.language, w, bucket));
}

/** The keys that find an article's candidates: its title words in every bucket the window spans. */
function windowKeys(features: StoryFeatures, windowMs: number): string[] {
  const first = Math.floor((features.at - windowMs) / BUCKET_MS);
  const last = Math.floor((features.at + windowMs) / BUCKET_MS);
  const keys: string[] = [];
  for (let bucket = first; bucket <= last; bucket += 1) {
    for (const w of features.body) keys.push(bucketKey(features.language, w, bucket));
  }
  return keys;
}

const earlier = (a: Placed, b: Placed | null): boolean =>
  b === null ||
  a.features.at < b.features.at ||
  (a.features.at === b.features.at && a.articleId < b.articleId);

/**
 * The `limit` candidates sharing the most words, the lowest id first on a tie: by count (a handful of values),
 * sorting only the counts taken from — a common word brings thousands that share one.
 */
function mostShared(shared: ReadonlyMap<Placed, number>, limit: number): Placed[] {
  const byCount: Placed[][] = [];
  for (const [placed, count] of shared) (byCount[count] ??= []).push(placed);
  const taken: Placed[] = [];
  for (let count = byCount.length - 1; count > 0 && taken.length < limit; count -= 1) {
    const group = byCount[count];
    if (!group) continue;
    group.sort((a, b) => a.articleId - b.articleId);
    taken.push(...group.slice(0, limit - taken.length));
  }
  return taken;
}

/** The story to join (the best title overlap, the earliest on a tie) and the first copy it reprints. */
function bestMatch(
  features: StoryFeatures,
  articleId: number,
  pool: CandidatePool,
  options: StoryMatchOptions,
): { to: Placed | null; reprintOf: number | null } {
  // The candidates sharing the most title words are compared: a word as common as "stocks" brings many. Only
  // those within the window count, so the ranking is the same whichever pool found them.
  const windowMs = options.windowHours * 3_600_000;
  const shared = new Map<Placed, number>();
  const words = [...new Set(features.body)];
  const counts = new Map(words.map((w) => [w, pool.countWithWord(features.language, w)]));
  const rarest = words.reduce<string | null>(
    (best, w) => (best === null || (counts.get(w) ?? 0) < (counts.get(best) ?? 0) ? w : best),
    null,
  );
  // A title of common words only is still found by its rarest (an exact reprint of "Stocks rise" is one story).
  const telling = words.filter((w) => (counts.get(w) ?? 0) <= COMMON_WORD_ARTICLES || w === rarest);
  for (const word of telling) {
    for (const other of pool.withWord(features.language, word)) {
      if (other.articleId === articleId || Math.abs(other.features.at - features.at) > windowMs) continue;
      shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  let to: Placed | null = null;
  let toScore = -1;
  let first: Placed | null = null;
  for (const other of mostShared(shared, CANDIDATES_PER_ARTICLE)) {
    const m = matchStories(features, other.features, options);
    if (!m.same) continue;
    if (m.score > toScore || (m.score === toScore && earlier(other, to))) {
      to = other;
      toScore = m.score;
    }
    if (m.reprint && earlier(other, first)) first = other;
  }
  const origin = first && first.features.at <= features.at ? (first.reprintOf ?? first.articleId) : null;
  return { to, reprintOf: origin };
}

const toPlaced = (row: StoryRow): Placed => ({
  features: row.features as StoryFeatures,
  articleId: row.articleId,
  storyId: row.storyId,
  reprintOf: row.reprintOf,
});

/**
 * A round whose articles lie further apart than this (a live article beside an archive's, or an archive imported
 * out of date order) looks its candidates up by key: read into the window, the whole span between them would be.
 */
const WIDEST_WINDOWED_ROUND_WINDOWS = 2;

/**
 * The round's candidates: the instance's window, once the part of `want` it lacks is read from the store; else
 * (no window, a round spread too wide, or more articles than the window may hold) a keyed look-up of the round's
 * title words in the store.
 */
async function candidatePool(
  tx: Queryable,
  window: StoryWindow | null,
  want: SeenSpan,
  pending: ReadonlyArray<{ features: StoryFeatures; article: { id: number } }>,
  windowMs: number,
): Promise<CandidatePool> {
  const spread = want.to - want.from - 2 * windowMs;
  if (
    window &&
    window.maxArticles > 0 &&
    spread <= WIDEST_WINDOWED_ROUND_WINDOWS * windowMs &&
    !window.paused()
  ) {
    let fits = true;
    for (const span of window.spansToRead(want)) {
      const room = Math.max(0, window.maxArticles - window.size);
      const rows = await findStoryRowsPlacedWithin(tx, span, room + 1);
      if (rows.length > room) {
        fits = false;
        break;
      }
      window.addSpan(span, rows.map(toPlaced));
    }
    if (fits) {
      // The round regroups these: their old placements are no candidates.
      for (const p of pending) window.remove(p.article.id);
      return window;
    }
    // A window this dense is not held: the next rounds look their candidates up, then one tries again.
    window.clear();
    window.pauseFor(ROUNDS_AFTER_OVERFLOW);
  }
  const pool = new RoundPool();
  const found = await findStoryCandidates(
    tx,
    pending.flatMap((p) => windowKeys(p.features, windowMs)),
    pending.map((p) => p.article.id),
  );
  for (const row of found) pool.add(toPlaced(row));
  return pool;
}

/**
 * Groups the articles `ids` (new or revised), in the caller's transaction, which holds the grouping lock. With a
 * window (the instance's, current as of this round's start), candidates come from it and it receives the round's
 * placements; the caller clears it if the transaction does not commit.
 */
async function assignStories(
  tx: Queryable,
  ids: readonly number[],
  options: StoryMatchOptions,
  window: StoryWindow | null,
): Promise<number> {
  const articles = await loadStorySourceArticles(tx, ids, LEAD_CHARS);
  const windowMs = options.windowHours * 3_600_000;
  const current = new Map((await findStoryRows(tx, ids)).map((r) => [r.articleId, r]));
  const pending = articles
    .map((article) => ({ article, textKey: textKeyOf(article) }))
    // Unchanged text keeps its story: an id, once given, moves with nothing but a new text.
    .filter((p) => current.get(p.article.id)?.textKey !== p.textKey)
    .map((p) => ({
      ...p,
      features: storyFeatures({
        language: p.article.language,
        at: storyTime(p.article.firstSeenAt, p.article.publishDate, windowMs),
        title: p.article.title,
        lead: leadOf(p.article),
        companies: p.article.tickers,
      }),
    }))
    .sort((a, b) => a.features.at - b.features.at || a.article.id - b.article.id);
  if (pending.length === 0) return 0;
  const times = pending.map((p) => p.features.at);
  const want = { from: Math.min(...times) - windowMs, to: Math.max(...times) + windowMs + 1 };
  const pool = await candidatePool(tx, window, want, pending, windowMs);
  let created = 0;
  const placed: Placed[] = [];
  for (const [i, p] of pending.entries()) {
    if (i > 0 && i % ARTICLES_PER_TURN === 0) await nextTurn();
    const { to, reprintOf } = bestMatch(p.features, p.article.id, pool, options);
    if (to === null) created += 1;
    const next: Placed = {
      features: p.features,
      articleId: p.article.id,
      storyId: to?.storyId ?? -created,
      reprintOf,
    };
    placed.push(next);
    pool.add(next);
  }
  const newIds = await nextStoryIds(tx, created);
  const rows: StoryRow[] = placed.map((pl, i) => {
    const { article, textKey } = pending[i] as (typeof pending)[number];
    return {
      articleId: pl.articleId,
      storyId: pl.storyId < 0 ? (newIds[-pl.storyId - 1] as number) : pl.storyId,
      reprintOf: pl.reprintOf,
      seenAt: article.firstSeenAt,
      storyAt: new Date(pl.features.at),
      keys: storyKeys(pl.features),
      features: pl.features,
      textKey,
    };
  });
  await saveStoryRows(tx, rows);
  if (window === pool) {
    // The window keeps the stories' own ids, not the round's provisional ones.
    for (const row of rows) window.put(toPlaced(row));
    // Later rounds look no further back than this one (an older article reads its part of the window again).
    window.forgetBefore(want.from);
  } else if (window) {
    // A round looked up by key leaves the window as it was, but for its own placements.
    for (const row of rows) window.takeIn(toPlaced(row));
  }
  return rows.length;
}

/** Rounds that look their candidates up in the store after a window did not fit, before one tries again. */
const ROUNDS_AFTER_OVERFLOW = 100;

/** Each instance's window, for the store handle it groups through. */
const windows = new WeakMap<Db, StoryWindow>();

function windowOf(db: Db, maxArticles: number): StoryWindow {
  let window = windows.get(db);
  if (!window || window.maxArticles !== maxArticles) {
    window = new StoryWindow(maxArticles);
    windows.set(db, window);
  }
  return window;
}

/** Changes another instance grouped that a window follows from the log before it is dropped and read anew. */
const FOLLOW_LIMIT = 2_000;

/**
 * Brings the window from the progress it was at to `cursor`, which other instances grouped meanwhile: the
 * articles of those changes are read again (or dropped, when removed or no longer grouped). When the log no longer
 * holds them all, or they are too many, the window is dropped and the next round reads it anew.
 */
async function followOtherInstances(tx: Queryable, window: StoryWindow, cursor: number): Promise<void> {
  const from = window.at;
  if (from === null || from > cursor || (await changeLogHead(tx)).prunedThrough > from) {
    window.clear();
    return;
  }
  const changes = await readChangesAfter(tx, from, FOLLOW_LIMIT);
  const last = changes[changes.length - 1];
  if (changes.length === FOLLOW_LIMIT && (last?.cursor ?? 0) < cursor) {
    window.clear();
    return;
  }
  const ids = [...new Set(changes.filter((c) => c.cursor <= cursor).map((c) => c.articleId))];
  const rows = new Map((await findStoryRows(tx, ids)).map((r) => [r.articleId, r]));
  for (const row of rows.values()) window.put(toPlaced(row));
  window.dropArticles(ids.filter((id) => !rows.has(id)));
  window.markAt(cursor);
}

/**
 * One round: the next batch of changes (or of a catch-up), grouped and the progress saved in one transaction,
 * so a round that fails leaves nothing half done and is simply run again.
 */
export async function groupStoriesRound(
  db: Db,
  options: GroupingOptions = DEFAULT_GROUPING_OPTIONS,
): Promise<GroupingRound> {
  const window = windowOf(db, options.windowArticles);
  try {
    return await db.transaction(async (tx) => {
      if (!(await tryLockGrouping(tx))) return { kind: 'busy' };
      let progress = await readGroupingProgress(tx);
      if (progress.kind === 'log') {
        if (!window.isAt(progress.cursor)) await followOtherInstances(tx, window, progress.cursor);
        const page = await readChangesResuming(tx, progress.cursor, options.batch);
        if (page.ok) {
          window.dropArticles(page.changes.filter((c) => c.kind === 'removed').map((c) => c.articleId));
          const ids = [...new Set(page.changes.filter((c) => c.kind !== 'removed').map((c) => c.articleId))];
          const grouped = await assignStories(tx, ids, options.match, window);
          const last = page.changes[page.changes.length - 1];
          if (last) {
            await saveGroupingProgress(tx, { kind: 'log', cursor: last.cursor });
            // Deliveries held for their story (live, webhooks) are released at commit, on every instance.
            await wakeChangeReaders(tx);
          }
          window.markAt(last?.cursor ?? progress.cursor);
          return { kind: 'done', grouped, more: page.changes.length === options.batch };
        }
        // Retention removed changes not grouped yet: the articles no story holds are read instead.
        progress = { kind: 'none' };
      }
      // A catch-up reads the store for every round; the window is read anew once the log is followed again.
      window.clear();
      if (progress.kind === 'none')
        progress = { kind: 'catchup', afterId: 0, untilCursor: await latestCursor(tx) };
      // Every change through untilCursor committed before this catch-up read it, so the pages below see its
      // article; later changes are read from the log once the catch-up ends.
      const page = await findUngroupedArticleIds(tx, progress.afterId, options.batch);
      const grouped = await assignStories(tx, page.ids, options.match, null);
      await saveGroupingProgress(
        tx,
        page.lastId === null
          ? { kind: 'log', cursor: progress.untilCursor }
          : { kind: 'catchup', afterId: page.lastId, untilCursor: progress.untilCursor },
      );
      if (page.lastId === null) await wakeChangeReaders(tx);
      return { kind: 'done', grouped, more: true };
    });
  } catch (error) {
    // What the window took in belongs to a transaction that did not commit.
    window.clear();
    throw error;
  }
}

/** Runs rounds until everything written so far is grouped (or another instance is grouping). */
export async function groupAllStories(
  db: Db,
  options: GroupingOptions = DEFAULT_GROUPING_OPTIONS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const round = await groupStoriesRound(db, options);
    if (round.kind === 'busy') return total;
    total += round.grouped;
    if (!round.more) return total;
  }
}
