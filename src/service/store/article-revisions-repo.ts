/**
 * @module The articles' version history (migration 029): every write that changes an article's row records
 * the row as a new version in the same transaction, and `articlesAsOf` is the articles table as it stood at
 * an instant, for point-in-time searches (`asOf`). Which columns a version keeps is the column map's
 * `versioned` and `orderCopy` flags; the others never change after the insert and are read from the article.
 */
import { ALL_COLUMN_NAMES, REVISION_COLUMN_NAMES } from './article-columns';
import type { Queryable } from './db';

const KEPT = new Set(REVISION_COLUMN_NAMES);
const list = (columns: readonly string[], alias?: string) =>
  columns.map((name) => (alias ? `${alias}.${name}` : name)).join(', ');

/**
 * Records the current row of each article of `ids` as its latest version, valid from `at` (null: from the
 * article's first_seen_at, for a new article) and closes the version it follows. A version is never dated
 * before the latest one already kept (a sighting dated in the past still follows what is stored), and a
 * second write at the same instant replaces that instant's version: the history stays a sequence whose last
 * version is the article row.
 */
export async function recordRevisions(db: Queryable, ids: readonly number[], at: Date | null): Promise<void> {
  if (ids.length === 0) return;
  const columns = list(REVISION_COLUMN_NAMES);
  await db.query(
    `WITH v AS (
       SELECT a.id, GREATEST(COALESCE($2::timestamptz, a.first_seen_at),
                             (SELECT max(r.valid_from) FROM article_revisions r WHERE r.article_id = a.id)) AS valid_from
         FROM articles a WHERE a.id = ANY($1::bigint[])),
     closed AS (
       UPDATE article_revisions r SET valid_to = v.valid_from FROM v
        WHERE r.article_id = v.id AND r.valid_to IS NULL AND r.valid_from < v.valid_from)
     INSERT INTO article_revisions (article_id, valid_from, ${columns})
     SELECT a.id, v.valid_from, ${list(REVISION_COLUMN_NAMES, 'a')} FROM articles a JOIN v ON v.id = a.id
     ON CONFLICT (article_id, valid_from) DO UPDATE SET (${columns}) = (${list(REVISION_COLUMN_NAMES, 'EXCLUDED')})`,
    [[...ids], at],
  );
}

/**
 * The data-modifying CTEs (`, kept AS …, closed AS …`) that keep the history of the articles a preceding CTE
 * `gone` deleted, as of the timestamptz placeholder `at` (migration 032): a tombstone each, with the columns a
 * version does not keep and `gone.visible_to_key` (the one key that could see it; null: everyone), and their
 * current version closed then. `gone` returns id, link, source, publish_date, created_at, first_seen_at and
 * visible_to_key.
 */
export function keepHistoryOf(gone: string, at: string): string {
  const t = `${at}::timestamptz`;
  return (
    `, kept AS (INSERT INTO article_tombstones ` +
    `(id, link, source, publish_date, created_at, first_seen_at, deleted_at, visible_to_key) ` +
    `SELECT id, link, source, publish_date, created_at, first_seen_at, ${t}, visible_to_key FROM ${gone}), ` +
    `closed AS (UPDATE article_revisions r SET valid_to = GREATEST(r.valid_from, ${t}) FROM ${gone} ` +
    `WHERE r.article_id = ${gone}.id AND r.valid_to IS NULL)`
  );
}

/**
 * The articles table as it stood at the instant of the placeholder `at` (a timestamptz parameter), with the
 * same columns, as the three SELECTs whose rows together are that table (see articlesAsOf). Only articles
 * first seen by then, each with the version current then: the article row itself when no version is later
 * than `at` (most articles, and every index of the table serves it), else the kept version that was current
 * at `at` (closed since: its indexes of migration 037 serve it), also of an article deleted since, which the
 * viewer (placeholder `viewer`, a key id) finds only when it could see it then. The order columns are the
 * version's own, so a walk of a version index is in the page's order.
 */
export function articlesAsOfParts(at: string, viewer: string): [string, string, string] {
  const t = `${at}::timestamptz`;
  const current = list([...ALL_COLUMN_NAMES, 'has_content'], 'a');
  const earlier = [...ALL_COLUMN_NAMES, 'has_content']
    .map((name) => (KEPT.has(name) || name === 'has_content' ? `r.${name}` : `a.${name}`))
    .join(', ');
  const currentThen = `r.valid_from <= ${t} AND r.valid_to > ${t} AND a.first_seen_at <= ${t}`;
  return [
    `SELECT ${current} FROM articles a WHERE a.first_seen_at <= ${t} AND NOT EXISTS ` +
      `(SELECT 1 FROM article_revisions later WHERE later.article_id = a.id AND later.valid_from > ${t})`,
    `SELECT ${earlier} FROM article_revisions r JOIN articles a ON a.id = r.article_id WHERE ${currentThen}`,
    `SELECT ${earlier} FROM article_revisions r JOIN article_tombstones a ON a.id = r.article_id ` +
      `WHERE ${currentThen} AND (a.visible_to_key IS NULL OR a.visible_to_key = ${viewer})`,
  ];
}

/**
 * The articles table as it stood at the instant of the placeholder `at` (articlesAsOfParts), to be used in its
 * place as `FROM ${articlesAsOf('$n', '$m')} AS articles`. PostgreSQL reads each part in its own plan and orders
 * none of them for the outer query, so a read in an order with a limit filters, orders and limits each part
 * itself (search's as-of-sql.ts).
 */
export function articlesAsOf(at: string, viewer: string): string {
  return `(${articlesAsOfParts(at, viewer).join(' UNION ALL ')})`;
}
