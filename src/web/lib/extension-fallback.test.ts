/** @module Extensions an upstream refuses by name are dropped and asked again; every other failure stands. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleStatsResponse } from '../../contract';
import { stubFetch } from '../testing/fetch-stub';
import type { ApiProblem } from './api-problem';
import { refusesExtension, sendWithFallback } from './extension-fallback';

afterEach(() => vi.unstubAllGlobals());

const stats = {
  status: 'ok',
  total: 3,
  sentiment: { positive: 1, neutral: 1, negative: 1 },
  averageConfidence: 0.5,
  interval: 'day',
  timeline: [],
  topSources: [],
  topTickers: [],
};

describe('refusesExtension', () => {
  it('is a 400/422 whose text names one of the fields, nothing else', () => {
    const named: ApiProblem = {
      kind: 'bad_request',
      status: 400,
      messages: ['includeStories is not allowed'],
    };
    expect(refusesExtension(named, ['includeStories'])).toBe(true);
    expect(
      refusesExtension({ kind: 'bad_request', status: 422, messages: ['includeStories: unknown'] }, [
        'includeStories',
      ]),
    ).toBe(true);
    expect(refusesExtension(named, ['collapse'])).toBe(false);
    expect(
      refusesExtension({ kind: 'server', status: 500, message: 'includeStories' }, ['includeStories']),
    ).toBe(false);
    expect(
      refusesExtension({ kind: 'query', status: 400, message: 'includeStories', token: null }, ['x']),
    ).toBe(false);
  });
});

describe('sendWithFallback', () => {
  it('drops the refused fields and says so', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles/stats': (_url, init) =>
        String(init?.body).includes('includeStories')
          ? {
              status: 422,
              body: { status: 422, errors: { includeStories: 'includeStories is not a known field' } },
            }
          : { status: 200, body: stats },
    });
    const { result, dropped } = await sendWithFallback(
      ArticleStatsResponse,
      { method: 'POST', path: '/v2/articles/stats', body: { includeStories: true, query: 'x' } },
      ['includeStories'],
    );
    expect(dropped).toBe(true);
    expect(result.ok && result.data.total).toBe(3);
    expect(calls.map((c) => c.body)).toEqual([{ includeStories: true, query: 'x' }, { query: 'x' }]);
  });

  it('sends once when the answer is good or the failure is another one', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles/stats': () => ({
        status: 503,
        body: { statusCode: 503, message: 'includeStories' },
      }),
    });
    const { result, dropped } = await sendWithFallback(
      ArticleStatsResponse,
      { method: 'POST', path: '/v2/articles/stats', body: { includeStories: true } },
      ['includeStories'],
    );
    expect(dropped).toBe(false);
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
