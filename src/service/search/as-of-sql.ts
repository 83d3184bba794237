/** @module Which articles relation a search reads: the table, or the table as it stood at the request's `asOf`. */
import { articlesAsOf } from '../store/article-revisions-repo';
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
