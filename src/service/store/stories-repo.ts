/** @module All SQL of stories: members, the term look-up for candidates, the write locks and the story read. */
import type { Queryable } from './db';

/** Advisory-lock namespace of story terms (the first key of the two-key form). */
const STORY_LOCK_SPACE = 30;
/** Terms are locked by bucket, so a big batch takes at most this many locks. */
export const STORY_LOCK_BUCKETS = 1024;
/**
 * Articles read per title word: a word as common as "stocks" in a busy window is cut here, so the look-up's cost
 * stays bounded whatever the store or the window holds (the rarer shared words still find the copies).
 */
const POSTINGS_PER_TERM = 200;

export interface StoryMemberRow {
  articleId: number;
  storyId: number;
  reprintOf: number | null;
  language: string;
  seenAt: Date;
  features: unknown;
  textKey: string;
}

export interface NewStoryMember extends StoryMemberRow {
  terms: readonly string[];
}

interface MemberRecord {
  article_id: number | string;
  story_id: number | string;
  reprint_of: number | string | null;
  language: string;
  seen_at: Date | string;
  features: unknown;
  text_key: string;
}

const toMember = (r: MemberRecord): StoryMemberRow => ({
  articleId: Number(r.article_id),
  storyId: Number(r.story_id),
  reprintOf: r.reprint_of === null ? null : Number(r.reprint_of),
  language: r.language,
  seenAt: new Date(r.seen_at),
  features: typeof r.features === 'string' ? (JSON.parse(r.features) as unknown) : r.features,
  textKey: r.text_key,
});

/**
 * Takes, until the transaction ends, the locks of the given term buckets in ascending order (no deadlock
 * between two writers). Two copies of one story share a title word, so their writers queue on one bucket and
 * the second sees the first's committed member: two instances end in one story.
 */
