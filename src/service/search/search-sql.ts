/** @module SearchRequest → SQL: the WHERE clause of the filters and the ordered, paged article select. */
import { articlesFrom, matchesAsOf } from './as-of-sql';
import type { KeyWalk } from './article-keys';
import { compileQuery } from './compile-query';
import { keyedArticles, severalKeysPageSql } from './keyed-sql';
import type { SearchRequest } from './search-request';
import { SqlParams } from './sql-params';
import { ARTICLE_COLUMNS } from '../store/article-columns';

const ORDER_COLUMN = {
  publishDate: 'publish_date',
  createdAt: 'created_at',
  revisedDate: 'revised_date',
} as const;

/**
 * The default set of the viewer (placeholder `key`): the shared default sources plus its own
 * enabled custom sources (never default for everyone: migration 006). Without custom sources of its
 * own the set is the shared default set; the extra condition is on the small sources table.
 */
const defaultSources = (key: string) =>
  `SELECT domain FROM sources WHERE enabled AND (is_default OR custom_for_key = ${key})`;

/**
 * Articles of other accounts' custom sources are never searched, whatever the request names. An
 * anti-join, not `NOT IN (subquery)`: the planner estimates it from the sources table (nearly every
 * row passes), where a hashed NOT IN would be taken to halve the matches and could flip a walk.
 */
const notOthersCustom = (key: string) =>
  `NOT EXISTS (SELECT 1 FROM sources c WHERE c.domain = articles.source AND c.custom_for_key <> ${key})`;

function sourcePredicates(req: SearchRequest, params: SqlParams): string[] {
  const key = params.add(req.viewerKeyId);
  switch (req.sources.kind) {
    case 'all':
      return [notOthersCustom(key)];
    case 'only':
      return [`source = ANY(${params.add(req.sources.domains)}::text[])`, notOthersCustom(key)];
    case 'default':
      // The default set holds no other account's source; opted-in domains might.
      return req.sources.optIn.length > 0
        ? [
            `(source IN (${defaultSources(key)}) OR source = ANY(${params.add(req.sources.optIn)}::text[]))`,
            notOthersCustom(key),
          ]
        : [`source IN (${defaultSources(key)})`];
  }
}

export interface WhereOptions {
  /** False leaves sources out (the planner's estimate): they narrow every plan shape alike. */
  sourceScope?: boolean;
  /** False leaves the language filter out (the language facet counts every language). */
  language?: boolean;
  /** The filter a walk of article_keys guarantees (its KeyWalk's `replaces`), left out. */
  walked?: KeyWalk['replaces'];
}

