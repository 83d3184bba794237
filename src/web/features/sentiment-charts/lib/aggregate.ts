/** @module Client-side stats over a list of articles, in the shape of the stats endpoint's answer. */
import type { ArticleStatsResponse, ArticleV2, StatsInterval } from '../../../../contract';
import { bucketFloor } from './buckets';

type Bucket = ArticleStatsResponse['timeline'][number];

function bucketStart(iso: string, interval: StatsInterval): string {
  return new Date(bucketFloor(Date.parse(iso), interval)).toISOString();
}

function topOf<T>(counts: Map<string, T & { count: number }>, top: number): (T & { count: number })[] {
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, top);
}

export function aggregateArticles(
  articles: ArticleV2[],
  interval: StatsInterval,
  top: number,
): ArticleStatsResponse {
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  const buckets = new Map<string, Bucket & { sum: number }>();
  const sources = new Map<string, { source: string; count: number }>();
  const tickers = new Map<string, { ticker: string; name: string; count: number }>();
  let sum = 0;
  for (const article of articles) {
    const confidence = Number(article.confidence);
    sentiment[article.sentiment] += 1;
    sum += confidence;
    const key = bucketStart(article.publishDate, interval);
    const bucket = buckets.get(key) ?? {
      bucket: key,
      positive: 0,
      neutral: 0,
      negative: 0,
      averageConfidence: null,
      sum: 0,
    };
    bucket[article.sentiment] += 1;
    bucket.sum += confidence;
    buckets.set(key, bucket);
    const source = sources.get(article.source) ?? { source: article.source, count: 0 };
    source.count += 1;
    sources.set(article.source, source);
    for (const company of article.companies ?? []) {
      const entry = tickers.get(company.ticker) ?? { ticker: company.ticker, name: company.name, count: 0 };
      entry.count += 1;
      tickers.set(company.ticker, entry);
    }
  }
  const timeline = [...buckets.values()]
    .sort((a, b) => a.bucket.localeCompare(b.bucket))
    .map(({ sum: s, ...b }) => ({ ...b, averageConfidence: s / (b.positive + b.neutral + b.negative) }));
  return {
    status: 'ok',
    total: articles.length,
    sentiment,
    averageConfidence: articles.length ? sum / articles.length : null,
    interval,
    timeline,
    topSources: topOf(sources, top),
    topTickers: topOf(tickers, top),
  };
}
