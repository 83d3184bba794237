/** @module Facets and charts against an upstream without our stats endpoint: one browser sample serves both. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facetsOptions } from '../../features/filters/api/get-facets';
import { facetBody } from '../../features/filters/lib/facet-body';
import { sampledStatsOptions } from '../../features/sentiment-charts/api/get-article-stats';
import { statsBody } from '../../features/sentiment-charts/lib/stats-body';
import { filterBody } from '../../lib/effective-request';
import { toExplorerState } from '../../lib/explorer-state';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../testing/fetch-stub';
import { article, page } from '../../testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const MIXED = [
  article(1, { sentiment: 'negative', confidence: '0.95' }),
  article(2, { sentiment: 'negative', confidence: '0.40' }),
  article(3, { sentiment: 'positive', confidence: '0.99' }),
];

describe('facets and charts on an upstream without stats', () => {
  it('count over one sample: its pages are fetched once for both', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({ status: 200, body: page(MIXED, 1, 100) }),
    });
    const state = toExplorerState({ query: 'oil', sentiments: ['negative'], range: '7d' });
    const now = new Date('2026-11-20T12:00:00Z');
    const client = createQueryClient();
    const facets = await client.fetchQuery(facetsOptions(facetBody(filterBody(state, now))));
    const stats = await client.fetchQuery(sampledStatsOptions(statsBody(state, now)));
    expect(calls.filter((c) => c.url.pathname === '/api/v2/articles')).toHaveLength(1);
    expect(facets.total).toBe(2);
    expect(facets.sampled).toEqual({ articles: 3, complete: true });
    expect(stats.total).toBe(2);
    expect(stats.sentiment).toEqual({ positive: 0, neutral: 0, negative: 2 });
  });
});
