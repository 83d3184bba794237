/**
 * @module The rows a live feed keeps: newest first, at most `cap` (older ones dropped and counted), a buffer
 * of the same size while paused that resuming flushes, and a replay of a row already shown skipped. A story is
 * shown once: an article whose `storyId` (includeStory) is a row's already is counted on that row as a copy,
 * not added; an article not grouped yet has none and is shown as it comes.
 */
import type { ArticleV2 } from '../../../../contract';

export interface LiveRow {
  /** Arrival order, unique within a feed (an article can arrive again as an update). */
  id: number;
  /** Epoch ms when the browser received it. */
  receivedAt: number;
  article: ArticleV2;
  /** Links of the later copies of this row's story (other articles with its storyId), folded into it. */
  copies?: string[];
}

export interface FeedCounts {
  /** Received as new articles. */
  new: number;
  /** Received again as revisions (includeUpdates). */
  updated: number;
  /** Pushed out by the cap, never shown or no longer shown. */
  dropped: number;
  /** Folded into the row of their story instead of shown. */
  copies: number;
}

export interface FeedRows {
  rows: LiveRow[];
  /** Arrived while paused, newest first. */
  buffer: LiveRow[];
  paused: boolean;
  counts: FeedCounts;
  nextId: number;
}

export const EMPTY_ROWS: FeedRows = {
  rows: [],
  buffer: [],
  paused: false,
  counts: { new: 0, updated: 0, dropped: 0, copies: 0 },
  nextId: 1,
};

/** The same delivery: after a reconnect the service sends the latest match again, which may be shown already. */
function sameDelivery(a: ArticleV2, b: ArticleV2): boolean {
  return (
    a.link === b.link && (a.revisedDate ?? null) === (b.revisedDate ?? null) && !a.isUpdate === !b.isUpdate
  );
}

function capped(list: LiveRow[], cap: number): { kept: LiveRow[]; dropped: number } {
  return list.length > cap
    ? { kept: list.slice(0, cap), dropped: list.length - cap }
    : { kept: list, dropped: 0 };
}

/** The index in `list` of the row telling the story of `article` (another article of it), else -1. */
function storyRowIndex(list: readonly LiveRow[], article: ArticleV2): number {
  const { storyId } = article;
  if (storyId === undefined || article.isUpdate) return -1;
  return list.findIndex((row) => row.article.storyId === storyId && row.article.link !== article.link);
}

/** The row with `link` counted as a copy of its story (once). */
function withCopy(row: LiveRow, link: string): LiveRow {
  const copies = row.copies ?? [];
  return copies.includes(link) ? row : { ...row, copies: [...copies, link] };
}

/** `article` folded into the row of its story in the rows or the buffer; null when neither holds that story. */
function foldCopy(state: FeedRows, article: ArticleV2): FeedRows | null {
  for (const where of ['rows', 'buffer'] as const) {
    const list = state[where];
    const index = storyRowIndex(list, article);
    if (index < 0) continue;
    const row = list[index];
    if (!row) continue;
    const folded = withCopy(row, article.link);
    if (folded === row) return state;
    // Only the story's row is a new object: the memoised rows around it do not render again.
    const next = list.slice();
    next[index] = folded;
    return { ...state, [where]: next, counts: { ...state.counts, copies: state.counts.copies + 1 } };
  }
  return null;
}

export function addArticle(state: FeedRows, article: ArticleV2, receivedAt: number, cap: number): FeedRows {
  const seen = (row: LiveRow) => sameDelivery(row.article, article);
  if (state.rows.some(seen) || state.buffer.some(seen)) return state;
  const folded = foldCopy(state, article);
  if (folded) return folded;
  const row = { id: state.nextId, receivedAt, article };
  const { kept, dropped } = capped([row, ...(state.paused ? state.buffer : state.rows)], cap);
  const counts = {
    new: state.counts.new + (article.isUpdate ? 0 : 1),
    updated: state.counts.updated + (article.isUpdate ? 1 : 0),
    dropped: state.counts.dropped + dropped,
    copies: state.counts.copies,
  };
  return {
    ...state,
    ...(state.paused ? { buffer: kept } : { rows: kept }),
    counts,
    nextId: state.nextId + 1,
  };
}

/**
 * Older articles (a backfill of the latest matches) below the rows already shown, up to the cap: none pushes
 * a newer row out. Counted as new, like the latest match the service used to send on connect.
 */
export function appendOlder(
  state: FeedRows,
  articles: readonly ArticleV2[],
  receivedAt: number,
  cap: number,
): FeedRows {
  const shown = [...state.rows, ...state.buffer];
  const room = Math.max(0, cap - state.rows.length);
  const added: LiveRow[] = [];
  /** Older articles of stories the feed shows already: counted on those rows. */
  const ofShown: ArticleV2[] = [];
  let nextId = state.nextId;
  let copies = 0;
  for (const article of articles) {
    if (added.length >= room) break;
    if (shown.some((row) => row.article.link === article.link)) continue;
    if (added.some((row) => row.article.link === article.link)) continue;
    if (storyRowIndex(shown, article) >= 0) {
      ofShown.push(article);
      continue;
    }
    // An older article of a story just added is counted on that story's row.
    const index = storyRowIndex(added, article);
    const row = added[index];
    if (row) {
      added[index] = withCopy(row, article.link);
      copies += 1;
      continue;
    }
    added.push({ id: nextId, receivedAt, article });
    nextId += 1;
  }
  let next: FeedRows =
    added.length === 0 && copies === 0
      ? state
      : {
          ...state,
          rows: [...state.rows, ...added],
          counts: {
            ...state.counts,
            new: state.counts.new + added.length,
            copies: state.counts.copies + copies,
          },
          nextId,
        };
  for (const article of ofShown) next = foldCopy(next, article) ?? next;
  return next;
}

/** Pausing keeps the rows still; resuming puts what arrived meanwhile on top. */
export function setPaused(state: FeedRows, paused: boolean, cap: number): FeedRows {
  if (paused === state.paused) return state;
  if (paused) return { ...state, paused };
  const { kept, dropped } = capped([...state.buffer, ...state.rows], cap);
  return {
    ...state,
    paused,
    rows: kept,
    buffer: [],
    counts: { ...state.counts, dropped: state.counts.dropped + dropped },
  };
}

export function clearRows(state: FeedRows): FeedRows {
  return { ...EMPTY_ROWS, paused: state.paused, nextId: state.nextId };
}
