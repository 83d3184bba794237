/** @module Which articles relation a search reads: the table, or the table as it stood at the request's `asOf`. */
import { articlesAsOf } from '../store/article-revisions-repo';
import type { SearchRequest } from './search-request';
import type { SqlParams } from './sql-params';

/** `articles`, or with `asOf` the table as of then under the same name, so every filter reads its columns. */
export function articlesFrom(req: Pick<SearchRequest, 'asOf'>, params: SqlParams): string {
  return req.asOf ? `${articlesAsOf(params.add(req.asOf))} AS articles` : 'articles';
}
