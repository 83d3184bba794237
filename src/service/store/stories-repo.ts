/** @module All SQL of stories: the grouping's progress and lock, candidates by day-keyed words, the story reads. */
import type { Queryable } from './db';
import { getMeta, setMeta } from './meta-repo';

/**
 * Advisory-lock class of the grouping (the two-key form's first key); the second is the schema's hash, so stores
 * in other schemas of one database (tests, a second deployment) group on their own.
 */
const GROUPING_LOCK_CLASS = 30;
/** The change-log cursor through which every change is grouped; absent until a catch-up finished. */
const CURSOR_KEY = 'stories.cursor';
/** A catch-up in progress: "afterId:headCursor" (articles above afterId are still to be read). */
const CATCHUP_KEY = 'stories.catchup';

/**
 * Takes the grouping lock until the transaction ends, or answers false when another transaction (another
 * instance) holds it: that one groups, and its loop is woken by the same changes.
 */
export async function tryLockGrouping(tx: Queryable): Promise<boolean> {
  const rows = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS locked',
    [GROUPING_LOCK_CLASS],
  );
  return rows[0]?.locked === true;
}

export type GroupingProgress =
  | { kind: 'log'; cursor: number }
  | { kind: 'catchup'; afterId: number; untilCursor: number }
  | { kind: 'none' };

export async function readGroupingProgress(db: Queryable): Promise<GroupingProgress> {
  const cursor = await getMeta(db, CURSOR_KEY);
  if (cursor !== null) return { kind: 'log', cursor: Number(cursor) };
  const catchup = await getMeta(db, CATCHUP_KEY);
  if (catchup === null) return { kind: 'none' };
  const [afterId, untilCursor] = catchup.split(':').map(Number);
  return { kind: 'catchup', afterId: afterId ?? 0, untilCursor: untilCursor ?? 0 };
}

export async function saveGroupingProgress(db: Queryable, progress: GroupingProgress): Promise<void> {
  if (progress.kind === 'log') {
    await db.query('DELETE FROM meta WHERE key = $1', [CATCHUP_KEY]);
    await setMeta(db, CURSOR_KEY, String(progress.cursor));
  } else if (progress.kind === 'catchup') {
    await db.query('DELETE FROM meta WHERE key = $1', [CURSOR_KEY]);
    await setMeta(db, CATCHUP_KEY, `${progress.afterId}:${progress.untilCursor}`);
  } else {
    await db.query('DELETE FROM meta WHERE key = ANY($1::text[])', [[CURSOR_KEY, CATCHUP_KEY]]);
  }
}

/**
 * The change cursor through which every change is grouped: 0 while none is known (a catch-up runs, or grouping
 * never ran), so that whoever waits for it waits its bound.
 */
export async function groupedThrough(db: Queryable): Promise<number> {
  const progress = await readGroupingProgress(db);
  return progress.kind === 'log' ? progress.cursor : 0;
}

/** Up to `limit` ids above `afterId`, in id order, of articles with no story yet (a catch-up's page). */
export async function findUngroupedArticleIds(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<{ ids: number[]; lastId: number | null }> {
  // The page is cut on articles, not on ungrouped ones, so each page costs the same whatever was grouped.
  const rows = await db.query<{ id: number | string; grouped: boolean }>(
    `SELECT a.id, EXISTS (SELECT 1 FROM article_stories s WHERE s.article_id = a.id) AS grouped
       FROM articles a WHERE a.id > $1 ORDER BY a.id LIMIT $2`,
    [afterId, limit],
  );
  const last = rows[rows.length - 1];
  return {
    ids: rows.filter((r) => !r.grouped).map((r) => Number(r.id)),
    lastId: last ? Number(last.id) : null,
  };
}

/** What the grouping reads of an article. */
export interface StorySourceArticle {
  id: number;
  title: string;
  summary: string | null;
  /** The content's first `leadChars` characters. */
  contentStart: string | null;
  language: string;
  firstSeenAt: Date;
  publishDate: Date | null;
  tickers: string[];
}

export async function loadStorySourceArticles(
  db: Queryable,
  ids: readonly number[],
  leadChars: number,
): Promise<StorySourceArticle[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{
    id: number | string;
    title: string;
    summary: string | null;
    content_start: string | null;
    language: string;
    first_seen_at: Date | string;
    publish_date: Date | string | null;
    tickers: string[];
  }>(
    `SELECT id, title, summary, left(content, $2) AS content_start, language, first_seen_at, publish_date, tickers
       FROM articles WHERE id = ANY($1::bigint[])`,
    [[...ids], leadChars],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    contentStart: r.content_start,
    language: r.language,
    firstSeenAt: new Date(r.first_seen_at),
    publishDate: r.publish_date === null ? null : new Date(r.publish_date),
    tickers: r.tickers,
  }));
}

