/**
 * @module The article read service: search pages, count matches, fetch by link. No HTTP here.
 * Chooses the query shape per request (plan-shape.ts) from the planner's estimate; on a
 * PostgreSQL server a walk that overruns its budget is cancelled and redone filter-first, which
 * covers estimates that are wrong.
 */
import { canonicalizeLink } from '../ingest/canonical-link';
import type { ArticleRecord } from '../model/article';
import { findArticleByLink } from '../store/articles-repo';
import { type ArticleRow, toArticleRecord } from '../store/article-rows';
import type { Db, Queryable } from '../store/db';
import { choosePlanShape, type PlanShape } from './plan-shape';
import { buildCappedCountSql, buildEstimateSql, buildPageSql } from './search-sql';
import type { SearchRequest } from './search-request';

export interface ArticleSearch {
  searchPage(req: SearchRequest): Promise<ArticleRecord[]>;
  /** Number of matches, exact up to `cap`. */
  countMatches(req: SearchRequest, cap: number): Promise<number>;
  /** By any form of the link: it is canonicalised as ingestion does. */
  findByLink(link: string): Promise<ArticleRecord | null>;
}

export interface SearchTuning {
  /** Budget of an index-order walk before it is redone filter-first (PostgreSQL server only). */
  walkBudgetMs: number;
  /** How long the table size estimate is reused. */
  totalRowsTtlMs: number;
}

const DEFAULT_TUNING: SearchTuning = { walkBudgetMs: 250, totalRowsTtlMs: 60_000 };
const QUERY_CANCELED = '57014';

/** True when the request narrows beyond language, sources and dates (what the order index serves). */
export function isSelective(req: SearchRequest): boolean {
  return (
    req.query !== null ||
    req.tickers !== null ||
    req.countries.length > 0 ||
    req.categories.length > 0 ||
    req.excludeEmptyContent
  );
}

function planRows(rows: Record<string, unknown>[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export function createArticleSearch(db: Db, tuning: SearchTuning = DEFAULT_TUNING): ArticleSearch {
  let totalRows = { value: 0, expires: 0 };

  async function estimateTotalRows(): Promise<number> {
    if (totalRows.expires > Date.now()) return totalRows.value;
    const rows = await db.query<{ n: number }>(
      `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'articles'::regclass`,
    );
    totalRows = { value: Number(rows[0]?.n ?? 0), expires: Date.now() + tuning.totalRowsTtlMs };
    return totalRows.value;
  }

  async function runPage(conn: Queryable, req: SearchRequest, shape: PlanShape): Promise<ArticleRecord[]> {
    const { sql, values } = buildPageSql(req, { forceFilterFirst: shape === 'filter-first' });
    const rows = await conn.query<ArticleRow>(sql, values as never[]);
    return rows.map(toArticleRecord);
  }

  async function walkWithinBudget(req: SearchRequest): Promise<ArticleRecord[]> {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(tuning.walkBudgetMs)]);
        return runPage(tx, req, 'walk');
      });
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
      return runPage(db, req, 'filter-first');
    }
  }

  return {
    async searchPage(req) {
      if (!isSelective(req)) return runPage(db, req, 'walk');
      const estimate = buildEstimateSql(req);
      const [plan, total] = await Promise.all([
        db.query(estimate.sql, estimate.values as never[]),
        estimateTotalRows(),
      ]);
      const shape = choosePlanShape({
        estimatedMatches: planRows(plan),
        totalRows: total,
        rowsNeeded: req.page * req.pageSize,
        selective: true,
      });
      if (shape === 'filter-first' || db.engine !== 'postgres') return runPage(db, req, shape);
      return walkWithinBudget(req);
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
