/**
 * @module The rows a live feed keeps: newest first, at most `cap` (older ones dropped and counted), a buffer
 * of the same size while paused that resuming flushes, and a replay of a row already shown skipped.
 */
import type { ArticleV2 } from '../../../../contract';

export interface LiveRow {
  /** Arrival order, unique within a feed (an article can arrive again as an update). */
  id: number;
  /** Epoch ms when the browser received it. */
  receivedAt: number;
  article: ArticleV2;
}

export interface FeedCounts {
  /** Received as new articles. */
  new: number;
  /** Received again as revisions (includeUpdates). */
  updated: number;
  /** Pushed out by the cap, never shown or no longer shown. */
  dropped: number;
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
  counts: { new: 0, updated: 0, dropped: 0 },
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

export function addArticle(state: FeedRows, article: ArticleV2, receivedAt: number, cap: number): FeedRows {
  const seen = (row: LiveRow) => sameDelivery(row.article, article);
  if (state.rows.some(seen) || state.buffer.some(seen)) return state;
  const row = { id: state.nextId, receivedAt, article };
  const { kept, dropped } = capped([row, ...(state.paused ? state.buffer : state.rows)], cap);
  const counts = {
    new: state.counts.new + (article.isUpdate ? 0 : 1),
    updated: state.counts.updated + (article.isUpdate ? 1 : 0),
    dropped: state.counts.dropped + dropped,
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
  let nextId = state.nextId;
  for (const article of articles) {
    if (added.length >= room) break;
    if (shown.some((row) => row.article.link === article.link)) continue;
    if (added.some((row) => row.article.link === article.link)) continue;
    added.push({ id: nextId, receivedAt, article });
    nextId += 1;
  }
  if (added.length === 0) return state;
  return {
    ...state,
    rows: [...state.rows, ...added],
    counts: { ...state.counts, new: state.counts.new + added.length },
    nextId,
  };
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
