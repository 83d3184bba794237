/**
 * @module The page of a search that walks article_keys (migration 034, article-keys.ts) instead of an index of
 * articles: the rows under a key in publish-date order, each joined to its article, which the request's other
 * filters keep or drop. Only in publish-date order (drivingKeys), so the order is the key rows' date, then link.
 */
import { ARTICLE_COLUMNS } from '../store/article-columns';
import type { SearchRequest } from './search-request';
import type { SqlParams } from './sql-params';

/** `req`'s language and date range, as conditions on article_keys' columns. */
function keyBounds(req: SearchRequest, params: SqlParams): string {
  const bounds = [`language = ${params.add(req.language)}`];
  if (req.from) bounds.push(`publish_date >= ${params.add(req.from)}`);
  if (req.toExclusive) bounds.push(`publish_date < ${params.add(req.toExclusive)}`);
  return bounds.join(' AND ');
}

const keyedWithin = (key: string, bounds: string, params: SqlParams): string =>
  `(SELECT publish_date AS key_date, id AS key_id FROM article_keys WHERE key = ${params.add(key)} AND ${bounds}) ` +
  `AS keyed JOIN articles ON articles.id = keyed.key_id`;

/**
 * The articles carrying `key` in `req`'s language and date range, each joined to its row of article_keys
 * `keyed (key_date, key_id)`: in `keyed.key_date` order, a page's rows are the first of the key's index range.
 */
export function keyedArticles(req: SearchRequest, key: string, params: SqlParams): string {
  return keyedWithin(key, keyBounds(req, params), params);
}

/** The page asked for: its placeholders, the matches it skips, and the filters left to the joined articles. */
export interface KeyedPage {
  /** The request's filters but the one the keys stand for (buildWhere with `walked`). */
  where: string;
  limit: string;
  offset: string;
  skipped: number;
  pageSize: number;
}

/**
 * The page of a search every match of which carries one of `keys` (several): each key walked as one key's page is,
 * to its first skipped + pageSize matches, and the page taken from those. A match of the page is among the first
 * that many of every key it carries, and one under two keys among the first of both: kept once (same date, same
 * link). One merge of all the keys' ranges would read fewer article rows, but PostgreSQL plans a UNION ALL member
 * that has a WHERE clause as a query of its own, for all its rows: without a LIMIT of its own a member scanned
 * and sorted its key's every row (at 10k articles on a server, whenever article_keys was not vacuumed).
 */
export function severalKeysPageSql(
  req: SearchRequest,
  keys: readonly string[],
  params: SqlParams,
  page: KeyedPage,
): string {
  const bounds = keyBounds(req, params);
  const direction = req.order === 'ASC' ? 'ASC' : 'DESC';
  const first = page.skipped === 0;
  // A deeper page carries ids only through the sorts, and reads the page's rows whole at the end.
  const columns = first ? `${ARTICLE_COLUMNS}, keyed.key_date` : 'articles.id, link, keyed.key_date';
  const each = first ? page.limit : params.add(page.skipped + page.pageSize);
  const firsts = keys.map(
    (key) =>
      `(SELECT ${columns} FROM ${keyedWithin(key, bounds, params)} WHERE ${page.where} ` +
      `ORDER BY keyed.key_date ${direction}, link ${direction} LIMIT ${each})`,
  );
  const paged =
    `SELECT DISTINCT ON (key_date, link) ${first ? ARTICLE_COLUMNS : 'id'} FROM (${firsts.join(' UNION ALL ')}) ` +
    `AS firsts ORDER BY key_date ${direction}, link ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (first) return paged;
  return `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id IN (${paged}) ORDER BY publish_date ${direction}, link ${direction}`;
}
