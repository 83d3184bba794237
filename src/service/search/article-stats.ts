/**
 * @module Aggregates over every article a search matches: sentiment mix, a sentiment timeline in
 * hour or day buckets, mean confidence, top sources and tickers, and on request the facets of the
 * filter panel. Same filters as the search (minConfidence and sentiments included).
 */
import type { ArticleStatsResponse, Sentiment, StatsInterval } from '../../contract';
import type { Queryable } from '../store/db';
import { computeFacets } from './article-facets';
import {
  companySeriesSql,
  toCompanySeries,
  type CompanySeriesRequest,
  type SeriesRow,
} from './company-sentiment-stats';
import { articlesFrom } from './as-of-sql';
import { buildWhere, STORY_KEY, storyFirstMatches } from './search-sql';
import type { SearchRequest } from './search-request';
import { SqlParams } from './sql-params';

export interface StatsRequest {
  search: SearchRequest;
  interval: StatsInterval | undefined;
  top: number;
  /** Adds the facet counts (one more set of GROUP BYs over the same matches). */
  facets: boolean;
  /** Adds each company's own sentiment series; absent: none. */
  companySentiment?: CompanySeriesRequest;
  /** Adds the story counts (`stories`). */
  stories?: boolean;
}

const DAY_MS = 86_400_000;
const THREE_DAYS_MS = 3 * DAY_MS;
/** Beyond this many day (then week) buckets the default interval steps up, so a chart stays readable. */
const MAX_DEFAULT_BUCKETS = 200;

/**
 * The default bucket size for the range: the request's bounds, else those of the matches (`extent`, asked
 * for only when the request has no `from`), else now. Hour up to three days, else day, else week, else
 * month — whichever first gives at most 200 buckets.
 */
export function chooseInterval(
  req: SearchRequest,
  extent: { first: Date; last: Date } | null,
  now: Date = new Date(),
): StatsInterval {
  const from = req.from ?? extent?.first;
  if (!from) return 'day';
  const end = req.toExclusive ?? (req.from ? now : (extent?.last ?? now));
  const span = end.getTime() - from.getTime();
  if (span <= THREE_DAYS_MS) return 'hour';
  if (span / DAY_MS <= MAX_DEFAULT_BUCKETS) return 'day';
  if (span / (7 * DAY_MS) <= MAX_DEFAULT_BUCKETS) return 'week';
  return 'month';
}

/**
 * The matches as a CTE `m`, with the columns every aggregate reads; with `collapse: "story"` only each story's
 * first-seen match, so every count is of stories. `withStory` adds the story key and first sighting.
 */
export function matchedCte(search: SearchRequest, params: SqlParams, withStory = false): string {
  const where = buildWhere(search, params);
  const matches =
    search.collapse === 'story'
      ? `id IN (SELECT id FROM (${storyFirstMatches(search, params, where)}) AS firsts)`
      : where;
  const story = withStory ? `, ${STORY_KEY} AS story_key, first_seen_at, id` : '';
  return `WITH m AS (SELECT publish_date, sentiment, confidence, source, companies, company_sentiment, tickers,
    countries, categories${story} FROM ${articlesFrom(search, params)} WHERE ${matches})`;
}

/** How many stories the matches tell; each counted in the bucket of its first-seen match. */
async function storyCounts(
  db: Queryable,
  search: SearchRequest,
  interval: StatsInterval,
): Promise<NonNullable<ArticleStatsResponse['stories']>> {
  const params = new SqlParams();
  const sql = `${matchedCte(search, params, true)}
    SELECT to_char(date_trunc(${params.add(interval)}, publish_date AT TIME ZONE 'UTC'),
             'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS bucket, count(*) AS n
      FROM (SELECT DISTINCT ON (story_key) publish_date FROM m ORDER BY story_key, first_seen_at, id) AS firsts
     GROUP BY 1 ORDER BY 1`;
  const rows = await db.query<{ bucket: string; n: number | string }>(sql, params.values as never[]);
  const timeline = rows.map((r) => ({ bucket: r.bucket, count: Number(r.n) }));
  return { total: timeline.reduce((sum, b) => sum + b.count, 0), timeline };
}

interface SentimentRow {
  sentiment: Sentiment;
  n: number | string;
  conf: number | null;
}

