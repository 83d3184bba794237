/**
 * @module The search's matches in its own order, a chunk at a time after a position (keyset paging): no OFFSET,
 * so the thousandth chunk costs what the first does, and no result window.
 */
import { bulkReadColumns, type SkippableField } from '../store/article-columns';
import { matchesAsOf } from './as-of-sql';
import { buildOrderBy, buildWhere, orderColumn, type BuiltSql } from './search-sql';
import type { SearchRequest } from './search-request';
import { SqlParams } from './sql-params';

/**
 * Where a chunk ends: the last row's order value (UTC ISO 8601 with microseconds, exact whatever the session's
 * time zone or date style; null for a never-revised article in revisedDate order) and its link (unique).
 */
export interface KeysetPosition {
  orderValue: string | null;
  link: string;
}

/** The column under which each row's KeysetPosition order value is selected. */
export const KEYSET_VALUE_COLUMN = 'keyset_value';

/**
 * Rows strictly after `after` in ORDER BY order (`col DIR NULLS LAST, link DIR`). Nulls come last in either
 * direction (revisedDate), so after a non-null value every null row is still ahead, and after a null one only
 * nulls with a later link are.
 */
function afterPredicate(req: SearchRequest, after: KeysetPosition, params: SqlParams): string {
  const column = orderColumn(req);
  const beyond = req.order === 'ASC' ? '>' : '<';
  const link = params.add(after.link);
  if (after.orderValue === null) return `(${column} IS NULL AND link ${beyond} ${link})`;
  const value = `${params.add(after.orderValue)}::timestamptz`;
  // Not the row comparison `(col, link) < (v, l)`: the planner cannot estimate it from the column's histogram and
  // took a sequential scan and sort of every match for each chunk; `col <= v` is a range it estimates and walks.
  const rest = `${column} ${beyond}= ${value} AND (${column} ${beyond} ${value} OR link ${beyond} ${link})`;
  return req.orderBy === 'revisedDate' ? `((${rest}) OR ${column} IS NULL)` : `(${rest})`;
}

/**
 * Up to `limit` matches of `req` after `after` (from the first when null), each with its order value, in the
 * bulk read's columns (`unread`: fields not read, their empty value instead).
 */
export function buildKeysetPageSql(
  req: SearchRequest,
  after: KeysetPosition | null,
  limit: number,
  unread: readonly SkippableField[] = [],
): BuiltSql {
  const params = new SqlParams();
  const where = [buildWhere(req, params)];
  if (after) where.push(afterPredicate(req, after, params));
  // The order column qualified: the bulk read selects its JSON form under the same name, which an unqualified
  // ORDER BY name would sort by.
  const value = `to_char(${orderColumn(req)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const orderBy = buildOrderBy(req, `articles.${orderColumn(req)}`);
  const chunk = params.add(limit);
  // As of a time, each part of the table then gives its first chunk of matches, and the chunk is among them.
  const matches = req.asOf
    ? matchesAsOf({ asOf: req.asOf, viewerKeyId: req.viewerKeyId }, params, where.join(' AND '), {
        orderBy,
        limit: chunk,
      })
    : `articles WHERE ${where.join(' AND ')}`;
  return {
    sql:
      `SELECT ${bulkReadColumns(unread)}, ${value} AS ${KEYSET_VALUE_COLUMN} FROM ${matches} ` +
      `ORDER BY ${orderBy} LIMIT ${chunk}`,
    values: params.values,
  };
}
