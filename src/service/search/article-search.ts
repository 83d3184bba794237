/** @module The article read service: search pages, count matches, fetch by link. No HTTP here. */
import type { ArticleRecord } from '../model/article';
import { findArticleByLink } from '../store/articles-repo';
import { type ArticleRow, toArticleRecord } from '../store/article-rows';
import type { Queryable } from '../store/db';
import { canonicalizeLink } from '../ingest/canonical-link';
import { buildCappedCountSql, buildPageSql } from './search-sql';
import type { SearchRequest } from './search-request';

export interface ArticleSearch {
  searchPage(req: SearchRequest): Promise<ArticleRecord[]>;
  /** Number of matches, exact up to `cap`. */
  countMatches(req: SearchRequest, cap: number): Promise<number>;
  /** By any form of the link: it is canonicalised as ingestion does. */
  findByLink(link: string): Promise<ArticleRecord | null>;
}

export function createArticleSearch(db: Queryable): ArticleSearch {
  return {
    async searchPage(req) {
      const { sql, values } = buildPageSql(req);
      const rows = await db.query<ArticleRow>(sql, values as never[]);
      return rows.map(toArticleRecord);
    },
    async countMatches(req, cap) {
      const { sql, values } = buildCappedCountSql(req, cap);
      const rows = await db.query<{ n: number | string }>(sql, values as never[]);
      return Number(rows[0]?.n ?? 0);
    },
    async findByLink(link) {
      const canonical = canonicalizeLink(link);
      return canonical ? findArticleByLink(db, canonical) : null;
    },
  };
}