export interface StoryRow {
  articleId: number;
  storyId: number;
  reprintOf: number | null;
  /** When the article was first seen. */
  seenAt: Date;
  /** Where the grouping placed it in time (stories/story-features.ts storyTime). */
  storyAt: Date;
  keys: readonly string[];
  features: unknown;
  textKey: string;
}

interface StoryRecord {
  article_id: number | string;
  story_id: number | string;
  reprint_of: number | string | null;
  seen_at: Date | string;
  story_at: Date | string;
  keys: string[];
  features: unknown;
  text_key: string;
}

const toStoryRow = (r: StoryRecord): StoryRow => ({
  articleId: Number(r.article_id),
  storyId: Number(r.story_id),
  reprintOf: r.reprint_of === null ? null : Number(r.reprint_of),
  seenAt: new Date(r.seen_at),
  storyAt: new Date(r.story_at),
  keys: r.keys,
  features: typeof r.features === 'string' ? (JSON.parse(r.features) as unknown) : r.features,
  textKey: r.text_key,
});

const STORY_COLUMNS = 'article_id, story_id, reprint_of, seen_at, story_at, keys, features, text_key';

export async function findStoryRows(db: Queryable, articleIds: readonly number[]): Promise<StoryRow[]> {
  if (articleIds.length === 0) return [];
  const rows = await db.query<StoryRecord>(
    `SELECT ${STORY_COLUMNS} FROM article_stories WHERE article_id = ANY($1::bigint[])`,
    [[...articleIds]],
  );
  return rows.map(toStoryRow);
}

/**
 * Grouped articles holding any of `keys`, but `exclude`, in one statement: each key is its own look-up in the
 * keys index (an overlap with the whole list plans as a scan of the table, which compares every row with every
 * key). A key is one language's word in one 3-day bucket, so the rows read follow the window's volume, never the
 * store's size; the caller keeps those within its window.
 */
export async function findStoryCandidates(
  db: Queryable,
  keys: readonly string[],
  exclude: readonly number[],
): Promise<StoryRow[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<StoryRecord>(
    `SELECT DISTINCT ON (s.article_id) s.*
       FROM unnest($1::text[]) AS k(key)
      CROSS JOIN LATERAL (SELECT ${STORY_COLUMNS} FROM article_stories WHERE keys @> ARRAY[k.key]) AS s
      WHERE NOT (s.article_id = ANY($2::bigint[]))`,
    [[...new Set(keys)], [...exclude]],
  );
  return rows.map(toStoryRow);
}

/** Up to `limit` grouped articles placed within [span.from, span.to) (milliseconds since the epoch). */
export async function findStoryRowsPlacedWithin(
  db: Queryable,
  span: { from: number; to: number },
  limit: number,
): Promise<StoryRow[]> {
  const rows = await db.query<StoryRecord>(
    `SELECT ${STORY_COLUMNS} FROM article_stories WHERE story_at >= $1 AND story_at < $2 LIMIT $3`,
    [new Date(span.from), new Date(span.to), limit],
  );
  return rows.map(toStoryRow);
}

