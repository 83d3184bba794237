/** @module Which articles relation a search reads: the table, or the table as it stood at the request's `asOf`. */
import { articlesAsOf, articlesAsOfParts } from '../store/article-revisions-repo';
import type { SearchRequest } from './search-request';
import type { SqlParams } from './sql-params';

/**
 * `articles`, or with `asOf` the table as of then (deleted articles the viewer could see then included) under
 * the same name, so every filter reads its columns.
 */
export function articlesFrom(req: Pick<SearchRequest, 'asOf' | 'viewerKeyId'>, params: SqlParams): string {
  return req.asOf
    ? `${articlesAsOf(params.add(req.asOf), params.add(req.viewerKeyId))} AS articles`
    : 'articles';
}

/**
 * The rows of the table as of `asOf` (seen by `viewerKeyId`) that match `where`, under the name `articles`: each
 * part of the table as of then (articlesAsOfParts) filtered by itself, and with `ordered` only its first `limit`
 * (a placeholder) matches in `orderBy` order, for the caller to order and limit again. PostgreSQL neither orders
 * the parts of a union for the query around it nor joins into them by a key, so an `ORDER BY … LIMIT` or an
 * `id IN (…)` over articlesFrom read every part whole; here each part walks its own order index (or looks its
 * few matches up by its own indexes and sorts them), and a page reads what a page of the table does.
 */
export function matchesAsOf(
  { asOf, viewerKeyId }: { asOf: Date; viewerKeyId: number },
  params: SqlParams,
  where: string,
  ordered?: { orderBy: string; limit: string },
): string {
  const tail = ordered ? ` ORDER BY ${ordered.orderBy} LIMIT ${ordered.limit}` : '';
  const parts = articlesAsOfParts(params.add(asOf), params.add(viewerKeyId)).map(
    (part) => `(SELECT * FROM (${part}) AS articles WHERE ${where}${tail})`,
  );
  return `(${parts.join(' UNION ALL ')}) AS articles`;
}
