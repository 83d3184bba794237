/**
 * @module Puts written articles into stories, just after their write: one round reads the next changes of the
 * change log (or, before the log is followed, a page of the articles no story holds), finds each article's
 * candidates by time-bucketed title words within the window, and gives it the best match's story, else a new one;
 * a near-identical copy is marked as a reprint of the first copy seen. Rounds run one at a time across every
 * instance (an advisory lock), so two copies written at once by two instances meet in one story. A story id
 * never changes once given; a revision is regrouped only when its compared text changed.
 */
import type { Db, Queryable } from './db';
import { latestCursor, readChangesResuming, wakeChangeReaders } from './change-log';
import {
  findStoryCandidates,
  findStoryRows,
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
import { LEAD_CHARS, storyFeatures, type StoryFeatures } from '../stories/story-features';
import { DEFAULT_STORY_OPTIONS, matchStories, type StoryMatchOptions } from '../stories/story-match';

/** Candidates read per article: the most overlapping first; more only lengthens the round. */
const CANDIDATES_PER_ARTICLE = 50;
/**
 * A key's span: a word's postings of three days. Wider spans mean fewer keys to look up per article (a 72 h
 * window spans two or three), narrower ones fewer rows per key; either way the look-up follows the window's
 * volume, not the store's size.
 */
const BUCKET_MS = 3 * 86_400_000;
export const DEFAULT_GROUPING_BATCH = 500;

export interface GroupingOptions {
  match: StoryMatchOptions;
  /** Changes (or, in a catch-up, articles) read per round. */
  batch: number;
}

export const DEFAULT_GROUPING_OPTIONS: GroupingOptions = {
  match: DEFAULT_STORY_OPTIONS,
  batch: DEFAULT_GROUPING_BATCH,
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
  const bucket = Math.floor(features.seenAt / BUCKET_MS);
  return features.body.map((w) => bucketKey(features.language, w, bucket));
}

/** The keys that find an article's candidates: its title words in every bucket the window spans. */
function windowKeys(features: StoryFeatures, windowMs: number): string[] {
  const first = Math.floor((features.seenAt - windowMs) / BUCKET_MS);
  const last = Math.floor((features.seenAt + windowMs) / BUCKET_MS);
  const keys: string[] = [];
  for (let bucket = first; bucket <= last; bucket += 1) {
    for (const w of features.body) keys.push(bucketKey(features.language, w, bucket));
  }
  return keys;
}

interface Placed {
  features: StoryFeatures;
  articleId: number;
  /** A story id, or -n for the n-th story this round creates. */
  storyId: number;
  reprintOf: number | null;
}

const earlier = (a: Placed, b: Placed | null): boolean =>
  b === null ||
  a.features.seenAt < b.features.seenAt ||
  (a.features.seenAt === b.features.seenAt && a.articleId < b.articleId);

/** The story to join (the best title overlap, the earliest on a tie) and the first copy it reprints. */
function bestMatch(
  features: StoryFeatures,
  articleId: number,
  pool: Map<string, Placed[]>,
  options: StoryMatchOptions,
): { to: Placed | null; reprintOf: number | null } {
  // The candidates sharing the most title words are compared: a word as common as "stocks" brings many.
  const shared = new Map<Placed, number>();
  for (const word of features.body) {
    for (const other of pool.get(word) ?? []) {
      if (other.articleId !== articleId) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  const candidates = [...shared]
    .sort((a, b) => b[1] - a[1] || a[0].articleId - b[0].articleId)
    .slice(0, CANDIDATES_PER_ARTICLE);
  let to: Placed | null = null;
  let toScore = -1;
  let first: Placed | null = null;
  for (const [other] of candidates) {
    const m = matchStories(features, other.features, options);
    if (!m.same) continue;
    if (m.score > toScore || (m.score === toScore && earlier(other, to))) {
      to = other;
      toScore = m.score;
    }
    if (m.reprint && earlier(other, first)) first = other;
  }
  const origin =
    first && first.features.seenAt <= features.seenAt ? (first.reprintOf ?? first.articleId) : null;
  return { to, reprintOf: origin };
}

function addToPool(pool: Map<string, Placed[]>, placed: Placed): void {
  for (const word of placed.features.body) {
    const list = pool.get(word) ?? [];
    list.push(placed);
    pool.set(word, list);
  }
}

/** Groups the articles `ids` (new or revised), in the caller's transaction, which holds the grouping lock. */
export async function assignStories(
  tx: Queryable,
  ids: readonly number[],
  options: StoryMatchOptions = DEFAULT_STORY_OPTIONS,
): Promise<number> {
  const articles = await loadStorySourceArticles(tx, ids, LEAD_CHARS);
  const current = new Map((await findStoryRows(tx, ids)).map((r) => [r.articleId, r]));
  const pending = articles
    .map((article) => ({ article, textKey: textKeyOf(article) }))
    // Unchanged text keeps its story: an id, once given, moves with nothing but a new text.
    .filter((p) => current.get(p.article.id)?.textKey !== p.textKey)
    .map((p) => ({
      ...p,
      features: storyFeatures({
        language: p.article.language,
        seenAt: p.article.firstSeenAt,
        title: p.article.title,
        lead: leadOf(p.article),
        companies: p.article.tickers,
      }),
    }))
    .sort((a, b) => a.features.seenAt - b.features.seenAt || a.article.id - b.article.id);
  if (pending.length === 0) return 0;
  const windowMs = options.windowHours * 3_600_000;
  const seen = pending.map((p) => p.features.seenAt);
  const found = await findStoryCandidates(
    tx,
    pending.flatMap((p) => windowKeys(p.features, windowMs)),
    { from: new Date(Math.min(...seen) - windowMs), to: new Date(Math.max(...seen) + windowMs) },
    pending.map((p) => p.article.id),
  );
  const pool = new Map<string, Placed[]>();
  for (const c of found) {
    addToPool(pool, {
      features: c.features as StoryFeatures,
      articleId: c.articleId,
      storyId: c.storyId,
      reprintOf: c.reprintOf,
    });
  }
  let created = 0;
  const placed: Placed[] = [];
  for (const p of pending) {
    const { to, reprintOf } = bestMatch(p.features, p.article.id, pool, options);
    if (to === null) created += 1;
    const next: Placed = {
      features: p.features,
      articleId: p.article.id,
      storyId: to?.storyId ?? -created,
      reprintOf,
    };
    placed.push(next);
    addToPool(pool, next);
  }
  const newIds = await nextStoryIds(tx, created);
  const rows: StoryRow[] = placed.map((pl, i) => ({
    articleId: pl.articleId,
    storyId: pl.storyId < 0 ? (newIds[-pl.storyId - 1] as number) : pl.storyId,
    reprintOf: pl.reprintOf,
    seenAt: new Date(pl.features.seenAt),
    keys: storyKeys(pl.features),
    features: pl.features,
    textKey: (pending[i] as (typeof pending)[number]).textKey,
  }));
  await saveStoryRows(tx, rows);
  return rows.length;
}

/**
 * One round: the next batch of changes (or of a catch-up), grouped and the progress saved in one transaction,
 * so a round that fails leaves nothing half done and is simply run again.
 */
export async function groupStoriesRound(
  db: Db,
  options: GroupingOptions = DEFAULT_GROUPING_OPTIONS,
): Promise<GroupingRound> {
  return db.transaction(async (tx) => {
    if (!(await tryLockGrouping(tx))) return { kind: 'busy' };
    let progress = await readGroupingProgress(tx);
    if (progress.kind === 'log') {
      const page = await readChangesResuming(tx, progress.cursor, options.batch);
      if (page.ok) {
        const ids = [...new Set(page.changes.filter((c) => c.kind !== 'removed').map((c) => c.articleId))];
        const grouped = await assignStories(tx, ids, options.match);
        const last = page.changes[page.changes.length - 1];
        if (last) {
          await saveGroupingProgress(tx, { kind: 'log', cursor: last.cursor });
          // Deliveries held for their story (live, webhooks) are released at commit, on every instance.
          await wakeChangeReaders(tx);
        }
        return { kind: 'done', grouped, more: page.changes.length === options.batch };
      }
      // Retention removed changes not grouped yet: the articles no story holds are read instead.
      progress = { kind: 'none' };
    }
    if (progress.kind === 'none')
      progress = { kind: 'catchup', afterId: 0, untilCursor: await latestCursor(tx) };
    // Every change through untilCursor committed before this catch-up read it, so the pages below see its
    // article; later changes are read from the log once the catch-up ends.
    const page = await findUngroupedArticleIds(tx, progress.afterId, options.batch);
    const grouped = await assignStories(tx, page.ids, options.match);
    await saveGroupingProgress(
      tx,
      page.lastId === null
        ? { kind: 'log', cursor: progress.untilCursor }
        : { kind: 'catchup', afterId: page.lastId, untilCursor: progress.untilCursor },
    );
    if (page.lastId === null) await wakeChangeReaders(tx);
    return { kind: 'done', grouped, more: true };
  });
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