/** Reserves `count` new story ids, ascending. */
export async function nextStoryIds(db: Queryable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number | string }>(
    "SELECT nextval('story_ids') AS id FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Writes each article's story row (a revision's replaces the one it had). */
export async function saveStoryRows(db: Queryable, rows: readonly StoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  // keys travel as JSON: unnest of a text[][] would need every article to have as many keys. A first copy deleted
  // since it was read (a source removed) is no copy to point at.
  await db.query(
    `INSERT INTO article_stories (${STORY_COLUMNS})
     SELECT u.article_id, u.story_id, (SELECT r.id FROM articles r WHERE r.id = u.reprint_of), u.seen_at,
            u.story_at, ARRAY(SELECT jsonb_array_elements_text(u.keys)), u.features, u.text_key
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::timestamptz[], $5::timestamptz[], $6::jsonb[],
                   $7::jsonb[], $8::text[]) AS u(article_id, story_id, reprint_of, seen_at, story_at, keys, features,
                                                 text_key)
      WHERE EXISTS (SELECT 1 FROM articles a WHERE a.id = u.article_id)
     ON CONFLICT (article_id) DO UPDATE SET story_id = EXCLUDED.story_id, reprint_of = EXCLUDED.reprint_of,
       seen_at = EXCLUDED.seen_at, story_at = EXCLUDED.story_at, keys = EXCLUDED.keys, features = EXCLUDED.features,
       text_key = EXCLUDED.text_key`,
    [
      rows.map((r) => r.articleId),
      rows.map((r) => r.storyId),
      rows.map((r) => r.reprintOf),
      rows.map((r) => r.seenAt),
      rows.map((r) => r.storyAt),
      rows.map((r) => JSON.stringify(r.keys)),
      rows.map((r) => JSON.stringify(r.features)),
      rows.map((r) => r.textKey),
    ],
  );
}

/** What `includeStory` adds to an article. */
export interface StoryFields {
  /** Absent for an article not grouped yet that a collapsed search shows as a story of its own. */
  storyId?: string;
  /** Articles in the story, this one included (as of the search's `asOf`, when it has one). */
  storySize: number;
  /** The link of the first copy this article reprints, or null; absent with `storyId`. */
  reprintOf?: string | null;
}

/** What a collapsed search shows of an article not grouped yet: the story of its own it counted it as. */
const STORY_OF_ITS_OWN: StoryFields = { storySize: 1 };

/**
 * Story fields of each of `ids` that is grouped, in one query: an article not grouped yet (the grouping runs
 * just after the write) is absent from the map, and a caller presents it as a story of its own; with
 * `collapse: "story"` it is given that story's one field, `storySize: 1`. With `asOf`, a story's size counts
 * the members first seen by then (an article not seen yet was not in the story then).
 */
export async function readStoryFields(
  db: Queryable,
  ids: readonly number[],
  context: { asOf?: Date; collapse?: 'story' } = {},
): Promise<Map<number, StoryFields>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{
    article_id: number | string;
    story_id: number | string;
    size: number | string;
    reprint_link: string | null;
  }>(
    `WITH mine AS (SELECT article_id, story_id, reprint_of FROM article_stories
                    WHERE article_id = ANY($1::bigint[])),
          sizes AS (SELECT story_id, count(*) AS size FROM article_stories
                     WHERE story_id IN (SELECT story_id FROM mine)
                       AND ($2::timestamptz IS NULL OR seen_at <= $2::timestamptz)
                     GROUP BY story_id)
     SELECT m.article_id, m.story_id, COALESCE(z.size, 1) AS size, r.link AS reprint_link
       FROM mine m LEFT JOIN sizes z USING (story_id) LEFT JOIN articles r ON r.id = m.reprint_of`,
    [[...new Set(ids)], context.asOf ?? null],
  );
  const fields = new Map<number, StoryFields>(
    rows.map((r) => [
      Number(r.article_id),
      { storyId: String(r.story_id), storySize: Number(r.size), reprintOf: r.reprint_link },
    ]),
  );
  if (context.collapse === 'story') {
    for (const id of ids) if (!fields.has(id)) fields.set(id, STORY_OF_ITS_OWN);
  }
  return fields;
}

/**
 * The articles of `storyIds` that had a change at or before `cursor` (a committed one, not a removal), each with
 * its story, first seen first: what a subscription resumed after `cursor` may already have been sent.
 */
export async function findStoryMembersChangedBy(
  db: Queryable,
  storyIds: readonly string[],
  cursor: number,
): Promise<{ storyId: string; articleId: number }[]> {
  if (storyIds.length === 0) return [];
  const rows = await db.query<{ story_id: number | string; article_id: number | string }>(
    `SELECT s.story_id, s.article_id FROM article_stories s
      WHERE s.story_id = ANY($1::bigint[])
        AND EXISTS (SELECT 1 FROM article_changes c WHERE c.article_id = s.article_id
                       AND c.cursor BETWEEN 1 AND $2 AND c.kind <> 'removed')
      ORDER BY s.seen_at, s.article_id`,
    [[...new Set(storyIds)], cursor],
  );
  return rows.map((r) => ({ storyId: String(r.story_id), articleId: Number(r.article_id) }));
}

export interface StoryMemberRef {
  articleId: number;
  seenAt: Date;
  reprintOf: string | null;
}

/** A story's articles in first-seen order (at most `limit`); [] when no article is in it (or no such story). */
export async function listStoryMembers(
  db: Queryable,
  storyId: number,
  limit: number,
): Promise<StoryMemberRef[]> {
  const rows = await db.query<{
    article_id: number | string;
    seen_at: Date | string;
    reprint_link: string | null;
  }>(
    `SELECT s.article_id, s.seen_at, r.link AS reprint_link
       FROM article_stories s LEFT JOIN articles r ON r.id = s.reprint_of
      WHERE s.story_id = $1 ORDER BY s.seen_at, s.article_id LIMIT $2`,
    [storyId, limit],
  );
  return rows.map((r) => ({
    articleId: Number(r.article_id),
    seenAt: new Date(r.seen_at),
    reprintOf: r.reprint_link,
  }));
}
