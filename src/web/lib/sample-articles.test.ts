/** @module The one browser sampler: what it sends an upstream without stats, and one sample for facets and charts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { article, page } from '../testing/fixtures';
import { sampleArticles } from './sample-articles';

afterEach(() => vi.unstubAllGlobals());

const MIXED = [
  article(1, { sentiment: 'negative', confidence: '0.95' }),
  article(2, { sentiment: 'negative', confidence: '0.40' }),
  article(3, { sentiment: 'positive', confidence: '0.99' }),
];

describe('sampleArticles', () => {
  it('leaves our extension filters out of the request and applies them to the sample', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({ status: 200, body: page(MIXED, 1, 100) }),
    });
    const sample = await sampleArticles({
      query: 'oil',
      sentiments: ['negative'],
      minConfidence: 0.8,
      interval: 'day',
      facets: true,
      top: 5,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ query: 'oil', includeEntities: true, page: 1, pageSize: 100 });
    expect(sample.articles.map((a) => a.link)).toEqual([MIXED[0]?.link]);
    expect(sample).toMatchObject({ scanned: 3, complete: true });
  });

  it('passes a failed page through', async () => {
    stubFetch({
      'POST /api/v2/articles': () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }),
    });
    await expect(sampleArticles({})).rejects.toMatchObject({ problem: { kind: 'unauthorized' } });
  });
});
