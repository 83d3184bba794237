/**
 * @module The article read service: search pages, count matches, fetch by link. No HTTP here.
 * Chooses the query shape per request (plan-shape.ts) from the planner's estimate; on a
 * PostgreSQL server a walk that overruns its budget is cancelled and redone filter-first, which
 * covers estimates that are wrong.
 */
import { canonicalizeLink, legacyCanonicalLink } from '../model/canonical-link';
import type { ArticleRecord } from '../model/article';
import { type ArticleRow, toArticleRecord } from '../store/article-columns';
import type { Db, Queryable } from '../store/db';
import { drivingKeys, type KeyWalk } from './article-keys';
import { choosePlanShape, type PlanShape } from './plan-shape';
import {
  buildByIdsSql,
  buildByLinkSql,
  buildCappedCountSql,
  buildEstimateSql,
  buildKeyedEstimateSql,
  buildPageSql,
  type BuiltSql,
} from './search-sql';
import { listStoryMembers } from '../store/stories-repo';
import type { SearchRequest } from './search-request';
import { createTtlLru } from './ttl-lru';

export interface ArticleSearch {
  searchPage(req: SearchRequest): Promise<ArticleRecord[]>;
  /** Number of matches, exact up to `cap`. */
  countMatches(req: SearchRequest, cap: number): Promise<number>;
  /**
   * By any form of the link: it is canonicalised as ingestion does. Null as well when the article
   * belongs to a custom source of another account than the viewer's. With `asOf`, as stored at that instant.
   */
  findByLink(link: string, viewerKeyId: number, asOf?: Date): Promise<ArticleRecord | null>;
  /**
   * The story's articles the viewer may see, first seen first (at most `limit`), with the total it may see;
   * null when it may see none (or there is no such story).
   */
  findStory(storyId: number, viewerKeyId: number, limit: number): Promise<StoryPage | null>;
}

export interface StoryMember {
  article: ArticleRecord;
  /** The link of the first copy this one reprints, or null. */
  reprintOf: string | null;
}

export interface StoryPage {
  size: number;
  members: StoryMember[];
}

export interface SearchTuning {
  /** How long the table size estimate is reused. */
  totalRowsTtlMs: number;
  /** How long a match estimate is reused for the same filters (paging re-runs a query). */
  estimateTtlMs: number;
}

const DEFAULT_TUNING: SearchTuning = { totalRowsTtlMs: 60_000, estimateTtlMs: 60_000 };
const ESTIMATE_CACHE_SIZE = 2_000;

/**
 * Settings of the connections that walk the order index (PostgreSQL server): no bitmap scans, which
 * would fetch and sort every match of a common filter, and a time budget after which the walk is
 * redone filter-first (a wrong estimate). Set at connection start, so a walk is one round trip.
 */
export const WALK_CONNECTION_SETTINGS = {
  enable_bitmapscan: 'off',
  statement_timeout: '250',
  // A walk reads a page's worth of rows: workers cost more to start than they could save (an OR of keys was
  // planned as a parallel sort of every keyed row, 40× slower than the same sort alone).
  max_parallel_workers_per_gather: '0',
};
const QUERY_CANCELED = '57014';

/**
 * Settings of the connections that run plain pages (PostgreSQL server): a prepared statement there is planned
 * once per connection. Planning was most of such a page's cost (0.2–0.5 ms against 0.05 ms of execution at 100k
 * articles: the planner weighs each of the table's indexes), and its plan is the order walk whatever the values.
 */
export const PLAIN_PAGE_CONNECTION_SETTINGS = { plan_cache_mode: 'force_generic_plan' };

/** True when the request narrows beyond language, sources and dates (what the order index serves). */
export function isSelective(req: SearchRequest): boolean {
  return (
    req.query !== null ||
    req.tickers !== null ||
    req.countries.length > 0 ||
    req.categories.length > 0 ||
    req.sentiments.length > 0 ||
    req.minConfidence !== null ||
    req.excludeEmptyContent
  );
}

/**
 * True for a page the order index serves as it stands whatever the values: no narrowing filter, the default
 * sources (a named or excluded source may be served better by the source index), no asOf or story collapse, and
 * dates only on the order's own column.
 */
export function isPlainWalk(req: SearchRequest): boolean {
  return (
    !isSelective(req) &&
    req.sources.kind === 'default' &&
    req.sources.optIn.length === 0 &&
    req.excludeSources.length === 0 &&
    req.asOf === undefined &&
    req.collapse === undefined &&
    req.createdAtMost === undefined &&
    ((req.from === null && req.toExclusive === null) || req.orderBy === 'publishDate')
  );
}