/** Every filter of the request as SQL conditions joined by AND (language included unless told). */
export function buildWhere(req: SearchRequest, params: SqlParams, options: WhereOptions = {}): string {
  const where: string[] = options.language === false ? ['TRUE'] : [`language = ${params.add(req.language)}`];
  if (options.sourceScope !== false) {
    where.push(...sourcePredicates(req, params));
    if (req.excludeSources.length > 0)
      where.push(`NOT (source = ANY(${params.add(req.excludeSources)}::text[]))`);
  }
  if (req.tickers === 'any') where.push(`cardinality(tickers) > 0`);
  else if (req.tickers && options.walked !== 'tickers')
    where.push(`tickers && ${params.add(req.tickers)}::text[]`);
  if (req.countries.length > 0) where.push(`countries && ${params.add(req.countries)}::text[]`);
  if (req.categories.length > 0) where.push(`categories && ${params.add(req.categories)}::text[]`);
  if (req.sentiments.length > 0) where.push(`sentiment = ANY(${params.add(req.sentiments)}::text[])`);
  // Compared as float4, the column's type: 0.7 stored and 0.7 asked are then the same value.
  if (req.minConfidence !== null) where.push(`confidence >= ${params.add(req.minConfidence)}::real`);
  if (req.from) where.push(`publish_date >= ${params.add(req.from)}`);
  if (req.toExclusive) where.push(`publish_date < ${params.add(req.toExclusive)}`);
  if (req.createdAtMost) where.push(`created_at <= ${params.add(req.createdAtMost)}`);
  if (req.excludeEmptyContent) where.push('has_content');
  if (req.query) {
    const walked = options.walked === 'tickers' ? undefined : options.walked;
    where.push(`(${compileQuery(req.query, req.language, params, walked)})`);
  }
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
 * The story a match stands for (`collapse: "story"`): its story, or, not grouped yet (the grouping runs just
 * after the write), a story of its own (the negated article id never meets a story id).
 */
export const STORY_KEY =
  'COALESCE((SELECT s.story_id FROM article_stories s WHERE s.article_id = articles.id), -articles.id)';

/**
 * The matches that stand for their story: of each story's matches the first seen (ties: the lower id), so a
 * page shows a story once, by the copy that broke it among those the filters keep.
 */
export function storyFirstMatches(req: SearchRequest, params: SqlParams, where: string): string {
  return (
    `SELECT id, link, ${orderColumn(req)} AS sort_value FROM (SELECT id, link, ${orderColumn(req)}, ` +
    `row_number() OVER (PARTITION BY ${STORY_KEY} ORDER BY first_seen_at, id) AS story_rank ` +
    `FROM ${articlesFrom(req, params)} WHERE ${where}) AS matched WHERE story_rank = 1`
  );
}

export interface PageOptions {
  /**
   * Find all matches through the filter indexes and sort them, instead of walking the order index (the wrong
   * choice for rare matches).
   */
  forceFilterFirst?: boolean;
  /**
   * Walk article_keys under these keys (drivingKeys of the request) in publish-date order, and read only the
   * article rows it names; the request's other filters apply to them.
   */
  walkKeys?: KeyWalk;
}

/** The page select, in the shape `options` asks for (a walk of the order index by default). */
export function buildPageSql(req: SearchRequest, options: PageOptions = {}): BuiltSql {
  if (req.collapse === 'story') return buildCollapsedPageSql(req);
  const params = new SqlParams();
  // The keys are the current rows': an earlier version may have had others.
  const walk = options.walkKeys && options.walkKeys.keys.length > 0 && !req.asOf ? options.walkKeys : null;
  const where = buildWhere(req, params, walk ? { walked: walk.replaces } : {});
  // Adding an interval of zero keeps the value but hides the column from the index-order path.
  const sortExpression = walk
    ? 'keyed.key_date'
    : options.forceFilterFirst
      ? `(${orderColumn(req)} + interval '0')`
      : undefined;
  const limit = params.add(req.pageSize);
  const skipped = (req.page - 1) * req.pageSize;
  const offset = params.add(skipped);
  const orderBy = buildOrderBy(req, sortExpression);
  if (req.asOf) {
    // The page is among the first skipped + pageSize matches of each part of the table as of then; the deep
    // page's split below would join every part whole to its ids.
    const firsts = matchesAsOf({ asOf: req.asOf, viewerKeyId: req.viewerKeyId }, params, where, {
      orderBy,
      limit: params.add(skipped + req.pageSize),
    });
    return {
      sql: `SELECT ${ARTICLE_COLUMNS} FROM ${firsts} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      values: params.values,
    };
  }
  if (walk && walk.keys.length > 1) {
    return {
      sql: severalKeysPageSql(req, walk.keys, params, {
        where,
        limit,
        offset,
        skipped,
        pageSize: req.pageSize,
      }),
      values: params.values,
    };
  }
  const key = walk?.keys[0];
  const articles = key === undefined ? 'articles' : keyedArticles(req, key, params);
  if (skipped === 0) {
    return {
      sql: `SELECT ${ARTICLE_COLUMNS} FROM ${articles} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
      values: params.values,
    };
  }
  // A deep page skips (page - 1) × pageSize matches: it finds and sorts their ids and sort keys only, then
  // fetches the page's rows whole, instead of carrying every skipped row's columns through the sort.
  const pageIds = `SELECT articles.id FROM ${articles} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  return {
    sql: `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id IN (${pageIds}) ORDER BY ${buildOrderBy(req)}`,
    values: params.values,
  };
}

/** The page of a collapsed search: every match is read (a story's first copy may be anywhere), then paged. */
function buildCollapsedPageSql(req: SearchRequest): BuiltSql {
  const params = new SqlParams();
  const where = buildWhere(req, params);
  const firsts = storyFirstMatches(req, params, where);
  const limit = params.add(req.pageSize);
  const offset = params.add((req.page - 1) * req.pageSize);
  const pageIds = `SELECT id FROM (${firsts}) AS firsts ORDER BY ${buildOrderBy(req, 'sort_value')} LIMIT ${limit} OFFSET ${offset}`;
  return {
    sql: `SELECT ${ARTICLE_COLUMNS} FROM ${articlesFrom(req, params)} WHERE id IN (${pageIds}) ORDER BY ${buildOrderBy(req)}`,
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
  // A live stream's starting point excludes almost nothing, and would make every estimate a new cache entry.
  const where = buildWhere({ ...req, createdAtMost: undefined }, params, { sourceScope: false });
  return {
    sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${articlesFrom(req, params)} WHERE ${where}`,
    values: params.values,
  };
}