export async function lockStoryBuckets(db: Queryable, buckets: readonly number[]): Promise<void> {
  const sorted = [...new Set(buckets)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await db.query('SELECT count(pg_advisory_xact_lock($1::int, b)) FROM unnest($2::int[]) AS b', [
    STORY_LOCK_SPACE,
    sorted,
  ]);
}

export interface CandidateQuery {
  language: string;
  terms: readonly string[];
  from: Date;
  to: Date;
}

/** Members sharing at least one term with each query, in its window: at most `perQuery` each, most shared first. */
export async function findStoryCandidates(
  db: Queryable,
  queries: readonly CandidateQuery[],
  perQuery: number,
): Promise<StoryMemberRow[]> {
  const idx: number[] = [];
  const lang: string[] = [];
  const term: string[] = [];
  const from: Date[] = [];
  const to: Date[] = [];
  queries.forEach((q, i) => {
    for (const t of q.terms) {
      idx.push(i);
      lang.push(q.language);
      term.push(t);
      from.push(q.from);
      to.push(q.to);
    }
  });
  if (idx.length === 0) return [];
  const rows = await db.query<MemberRecord>(
    `WITH q AS (SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[])
                  AS q(i, language, term, lo, hi)),
          hits AS (SELECT q.i, t.article_id, count(*) AS n
                     FROM q CROSS JOIN LATERAL (
                            SELECT article_id FROM story_terms t
                             WHERE t.language = q.language AND t.term = q.term AND t.seen_at BETWEEN q.lo AND q.hi
                             ORDER BY t.seen_at DESC LIMIT $7) t
                    GROUP BY q.i, t.article_id),
          ranked AS (SELECT article_id, row_number() OVER (PARTITION BY i ORDER BY n DESC, article_id) AS r
                       FROM hits)
     SELECT m.article_id, m.story_id, m.reprint_of, m.language, m.seen_at, m.features, m.text_key
       FROM story_members m
      WHERE m.article_id IN (SELECT article_id FROM ranked WHERE r <= $6)`,
    [idx, lang, term, from, to, perQuery, POSTINGS_PER_TERM],
  );
  return rows.map(toMember);
}

export async function findStoryMember(db: Queryable, articleId: number): Promise<StoryMemberRow | null> {
  const rows = await db.query<MemberRecord>(
    `SELECT article_id, story_id, reprint_of, language, seen_at, features, text_key
       FROM story_members WHERE article_id = $1`,
    [articleId],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

/** Reserves `count` new story ids, in order. */
export async function createStories(db: Queryable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number | string }>(
    'INSERT INTO stories (created_at) SELECT now() FROM generate_series(1, $1) RETURNING id',
    [count],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Writes each article's membership and terms; `replace` (a revision) drops its old terms first. */
export async function saveStoryMembers(
  db: Queryable,
  members: readonly NewStoryMember[],
  replace: boolean,
): Promise<void> {
  if (members.length === 0) return;
  const ids = members.map((m) => m.articleId);
  if (replace) await db.query('DELETE FROM story_terms WHERE article_id = ANY($1::bigint[])', [ids]);
  await db.query(
    `INSERT INTO story_members (article_id, story_id, reprint_of, language, seen_at, features, text_key)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[], $6::jsonb[],
                          $7::text[])
     ON CONFLICT (article_id) DO UPDATE SET story_id = EXCLUDED.story_id, reprint_of = EXCLUDED.reprint_of,
       language = EXCLUDED.language, seen_at = EXCLUDED.seen_at, features = EXCLUDED.features,
       text_key = EXCLUDED.text_key`,
    [
      ids,
      members.map((m) => m.storyId),
      members.map((m) => m.reprintOf),
      members.map((m) => m.language),
      members.map((m) => m.seenAt),
      members.map((m) => JSON.stringify(m.features)),
      members.map((m) => m.textKey),
    ],
  );
  const termRows = members.flatMap((m) => m.terms.map((t) => ({ m, t })));
  await db.query(
    `INSERT INTO story_terms (language, term, seen_at, article_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[])`,
    [
      termRows.map((r) => r.m.language),
      termRows.map((r) => r.t),
      termRows.map((r) => r.m.seenAt),
      termRows.map((r) => r.m.articleId),
    ],
  );
}

export interface StoryFacts {
  storyId: number;
  storySize: number;
  /** The link of the copy this article reprints. */
  reprintOf: string | null;
}

/** Story, size and reprinted link of each of `articleIds` that has a story. */
export async function findStoryFacts(
  db: Queryable,
  articleIds: readonly number[],
): Promise<Map<number, StoryFacts>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db.query<{
    article_id: number | string;
    story_id: number | string;
    size: number | string;
    reprint_link: string | null;
  }>(
    `SELECT m.article_id, m.story_id, s.size, r.link AS reprint_link
       FROM story_members m
       JOIN LATERAL (SELECT count(*) AS size FROM story_members o WHERE o.story_id = m.story_id) s ON true
       LEFT JOIN articles r ON r.id = m.reprint_of
      WHERE m.article_id = ANY($1::bigint[])`,
    [[...articleIds]],
  );
  return new Map(
    rows.map((r) => [
      Number(r.article_id),
      { storyId: Number(r.story_id), storySize: Number(r.size), reprintOf: r.reprint_link },
    ]),
  );
}

/** A story's article ids in first-seen order (at most `limit`), or null when there is no such story. */
export async function listStoryArticleIds(
  db: Queryable,
  storyId: number,
  limit: number,
): Promise<number[] | null> {
  const rows = await db.query<{ article_id: number | string | null }>(
    `SELECT m.article_id FROM stories s
       LEFT JOIN LATERAL (SELECT article_id FROM story_members WHERE story_id = s.id
                           ORDER BY seen_at, article_id LIMIT $2) m ON true
      WHERE s.id = $1`,
    [storyId, limit],
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.article_id === null ? [] : [Number(r.article_id)]));
}