function planRows(rows: Record<string, unknown>[]): number {
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export interface ArticleSearchOptions {
  /** Connections with WALK_CONNECTION_SETTINGS; without them the planner walks as it likes. */
  walkDb?: Queryable;
  /** Connections with PLAIN_PAGE_CONNECTION_SETTINGS, for plain pages (isPlainWalk), prepared. */
  plainDb?: Queryable;
  tuning?: SearchTuning;
  /** The shape strategy; plan-shape.ts unless a test needs one forced. */
  chooseShape?: typeof choosePlanShape;
}

export function createArticleSearch(db: Db, options: ArticleSearchOptions = {}): ArticleSearch {
  const tuning = options.tuning ?? DEFAULT_TUNING;
  const walkDb = options.walkDb;
  const plainDb = options.plainDb;
  const chooseShape = options.chooseShape ?? choosePlanShape;
  let totalRows = { value: 0, expires: 0 };
  const estimates = createTtlLru<number>({ max: ESTIMATE_CACHE_SIZE, ttlMs: tuning.estimateTtlMs });

  async function estimateRows({ sql, values }: BuiltSql): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(values)}`;
    const hit = estimates.get(key);
    if (hit !== undefined) return hit;
    const rows = planRows(await db.query(sql, values as never[]));
    estimates.set(key, rows);
    return rows;
  }

  async function estimateTotalRows(): Promise<number> {
    if (totalRows.expires > Date.now()) return totalRows.value;
    const rows = await db.query<{ n: number }>(
      `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'articles'::regclass`,
      [],
      { prepare: true },
    );
    totalRows = { value: Number(rows[0]?.n ?? 0), expires: Date.now() + tuning.totalRowsTtlMs };
    return totalRows.value;
  }

  async function runPage(
    conn: Queryable,
    req: SearchRequest,
    shape: PlanShape,
    keys: KeyWalk | null = null,
    prepare = false,
  ): Promise<ArticleRecord[]> {
    const { sql, values } = buildPageSql(req, {
      forceFilterFirst: shape === 'filter-first',
      ...(shape === 'keys' && keys ? { walkKeys: keys } : {}),
    });
    const rows = await conn.query<ArticleRow>(sql, values as never[], { prepare });
    return rows.map(toArticleRecord);
  }

  async function walkWithinBudget(
    conn: Queryable,
    req: SearchRequest,
    shape: PlanShape,
    keys: KeyWalk | null,
  ): Promise<ArticleRecord[]> {
    try {
      return await runPage(conn, req, shape, keys);
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
      return runPage(db, req, 'filter-first');
    }
  }

  return {
    async searchPage(req) {
      if (!isSelective(req)) {
        return plainDb && isPlainWalk(req)
          ? runPage(plainDb, req, 'walk', null, true)
          : runPage(db, req, 'walk');
      }
      const keys = drivingKeys(req);
      const [matches, total, keyedRows] = await Promise.all([
        estimateRows(buildEstimateSql(req)),
        estimateTotalRows(),
        keys ? estimateRows(buildKeyedEstimateSql(req, keys)) : undefined,
      ]);
      const shape = chooseShape({
        estimatedMatches: matches,
        totalRows: total,
        rowsNeeded: req.page * req.pageSize,
        selective: true,
        ...(keyedRows === undefined || !keys ? {} : { keyedRows, keyCount: keys.keys.length }),
      });
      if (shape === 'filter-first' || !walkDb) return runPage(db, req, shape, keys);
      return walkWithinBudget(walkDb, req, shape, keys);
    },
    async countMatches(req, cap) {
      const { sql, values } = buildCappedCountSql(req, cap);
      const rows = await db.query<{ n: number | string }>(sql, values as never[]);
      return Number(rows[0]?.n ?? 0);
    },
    async findByLink(link, viewerKeyId, asOf) {
      const canonical = canonicalizeLink(link);
      if (!canonical) return null;
      const legacy = legacyCanonicalLink(link);
      const { sql, values } = buildByLinkSql(legacy ? [canonical, legacy] : [canonical], viewerKeyId, asOf);
      const rows = await db.query<ArticleRow>(sql, values as never[]);
      return rows[0] ? toArticleRecord(rows[0]) : null;
    },
    async findStory(storyId, viewerKeyId, limit) {
      // Every member is read to know what the viewer may see; a story is a handful of copies, not a corpus.
      const members = await listStoryMembers(db, storyId, Number.MAX_SAFE_INTEGER);
      if (members.length === 0) return null;
      const { sql, values } = buildByIdsSql(
        members.map((m) => m.articleId),
        viewerKeyId,
      );
      const visible = new Map(
        (await db.query<ArticleRow>(sql, values as never[])).map((row) => {
          const record = toArticleRecord(row);
          return [record.id, record] as const;
        }),
      );
      const links = new Set([...visible.values()].map((a) => a.link));
      const shown = members.flatMap((m) => {
        const article = visible.get(m.articleId);
        // A first copy the viewer may not see is not named.
        const reprintOf = m.reprintOf !== null && links.has(m.reprintOf) ? m.reprintOf : null;
        return article ? [{ article, reprintOf }] : [];
      });
      return shown.length === 0 ? null : { size: shown.length, members: shown.slice(0, limit) };
    },
  };
}
