/** @module SearchRequest → SQL: the WHERE clause of the filters and the ordered, paged article select. */
import { compileQuery } from './compile-query';
import type { SearchRequest } from './search-request';
import { SqlParams } from './sql-params';
import { ARTICLE_COLUMNS } from '../store/article-rows';

const ORDER_COLUMN = {
  publishDate: 'publish_date',
  createdAt: 'created_at',
  revisedDate: 'revised_date',
} as const;

const DEFAULT_SOURCES = 'SELECT domain FROM sources WHERE is_default AND enabled';

function sourcePredicate(req: SearchRequest, params: SqlParams): string | null {
  switch (req.sources.kind) {
    case 'all':
      return null;
    case 'only':
      return `source = ANY(${params.add(req.sources.domains)}::text[])`;
    case 'default':
      return req.sources.optIn.length > 0
        ? `(source IN (${DEFAULT_SOURCES}) OR source = ANY(${params.add(req.sources.optIn)}::text[]))`
        : `source IN (${DEFAULT_SOURCES})`;
  }
}

/** Every filter of the request as SQL conditions joined by AND (language always included). */
export function buildWhere(req: SearchRequest, params: SqlParams): string {
  const where: string[] = [`language = ${params.add(req.language)}`];
  const sources = sourcePredicate(req, params);
  if (sources) where.push(sources);
  if (req.excludeSources.length > 0)
    where.push(`NOT (source = ANY(${params.add(req.excludeSources)}::text[]))`);
  if (req.tickers === 'any') where.push(`cardinality(tickers) > 0`);
  else if (req.tickers) where.push(`tickers && ${params.add(req.tickers)}::text[]`);
  if (req.countries.length > 0) where.push(`countries && ${params.add(req.countries)}::text[]`);
  if (req.categories.length > 0) where.push(`categories && ${params.add(req.categories)}::text[]`);
  if (req.from) where.push(`publish_date >= ${params.add(req.from)}`);
  if (req.toExclusive) where.push(`publish_date < ${params.add(req.toExclusive)}`);
  if (req.excludeEmptyContent) where.push('has_content');
  if (req.query) where.push(`(${compileQuery(req.query, req.language, params)})`);
  return where.join(' AND ');
}

/** ORDER BY of the request; ties broken by link so paging is stable, never-revised last. */
export function buildOrderBy(req: SearchRequest, sortExpression?: string): string {
  const column = sortExpression ?? ORDER_COLUMN[req.orderBy];
  const direction = req.order === 'ASC' ? 'ASC' : 'DESC';
  const nulls = req.orderBy === 'revisedDate' ? ' NULLS LAST' : '';
  return `${column} ${direction}${nulls}, link ${direction}`;
}

export function orderColumn(req: SearchRequest): string {
  return ORDER_COLUMN[req.orderBy];
}

export interface BuiltSql {
  sql: string;
  values: unknown[];
}

/**
 * The page select. `forceFilterFirst` makes PostgreSQL find all matches through the filter
 * indexes and sort them, instead of walking the order index (wrong choice for rare matches).
 */
export function buildPageSql(req: SearchRequest, options: { forceFilterFirst?: boolean } = {}): BuiltSql {
  const params = new SqlParams();
  const where = buildWhere(req, params);
  // Adding an interval of zero keeps the value but hides the column from the index-order path.
  const sortExpression = options.forceFilterFirst ? `(${orderColumn(req)} + interval '0')` : undefined;
  const limit = params.add(req.pageSize);
  const offset = params.add((req.page - 1) * req.pageSize);
  return {
    sql: `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE ${where} ORDER BY ${buildOrderBy(req, sortExpression)} LIMIT ${limit} OFFSET ${offset}`,
    values: params.values,
  };
}

/**
 * The planner's estimate of matching rows (EXPLAIN plans, never runs, the query). Source scope is
 * left out: the planner misjudges the default-source semi-join badly, and it narrows a walk and a
 * filter-first fetch alike.
 */
export function buildEstimateSql(req: SearchRequest): BuiltSql {
  const params = new SqlParams();
  const where = buildWhere({ ...req, sources: { kind: 'all' }, excludeSources: [] }, params);
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM articles WHERE ${where}`, values: params.values };
}

/** Matches counted up to `cap` (cheap even for broad queries). */
export function buildCappedCountSql(req: SearchRequest, cap: number): BuiltSql {
  const params = new SqlParams();
  const where = buildWhere(req, params);
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM articles WHERE ${where} LIMIT ${params.add(cap)}) AS capped`,
    values: params.values,
  };
}
