/** @module The export's read side: a search's matches in order, one keyset chunk at a time. No HTTP here. */
import type { ArticleRecord } from '../model/article';
import { type ArticleRow, type SkippableField, toArticleRecord } from '../store/article-columns';
import type { Db } from '../store/db';
import { buildKeysetPageSql, KEYSET_VALUE_COLUMN, type KeysetPosition } from './keyset-sql';
import type { SearchRequest } from './search-request';

export interface ExportRow {
  record: ArticleRecord;
  /** Where the next chunk starts when this row is the last one sent. */
  position: KeysetPosition;
}

export interface ArticleExport {
  /**
   * Up to `limit` matches of `req` after `after` (from the first when null), in the search's order; the fields
   * of `unread` (which the export does not show) are left empty.
   */
  chunk(
    req: SearchRequest,
    after: KeysetPosition | null,
    limit: number,
    unread?: readonly SkippableField[],
  ): Promise<ExportRow[]>;
}

/**
 * Each chunk walks the order index from where the last one stopped: over a whole export that is one pass over
 * the index, whatever the filters. The planner would rather fetch every remaining match and sort it when it
 * expects few (and it misjudges the source scope badly): per chunk, that is a pass over all the matches each
 * time. Sorting is therefore made a last resort for the chunk's statement only, and so are what the walk's
 * high cost estimate would otherwise bring in: JIT compilation (half a second a chunk) and parallel workers.
 * TimeZone UTC: the bulk read's timestamps come as JSON text in the session's offset (bulkReadColumns).
 */
const WALK_SETTINGS = `SELECT set_config('enable_sort', 'off', true), set_config('jit', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true), set_config('TimeZone', 'UTC', true)`;

export function createArticleExport(db: Db): ArticleExport {
  return {
    async chunk(req, after, limit, unread = []) {
      const { sql, values } = buildKeysetPageSql(req, after, limit, unread);
      const rows = await db.transaction(async (tx) => {
        await tx.query(WALK_SETTINGS, [], { prepare: true });
        return tx.query<ArticleRow>(sql, values as never[]);
      });
      return rows.map((row) => {
        const record = toArticleRecord(row);
        const value = row[KEYSET_VALUE_COLUMN];
        return {
          record,
          position: { orderValue: value === null ? null : String(value), link: record.link },
        };
      });
    },
  };
}
