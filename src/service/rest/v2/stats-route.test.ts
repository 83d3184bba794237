import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleStatsResponse } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

describe.each(ENGINES)('POST /v2/articles/stats [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const stats = (body: unknown) =>
    apiClient(service.url, service.keys.free).post<ArticleStatsResponse>('/v2/articles/stats', body);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('aggregates every match with the search defaults (en, default sources)', async () => {
    const res = await stats({});
    expect(res.status).toBe(200);
    const body = ArticleStatsResponse.parse(res.body);
    expect(body.total).toBe(9);
    expect(body.sentiment).toEqual({ positive: 3, neutral: 4, negative: 2 });
    expect(body.interval).toBe('day');
    expect(body.topSources).toEqual([
      { source: 'www.wire.example', count: 5 },
      { source: 'markets.ledger.example', count: 3 },
      { source: 'www.boersenblatt.example', count: 1 },
    ]);
    expect(body.topTickers).toEqual([
      { ticker: 'AAPL', name: 'Apple Inc.', count: 1 },
      { ticker: 'NVDA', name: 'NVIDIA Corporation', count: 1 },
      { ticker: 'SAP', name: 'SAP SE', count: 1 },
    ]);
    expect(body.timeline.reduce((n, b) => n + b.positive + b.neutral + b.negative, 0)).toBe(9);
    expect(body.timeline[0]).toEqual({
      bucket: '2025-10-01T00:00:00.000Z',
      positive: 0,
      neutral: 1,
      negative: 0,
      averageConfidence: 0.8,
    });
  });

  it.skipIf(skip)('uses hour buckets for short ranges, and minConfidence filters', async () => {
    const body = (await stats({ from: '2025-11-05', to: '2025-11-06', minConfidence: 0.85 })).body;
    expect(body.interval).toBe('hour');
    expect(body.total).toBe(1);
    expect(body.timeline).toEqual([
      { bucket: '2025-11-06T21:00:00.000Z', positive: 1, neutral: 0, negative: 0, averageConfidence: 0.9512 },
    ]);
    expect(body.averageConfidence).toBe(0.9512);
  });

  it.skipIf(skip)('minute, week and month buckets on request; weeks start on Monday (UTC)', async () => {
    const minute = (
      await stats({ from: '2025-11-06T21:00:00Z', to: '2025-11-06T22:00:00Z', interval: 'minute' })
    ).body;
    expect(minute.interval).toBe('minute');
    expect(minute.timeline.every((b) => /:\d{2}:00\.000Z$/.test(b.bucket))).toBe(true);
    const week = (await stats({ interval: 'week' })).body;
    expect(week.interval).toBe('week');
    expect(week.timeline.length).toBeGreaterThan(0);
    expect(week.timeline.every((b) => new Date(b.bucket).getUTCDay() === 1)).toBe(true);
    expect(week.timeline.reduce((n, b) => n + b.positive + b.neutral + b.negative, 0)).toBe(9);
    const month = (await stats({ interval: 'month' })).body;
    expect(month.timeline.map((b) => b.bucket)).toEqual([
      '2025-10-01T00:00:00.000Z',
      '2025-11-01T00:00:00.000Z',
    ]);
  });

  it.skipIf(skip)(
    'the default steps up to week, then month, so that days stay at most 200 buckets',
    async () => {
      expect((await stats({ from: '2025-05-01', to: '2025-11-10' })).body.interval).toBe('day');
      expect((await stats({ from: '2024-01-01', to: '2025-12-31' })).body.interval).toBe('week');
      expect((await stats({ from: '2015-01-01', to: '2025-12-31' })).body.interval).toBe('month');
    },
  );

  it.skipIf(skip)('refuses an unknown interval with the values it takes', async () => {
    const res = await stats({ interval: 'fortnight' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['interval must be one of the following values: minute, hour, day, week, month'],
      error: 'Bad Request',
    });
  });

  it.skipIf(skip)('an empty match gives zeros and a null average', async () => {
    const body = (await stats({ query: 'nothingmatchesthis' })).body;
    expect(body).toMatchObject({
      total: 0,
      averageConfidence: null,
      timeline: [],
      topSources: [],
      topTickers: [],
    });
  });

  it.skipIf(skip)('validates like the search, with the exact texts', async () => {
    const res = await stats({ minConfidence: 2, query: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['minConfidence must not be greater than 1'],
      error: 'Bad Request',
    });
    const query = await stats({ query: 'AND' });
    expect(query.body).toMatchObject({
      message: [{ property: 'query', constraints: { query: "Invalid query syntax near 'AND'" } }],
    });
  });
});

describe('GET /v2/companies', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst(), seed: true });
  });
  afterAll(async () => service.close());
  const suggest = (query: Record<string, string>) =>
    apiClient(service.url, service.keys.free).get<{
      status: string;
      companies: { ticker: string; name: string }[];
    }>('/v2/companies', query);

  it('ranks an exact ticker first, then prefixes and names', async () => {
    const { status, body } = await suggest({ q: 'aapl' });
    expect(status).toBe(200);
    expect(body.companies[0]).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc.' });
    const byName = await suggest({ q: 'nvid', limit: '3' });
    expect(byName.body.companies.map((c) => c.ticker)).toContain('NVDA');
    expect(byName.body.companies.length).toBeLessThanOrEqual(3);
  });

  it('rejects a bad limit with the exact text', async () => {
    const res = await suggest({ q: 'a', limit: '500' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['limit must not be greater than 50'],
      error: 'Bad Request',
    });
  });

  it('needs a key like every route', async () => {
    expect((await apiClient(service.url).get('/v2/companies')).status).toBe(401);
  });
});