/** The planner's estimate of the rows under `keys` that a key walk of `req` may read (EXPLAIN only). */
export function buildKeyedEstimateSql(req: SearchRequest, { keys }: KeyWalk): BuiltSql {
  const params = new SqlParams();
  const where = [`key = ANY(${params.add([...keys])}::text[])`, `language = ${params.add(req.language)}`];
  if (req.from) where.push(`publish_date >= ${params.add(req.from)}`);
  if (req.toExclusive) where.push(`publish_date < ${params.add(req.toExclusive)}`);
  return {
    sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM article_keys WHERE ${where.join(' AND ')}`,
    values: params.values,
  };
}

/** Matches counted up to `cap` (cheap even for broad queries). */
export function buildCappedCountSql(req: SearchRequest, cap: number): BuiltSql {
  const params = new SqlParams();
  const where = buildWhere(req, params);
  if (req.collapse === 'story') {
    return {
      sql: `SELECT count(*) AS n FROM (SELECT DISTINCT ${STORY_KEY} FROM ${articlesFrom(req, params)} WHERE ${where} LIMIT ${params.add(cap)}) AS capped`,
      values: params.values,
    };
  }
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${articlesFrom(req, params)} WHERE ${where} LIMIT ${params.add(cap)}) AS capped`,
    values: params.values,
  };
}

/**
 * One article by link, unless it belongs to another account's custom source. `links` are the forms it may
 * be stored under, the current canonical form first and preferred; an article stored at one of them comes
 * before one that had it as an earlier link (an alias, kept when its publisher moved it). With `asOf`, the
 * article as it was stored then (absent when first seen later).
 */
export function buildByLinkSql(links: readonly string[], viewerKeyId: number, asOf?: Date): BuiltSql {
  const params = new SqlParams();
  const forms = params.add([...links]);
  const first = params.add(links[0] ?? '');
  // A union of two index look-ups: an OR across the two tables would let the planner scan every article.
  const candidates =
    `SELECT id FROM articles WHERE link = ANY(${forms}::text[]) ` +
    `UNION ALL SELECT article_id FROM article_link_aliases WHERE link = ANY(${forms}::text[])` +
    // As of a time, also an article deleted since, by the link it had last.
    (asOf ? ` UNION ALL SELECT id FROM article_tombstones WHERE link = ANY(${forms}::text[])` : '');
  const where = `id IN (${candidates}) AND ${notOthersCustom(params.add(viewerKeyId))}`;
  // As of a time, each part of the table then looks its candidates up by itself.
  const found = asOf ? matchesAsOf({ asOf, viewerKeyId }, params, where) : `articles WHERE ${where}`;
  return {
    sql:
      `SELECT ${ARTICLE_COLUMNS} FROM ${found} ` +
      `ORDER BY link = ${first} DESC, link = ANY(${forms}::text[]) DESC LIMIT 1`,
    values: params.values,
  };
}

/** The articles `ids` the viewer may see (none of another account's custom sources), in no set order. */
export function buildByIdsSql(ids: readonly number[], viewerKeyId: number): BuiltSql {
  const params = new SqlParams();
  return {
    sql:
      `SELECT ${ARTICLE_COLUMNS} FROM articles WHERE id = ANY(${params.add([...ids])}::bigint[]) ` +
      `AND ${notOthersCustom(params.add(viewerKeyId))}`,
    values: params.values,
  };
}
