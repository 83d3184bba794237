/**
 * @module A change-feed filter → one SQL select over the change log: the changes in a bounded cursor span
 * whose article, as stored now, passes the subscription's filters (search-sql's WHERE, which means what
 * liveFilterMatches means in memory: live-filter.agreement.test.ts checks both), and the removals whose
 * recorded source and owner the reader may hear of. Only matching changes leave the store.
 */
import { buildWhere } from '../search/search-sql';
import type { SearchRequest } from '../search/search-request';
import { SqlParams } from '../search/sql-params';
import { queryChanges, type ArticleChange } from '../store/change-log';
import type { Queryable, SqlValue } from '../store/db';

export interface ChangeFilter {
  request: SearchRequest;
  /** Revisions too, not only creations. */
  includeUpdates: boolean;
  /** Removals too (with includeUpdates): GET /v2/changes lists them, the live streams send none. */
  removals: boolean;
}

export interface ChangeSpan {
  /** Changes with a cursor above this... */
  after: number;
  /** ...and at most this. */
  through: number;
  /** At most this many, the lowest cursors first. */
  limit: number;
}

const CHANGE_COLUMNS = 'cursor, kind, article_id, link, changed_at, source, visible_to_key';

/** Creations (and revisions) of articles the filters select, as stored now; a deleted article has none. */
function articleBranch(filter: ChangeFilter, params: SqlParams): string {
  // The live matcher has no date bounds: a subscription's filters are the stream filters only.
  const request: SearchRequest = {
    ...filter.request,
    from: null,
    toExclusive: null,
    createdAtMost: undefined,
  };
  const kinds = params.add(filter.includeUpdates ? ['created', 'revised'] : ['created']);
  // Inside the subquery the unqualified columns are the article's (the change log has a source and a link too).
  return `kind = ANY(${kinds}::text[]) AND article_id IN (SELECT id FROM articles WHERE ${buildWhere(request, params)})`;
}

/**
 * Removals the reader may be told of (the article is gone: its source and owner remain): another account's
 * are never told, and the source filters apply to the recorded source; a removal without one passes unless
 * the reader named its sources.
 */
function removalBranch(request: SearchRequest, params: SqlParams): string {
  const owner = `(visible_to_key IS NULL OR visible_to_key = ${params.add(request.viewerKeyId)})`;
  const excluded = `source = ANY(${params.add(request.excludeSources)}::text[])`;
  const scope =
    request.sources.kind === 'only'
      ? `source = ANY(${params.add(request.sources.domains)}::text[]) AND NOT (${excluded})`
      : `(source IS NULL OR NOT (${excluded}))`;
  return `kind = 'removed' AND ${owner} AND ${scope}`;
}

/**
 * The select of the matching changes in `span`, lowest cursors first. Each kind is its own branch, so the
 * planner may find a rare filter's articles through their indexes and a broad one's by walking the span in
 * cursor order; the span bounds the work either way.
 */
export function buildMatchingChangesSql(
  filter: ChangeFilter,
  span: ChangeSpan,
): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  const inSpan = `cursor > ${params.add(span.after)} AND cursor <= ${params.add(span.through)}`;
  const limit = params.add(span.limit);
  const branch = (where: string) =>
    `(SELECT ${CHANGE_COLUMNS} FROM article_changes WHERE ${inSpan} AND ${where} ORDER BY cursor LIMIT ${limit})`;
  const branches = [branch(articleBranch(filter, params))];
  if (filter.includeUpdates && filter.removals) branches.push(branch(removalBranch(filter.request, params)));
  return {
    sql: `SELECT ${CHANGE_COLUMNS} FROM (${branches.join(' UNION ALL ')}) AS matching ORDER BY cursor LIMIT ${limit}`,
    values: params.values,
  };
}

/** The changes in `span` that `filter` lets through, in cursor order. */
export async function readMatchingChanges(
  db: Queryable,
  filter: ChangeFilter,
  span: ChangeSpan,
): Promise<ArticleChange[]> {
  const { sql, values } = buildMatchingChangesSql(filter, span);
  return queryChanges(db, sql, values as SqlValue[]);
}