/** The first and last match's publish dates, which the default interval needs when the request gives no `from`. */
async function matchExtent(
  run: <T>(select: (p: SqlParams) => string) => Promise<T[]>,
): Promise<{ first: Date; last: Date } | null> {
  const rows = await run<{ first: Date | string | null; last: Date | string | null }>(
    () => 'SELECT min(publish_date) AS first, max(publish_date) AS last FROM m',
  );
  const { first, last } = rows[0] ?? { first: null, last: null };
  return first && last ? { first: new Date(first), last: new Date(last) } : null;
}

const emptyCounts = () => ({ positive: 0, neutral: 0, negative: 0 });

export async function computeArticleStats(db: Queryable, req: StatsRequest): Promise<ArticleStatsResponse> {
  const run = <T>(select: (p: SqlParams) => string) => {
    const params = new SqlParams();
    const sql = `${matchedCte(req.search, params)} ${select(params)}`;
    return db.query<T>(sql, params.values as never[]);
  };
  const interval =
    req.interval ?? chooseInterval(req.search, req.search.from ? null : await matchExtent(run));
  const companySeries = req.companySentiment;
  const [totals, buckets, sources, tickers, facets, companies, stories] = await Promise.all([
    run<SentimentRow>(
      () => 'SELECT sentiment, count(*) AS n, avg(confidence) AS conf FROM m GROUP BY sentiment',
    ),
    run<SentimentRow & { bucket: string }>(
      // Formatted in SQL: a timestamp without zone would be read back in the process's local time.
      (p) => `SELECT to_char(date_trunc(${p.add(interval)}, publish_date AT TIME ZONE 'UTC'),
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS bucket, sentiment,
                count(*) AS n, avg(confidence) AS conf FROM m GROUP BY 1, 2 ORDER BY 1`,
    ),
    run<{ source: string; n: number | string }>(
      (p) =>
        `SELECT source, count(*) AS n FROM m GROUP BY source ORDER BY n DESC, source LIMIT ${p.add(req.top)}`,
    ),
    run<{ ticker: string; name: string; n: number | string }>(
      (p) => `SELECT c->>'ticker' AS ticker, max(c->>'name') AS name, count(*) AS n
                FROM m, jsonb_array_elements(m.companies) AS c
               GROUP BY 1 ORDER BY n DESC, 1 LIMIT ${p.add(req.top)}`,
    ),
    req.facets ? computeFacets(db, req.search, req.top) : Promise.resolve(undefined),
    companySeries
      ? run<SeriesRow>((p) => companySeriesSql(companySeries, interval, p)).then(toCompanySeries)
      : Promise.resolve(undefined),
    req.stories ? storyCounts(db, req.search, interval) : Promise.resolve(undefined),
  ]);

  const sentiment = emptyCounts();
  let total = 0;
  let confidenceSum = 0;
  for (const row of totals) {
    const n = Number(row.n);
    sentiment[row.sentiment] = n;
    total += n;
    confidenceSum += Number(row.conf ?? 0) * n;
  }

  const timeline = new Map<string, ReturnType<typeof emptyCounts> & { confSum: number }>();
  for (const row of buckets) {
    const key = row.bucket;
    const entry = timeline.get(key) ?? { ...emptyCounts(), confSum: 0 };
    entry[row.sentiment] = Number(row.n);
    entry.confSum += Number(row.conf ?? 0) * Number(row.n);
    timeline.set(key, entry);
  }

  return {
    status: 'ok',
    total,
    sentiment,
    averageConfidence: total > 0 ? round(confidenceSum / total) : null,
    interval,
    timeline: [...timeline.entries()].map(([bucket, e]) => {
      const n = e.positive + e.neutral + e.negative;
      return {
        bucket,
        positive: e.positive,
        neutral: e.neutral,
        negative: e.negative,
        averageConfidence: n > 0 ? round(e.confSum / n) : null,
      };
    }),
    topSources: sources.map((r) => ({ source: r.source, count: Number(r.n) })),
    topTickers: tickers.map((r) => ({ ticker: r.ticker, name: r.name, count: Number(r.n) })),
    ...(facets ? { facets } : {}),
    ...(companies ? { companies } : {}),
    ...(stories ? { stories } : {}),
  };
}

const round = (x: number) => Number(x.toFixed(4));
