/**
 * @module The change feed behind GET /v2/changes and a live subscription's resume: the changes after a cursor
 * that a subscription's filters match, selected in the store (change-filter-sql.ts) within a bounded span of
 * the log per call, so a rare filter over a long log costs one short statement and the reader pages on from
 * `nextCursor`.
 */
import type { ArticleRecord } from '../model/article';
import { findArticlesByIds } from '../store/articles-repo';
import type { Queryable } from '../store/db';
import { readMatchingChanges, type ChangeFilter } from './change-filter-sql';
import { changeLogHead, standingAt, type ArticleChange, type CursorStanding } from '../store/change-log';

/** Changes one call looks through at most; the caller resumes after the last one (`nextCursor`). */
export const FEED_SPAN = 50_000;

export type MatchingPage =
  | { ok: true; changes: ArticleChange[]; nextCursor: number; hasMore: boolean }
  | Extract<CursorStanding, { ok: false }>;

/**
 * Up to `limit` matching changes after `after` (absent: from the oldest change kept) among the next `span`
 * changes of the log. `nextCursor` is the last change looked through, matching or not; `hasMore` says the log goes on.
 */
export async function readMatchingPage(
  db: Queryable,
  filter: ChangeFilter,
  after: number | undefined,
  limit: number,
  span = FEED_SPAN,
): Promise<MatchingPage> {
  const head = await changeLogHead(db);
  const from = after ?? head.prunedThrough;
  const standing = standingAt(head, from);
  if (!standing.ok) return standing;
  // Every cursor up to the head read is committed: the span holds no change that could still appear.
  const through = Math.min(from + span, head.latest);
  const changes =
    through > from ? await readMatchingChanges(db, filter, { after: from, through, limit }) : [];
  // Retention that ran meanwhile may have removed changes this read should have seen: told, never skipped.
  const now = await changeLogHead(db);
  if (now.prunedThrough > from)
    return { ok: false, reason: 'expired', latest: now.latest, oldest: now.prunedThrough + 1 };
  const last = changes.at(-1);
  const nextCursor = changes.length >= limit && last ? last.cursor : through;
  return { ok: true, changes, nextCursor, hasMore: now.latest > nextCursor };
}

export interface ChangeFeedRequest {
  filter: ChangeFilter;
  /** Absent: from the oldest change kept. */
  after: number | undefined;
  limit: number;
}

export type FeedEntry =
  | { change: ArticleChange; kind: 'created' | 'revised'; article: ArticleRecord }
  | { change: ArticleChange; kind: 'removed' };

export type ChangeFeedPage =
  | { ok: true; entries: FeedEntry[]; nextCursor: number; hasMore: boolean }
  | Extract<CursorStanding, { ok: false }>;

/** A page of the feed with each created or revised change's article as stored now. */
export async function readChangeFeed(db: Queryable, request: ChangeFeedRequest): Promise<ChangeFeedPage> {
  const page = await readMatchingPage(db, request.filter, request.after, request.limit);
  if (!page.ok) return page;
  const ids = [...new Set(page.changes.filter((c) => c.kind !== 'removed').map((c) => c.articleId))];
  const articles = new Map((await findArticlesByIds(db, ids)).map((a) => [a.id, a]));
  const entries = page.changes.flatMap((change): FeedEntry[] => {
    if (change.kind === 'removed') return [{ change, kind: 'removed' }];
    const article = articles.get(change.articleId);
    // Deleted since the select: gone, as it would be had the select run a moment later.
    if (!article) return [];
    // A creation is told as one: not yet revised (its revision, if any, is a change of its own).
    const told =
      change.kind === 'created' && article.revisedDate !== null ? { ...article, revisedDate: null } : article;
    return [{ change, kind: change.kind, article: told }];
  });
  return { ok: true, entries, nextCursor: page.nextCursor, hasMore: page.hasMore };
}
