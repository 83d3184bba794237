/** @module The fake upstream's POST /v2/articles/stats: exact aggregates over a list of matches. */
import type { ArticleStatsResponse, ArticleV2 } from '../../contract';
import { aggregateArticles } from '../../web/features/sentiment-charts/lib/aggregate';

export function fakeStats(articles: ArticleV2[], interval: unknown): ArticleStatsResponse {
  return aggregateArticles(articles, interval === 'day' ? 'day' : 'hour', 10);
}
