/**
 * @module The stats' per-company series: each chosen company's own sentiment per bucket over the matches that
 * judge it (count, label counts, sentimentScore weighted by sentimentConfidence), from company_sentiment.
 */
import type { CompanySentimentSeries, StatsInterval } from '../../contract';
import { judgedLabel } from '../../query/judged';
import type { SqlParams } from './sql-params';

export interface CompanySeriesRequest {
  /** The companies by any listing's ticker; null: the `top` companies judged in the most matches. */
  tickers: string[] | null;
  top: number;
}

export interface SeriesRow {
  company_id: number | string;
  ticker: string;
  name: string;
  total: number | string;
  bucket: string;
  n: number | string;
  positive: number | string;
  neutral: number | string;
  negative: number | string;
  weighted: number | null;
  weight: number | null;
}

/**
 * The select over the matches `m` (matchedCte, which carries companies and company_sentiment). Each judgement
 * is paired with its tagged company for the ticker and name; the tickers given are matched as `about:` matches
 * them (company_judged of that one pair holds `TICKER:<its sentiment>` exactly when the ticker is one of the
 * company's listings), so a stats series and a query filter name the same companies.
 */
export function companySeriesSql(req: CompanySeriesRequest, interval: StatsInterval, p: SqlParams): string {
  const chosenBy =
    req.tickers === null
      ? ''
      : `WHERE company_judged(jsonb_build_array(c.v), jsonb_build_array(j.v)) && ${p.add(
          req.tickers.flatMap((t) =>
            (['positive', 'neutral', 'negative'] as const).map((s) => judgedLabel(s, t)),
          ),
        )}::text[]`;
  return `, judged AS (
      SELECT (j.v ->> 'companyId')::bigint AS company_id, c.v ->> 'ticker' AS ticker, c.v ->> 'name' AS name,
             m.publish_date, j.v ->> 'sentiment' AS sentiment,
             (j.v ->> 'sentimentScore')::float8 AS score, (j.v ->> 'sentimentConfidence')::float8 AS confidence
        FROM m, jsonb_array_elements(m.company_sentiment) AS j(v)
        JOIN LATERAL jsonb_array_elements(m.companies) AS c(v) ON c.v -> 'companyId' = j.v -> 'companyId'
        ${chosenBy}),
    chosen AS (
      SELECT company_id, count(*) AS total, max(ticker) AS ticker, max(name) AS name FROM judged
       GROUP BY company_id ORDER BY total DESC, company_id LIMIT ${p.add(req.tickers === null ? req.top : null)})
    SELECT chosen.company_id, chosen.ticker, chosen.name, chosen.total,
           to_char(date_trunc(${p.add(interval)}, judged.publish_date AT TIME ZONE 'UTC'),
             'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS bucket,
           count(*) AS n,
           count(*) FILTER (WHERE judged.sentiment = 'positive') AS positive,
           count(*) FILTER (WHERE judged.sentiment = 'neutral') AS neutral,
           count(*) FILTER (WHERE judged.sentiment = 'negative') AS negative,
           sum(judged.score * judged.confidence) AS weighted, sum(judged.confidence) AS weight
      FROM judged JOIN chosen USING (company_id)
     GROUP BY chosen.company_id, chosen.ticker, chosen.name, chosen.total, 5
     ORDER BY chosen.total DESC, chosen.company_id, 5`;
}

const round = (x: number) => Number(x.toFixed(4));

/** The rows of companySeriesSql as series, in their order. */
export function toCompanySeries(rows: readonly SeriesRow[]): CompanySentimentSeries[] {
  const series = new Map<number, CompanySentimentSeries>();
  for (const row of rows) {
    const companyId = Number(row.company_id);
    let entry = series.get(companyId);
    if (!entry) {
      entry = { companyId, ticker: row.ticker, name: row.name, count: Number(row.total), timeline: [] };
      series.set(companyId, entry);
    }
    const weight = Number(row.weight ?? 0);
    entry.timeline.push({
      bucket: row.bucket,
      count: Number(row.n),
      positive: Number(row.positive),
      neutral: Number(row.neutral),
      negative: Number(row.negative),
      score: weight > 0 ? round(Number(row.weighted ?? 0) / weight) : null,
    });
  }
  return [...series.values()];
}
