/** @module The export's read side: a search's matches in order, one keyset chunk at a time. No HTTP here. */
import type { ArticleRecord } from '../model/article';
import { type ArticleRow, toArticleRecord } from '../store/article-columns';
import type { Queryable } from '../store/db';
import { buildKeysetPageSql, KEYSET_VALUE_COLUMN, type KeysetPosition } from './keyset-sql';
import type { SearchRequest } from './search-request';

export interface ExportRow {
  record: ArticleRecord;
  /** Where the next chunk starts when this row is the last one sent. */
  position: KeysetPosition;
}

export interface ArticleExport {
  /** Up to `limit` matches of `req` after `after` (from the first when null), in the search's order. */
  chunk(req: SearchRequest, after: KeysetPosition | null, limit: number): Promise<ExportRow[]>;
}

export function createArticleExport(db: Queryable): ArticleExport {
  return {
    async chunk(req, after, limit) {
      const { sql, values } = buildKeysetPageSql(req, after, limit);
      const rows = await db.query<ArticleRow>(sql, values as never[]);
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
