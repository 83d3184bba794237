/**
 * @module The change log: one row per article write that is news to a subscriber (created, revised,
 * removed), appended inside the write's own transaction; the live hub, webhooks and GET /v2/changes all
 * read it by cursor. A change gets its cursor at commit (migration 014), so committed cursors are always a
 * gapless run and a reader that has seen cursor N never later meets a change at or below N.
 */
import type { Queryable, SqlValue } from './db';

export type ChangeKind = 'created' | 'revised' | 'removed';

export interface ArticleChange {
  cursor: number;
  kind: ChangeKind;
  articleId: number;
  link: string;
  changedAt: Date;
  /** The article's source when the change was appended (null: not recorded). */
  source: string | null;
  /** Set on changes of an account's custom source: only that key may hear of them. */
  visibleToKey: number | null;
}

export interface ChangeInput {
  kind: ChangeKind;
  articleId: number;
  link: string;
  source?: string | null;
  /** The key of the account whose custom source holds the article; null or absent for shared sources. */
  visibleToKey?: number | null;
}

/** The logical NOTIFY channel of the wake-up sent when appended changes commit. */
export const CHANGES_CHANNEL = 'article_changes';

/**
 * The channel's server name, computed in SQL the way `serverChannelName` (events/pg-notify) does, so that the
 * NOTIFY sent inside the write's transaction reaches the listeners of this schema only.
 */
const CHANNEL_SQL = `CASE WHEN octet_length('${CHANGES_CHANNEL}:' || current_schema()) <= 63
  THEN '${CHANGES_CHANNEL}:' || current_schema()
  ELSE '${CHANGES_CHANNEL}#' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 32) END`;

/**
 * Appends changes, in this order, inside the caller's transaction (`tx`). Their cursors are given at commit;
 * a rolled-back write leaves none. The wake-up NOTIFY is delivered at commit too, and only then.
 */
export async function appendChanges(tx: Queryable, changes: readonly ChangeInput[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `WITH appended AS (
     INSERT INTO article_changes (cursor, kind, article_id, link, source, visible_to_key)
     SELECT -nextval('article_changes_provisional_seq'), c.kind, c.article_id, c.link, c.source, c.visible_to_key
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::bigint[])
            WITH ORDINALITY AS c(kind, article_id, link, source, visible_to_key, n)
      ORDER BY c.n
     RETURNING 1)
     SELECT pg_notify(${CHANNEL_SQL}, '') FROM (SELECT 1 FROM appended LIMIT 1) AS one`,
    [
      changes.map((c) => c.kind),
      changes.map((c) => c.articleId),
      changes.map((c) => c.link),
      changes.map((c) => c.source ?? null),
      changes.map((c) => c.visibleToKey ?? null),
    ],
  );
}

/**
 * Wakes the change log's readers at commit without a change: the story grouping tells them it went further, so
 * the deliveries that wait for an article's story (oncePerStory, includeStory) go out on every instance.
 */
export async function wakeChangeReaders(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_notify(${CHANNEL_SQL}, '')`);
}

interface ChangeRow {
  cursor: number | string;
  kind: ChangeKind;
  article_id: number | string;
  link: string;
  changed_at: Date | string;
  source: string | null;
  visible_to_key: number | string | null;
}

const toChange = (row: ChangeRow): ArticleChange => ({
  cursor: Number(row.cursor),
  kind: row.kind,
  articleId: Number(row.article_id),
  link: row.link,
  changedAt: new Date(row.changed_at),
  source: row.source,
  visibleToKey: row.visible_to_key === null ? null : Number(row.visible_to_key),
});

/** Up to `limit` committed changes with a cursor above `after`, in cursor order. */
export async function readChangesAfter(
  db: Queryable,
  after: number,
  limit: number,
): Promise<ArticleChange[]> {
  const rows = await db.query<ChangeRow>(
    `SELECT cursor, kind, article_id, link, changed_at, source, visible_to_key FROM article_changes
      WHERE cursor > $1 ORDER BY cursor LIMIT $2`,
    [after, limit],
  );
  return rows.map(toChange);
}

/** The changes a SELECT of the change columns returns, in its order (feed/change-filter-sql.ts builds one). */
export async function queryChanges(
  db: Queryable,
  sql: string,
  values: readonly SqlValue[],
): Promise<ArticleChange[]> {
  return (await db.query<ChangeRow>(sql, [...values])).map(toChange);
}

/** The lowest cursor still in the log, or null when it holds none. */
export async function oldestRetainedCursor(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ cursor: number | string | null }>(
    'SELECT min(cursor) AS cursor FROM article_changes WHERE cursor > 0',
  );
  const cursor = rows[0]?.cursor;
  return cursor === null || cursor === undefined ? null : Number(cursor);
}

interface HeadRow {
  last_cursor: number | string;
  pruned_through: number | string;
}

/** The last cursor given and the highest cursor retention removed. */
export async function changeLogHead(db: Queryable): Promise<{ latest: number; prunedThrough: number }> {
  const rows = await db.query<HeadRow>('SELECT last_cursor, pruned_through FROM article_change_head');
  const row = rows[0];
  return { latest: Number(row?.last_cursor ?? 0), prunedThrough: Number(row?.pruned_through ?? 0) };
}

/** The cursor of the last committed change (0 when none ever was); a reader starting "from now" takes it. */
export async function latestCursor(db: Queryable): Promise<number> {
  return (await changeLogHead(db)).latest;
}

/**
 * Whether a reader can resume after `after`: `expired` when retention removed changes it has not seen,
 * `ahead` when no change of that cursor was ever committed (a cursor of another database).
 */
export type CursorStanding =
  { ok: true } | { ok: false; reason: 'expired' | 'ahead'; latest: number; oldest: number };

export async function cursorStanding(db: Queryable, after: number): Promise<CursorStanding> {
  return standingAt(await changeLogHead(db), after);
}

/** Whether `after` can be resumed from, given the log's head as read. */
export function standingAt(head: { latest: number; prunedThrough: number }, after: number): CursorStanding {
  const { latest, prunedThrough } = head;
  if (after < prunedThrough) return { ok: false, reason: 'expired', latest, oldest: prunedThrough + 1 };
  if (after > latest) return { ok: false, reason: 'ahead', latest, oldest: prunedThrough + 1 };
  return { ok: true };
}

export type ResumedPage = { ok: true; changes: ArticleChange[] } | Extract<CursorStanding, { ok: false }>;

/**
 * Up to `limit` changes after `after`, or why `after` cannot be resumed from. Committed cursors are gapless,
 * so a page that does not start right after `after` means retention removed what lay between (also when it
 * ran between a check and the read): it is reported, never skipped over.
 */
export async function readChangesResuming(db: Queryable, after: number, limit: number): Promise<ResumedPage> {
  const changes = await readChangesAfter(db, after, limit);
  const first = changes[0];
  if (first && first.cursor === after + 1) return { ok: true, changes };
  const standing = await cursorStanding(db, after);
  if (!standing.ok) return standing;
  if (!first) return { ok: true, changes };
  const { latest } = await changeLogHead(db);
  return { ok: false, reason: 'expired', latest, oldest: first.cursor };
}
