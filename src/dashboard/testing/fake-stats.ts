/** @module The fake upstream's POST /v2/articles/stats: exact aggregates over a list of matches. */
import type { ArticleStatsResponse, ArticleV2 } from '../../contract';

function bucketOf(iso: string, interval: 'hour' | 'day'): string {
  const d = new Date(iso);
  d.setUTCMinutes(0, 0, 0);
  if (interval === 'day') d.setUTCHours(0);
  return d.toISOString();
}

export function fakeStats(articles: ArticleV2[], interval: unknown): ArticleStatsResponse {
  const step = interval === 'hour' || interval === 'day' ? interval : 'hour';
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  const buckets = new Map<string, ArticleStatsResponse['timeline'][number] & { sum: number }>();
  const sources = new Map<string, number>();
  const tickers = new Map<string, { name: string; count: number }>();
  let sum = 0;
  for (const a of articles) {
    const c = Number(a.confidence);
    sentiment[a.sentiment] += 1;
    sum += c;
    const key = bucketOf(a.publishDate, step);
    const b = buckets.get(key) ?? {
      bucket: key,
      positive: 0,
      neutral: 0,
      negative: 0,
      averageConfidence: null,
      sum: 0,
    };
    b[a.sentiment] += 1;
    b.sum += c;
    buckets.set(key, b);
    sources.set(a.source, (sources.get(a.source) ?? 0) + 1);
    for (const co of a.companies ?? []) {
      const t = tickers.get(co.ticker) ?? { name: co.name, count: 0 };
      t.count += 1;
      tickers.set(co.ticker, t);
    }
  }
  const timeline = [...buckets.values()]
    .sort((x, y) => x.bucket.localeCompare(y.bucket))
    .map(({ sum: s, ...b }) => ({ ...b, averageConfidence: s / (b.positive + b.neutral + b.negative) }));
  return {
    status: 'ok',
    total: articles.length,
    sentiment,
    averageConfidence: articles.length ? sum / articles.length : null,
    interval: step,
    timeline,
    topSources: [...sources]
      .map(([source, count]) => ({ source, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 10),
    topTickers: [...tickers]
      .map(([ticker, t]) => ({ ticker, ...t }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 10),
  };
}
