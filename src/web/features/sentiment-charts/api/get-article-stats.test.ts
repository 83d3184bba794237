/** @module Stats: the service's aggregate when it exists, a disclosed sample of ≤10 pages when it does not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub';
import { article, page } from '../../../testing/fixtures';
import { SAMPLE_PAGES } from '../../../lib/sample-articles';
import { getArticleStats } from './get-article-stats';

afterEach(() => vi.unstubAllGlobals());

describe('getArticleStats', () => {
  it('uses POST /v2/articles/stats when the service has it', async () => {
    const body = {
      status: 'ok',
      total: 0,
      sentiment: { positive: 0, neutral: 0, negative: 0 },
      averageConfidence: null,
      interval: 'day',
      timeline: [],
      topSources: [],
      topTickers: [],
    };
    stubFetch({ 'POST /api/v2/articles/stats': () => ({ status: 200, body }) });
    expect(await getArticleStats({ query: 'x' })).toEqual({ ...body, sampled: null });
  });

  it('falls back to sampling at most 10 full pages on a 404', async () => {
    const full = Array.from({ length: 100 }, (_, i) =>
      article(i % 12, { link: `https://x/${i}`, sentiment: i % 2 ? 'negative' : 'positive' }),
    );
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({ status: 200, body: page(full, 1, 100) }),
    });
    const stats = await getArticleStats({ query: 'x', interval: 'day', minConfidence: 0.5 });
    expect(calls.filter((c) => c.url.pathname === '/api/v2/articles')).toHaveLength(SAMPLE_PAGES);
    expect(stats.sampled).toEqual({ articles: 1000, complete: false });
    expect(stats.sentiment).toEqual({ positive: 500, neutral: 0, negative: 500 });
    expect(calls[1]?.body).toMatchObject({ query: 'x', page: 1, pageSize: 100 });
    expect(calls[1]?.body).not.toHaveProperty('interval');
  });

  it('stops sampling at the first short page and says it saw everything', async () => {
    stubFetch({
      'POST /api/v2/articles': () => ({ status: 200, body: page([article(1), article(2)], 1, 100) }),
    });
    const stats = await getArticleStats({});
    expect(stats.sampled).toEqual({ articles: 2, complete: true });
    expect(stats.total).toBe(2);
  });

  it('passes other failures through', async () => {
    stubFetch({
      'POST /api/v2/articles/stats': () => ({
        status: 401,
        body: { statusCode: 401, message: 'Unauthorized' },
      }),
    });
    await expect(getArticleStats({})).rejects.toMatchObject({ problem: { kind: 'unauthorized' } });
  });
});
