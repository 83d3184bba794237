/**
 * POST /v2/articles/stats with `companySentiment` over real HTTP, on both stores: each company's own sentiment
 * per bucket (count, label counts, score weighted by confidence), chosen by ticker or by most matches, any
 * query narrowing the matches; without the flag the answer has no `companies`; the exact 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleStatsResponse, type Company } from '../../../contract';
import type { ArticleInput } from '../../model/article';
import type { CompanyJudgement } from '../../model/company-judgement';
import { writeArticle } from '../../store/articles-repo';
import { ENGINES } from '../../testing/engines';
import { APPLE, NVIDIA } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const judged = (
  company: Company,
  sentiment: CompanyJudgement['sentiment'],
  sentimentScore: number,
  sentimentConfidence: number,
): CompanyJudgement => ({
  companyId: company.companyId,
  sentiment,
  sentimentScore,
  sentimentConfidence,
  salience: 0.6,
  evidence: [],
});

let seq = 0;
const article = (day: string, companies: Company[], companySentiment: CompanyJudgement[]): ArticleInput => ({
  link: `https://www.wire.example/compare/${(seq += 1)}`,
  source: 'www.wire.example',
  title: `Compare ${seq}`,
  summary: null,
  content: null,
  publishDate: new Date(`${day}T10:00:00Z`),
  language: 'en',
  sentiment: 'neutral',
  confidence: 0.5,
  images: [],
  countries: [],
  categories: ['business'],
  companies,
  companySentiment,
  enrichmentVersion: 1,
});

const RANGE = { from: '2026-03-01', to: '2026-03-03', interval: 'day' } as const;

describe.each(ENGINES)('stats: per-company sentiment [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const stats = (body: unknown) =>
    apiClient(service.url, service.keys.free).post<ArticleStatsResponse>('/v2/articles/stats', body);

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: plansWithoutBurst() });
    for (const input of [
      // Mar 1: Apple up (0.8 at 0.9) and down (-0.5 at 0.3) in two articles; Nvidia down in the first.
      article(
        '2026-03-01',
        [APPLE, NVIDIA],
        [judged(APPLE, 'positive', 0.8, 0.9), judged(NVIDIA, 'negative', -0.6, 0.8)],
      ),
      article('2026-03-01', [APPLE], [judged(APPLE, 'negative', -0.5, 0.3)]),
      // Mar 2: Apple neutral with no confidence at all; Nvidia tagged but not judged (enriched before judgement).
      article('2026-03-02', [APPLE, NVIDIA], [judged(APPLE, 'neutral', 0, 0)]),
    ])
      await writeArticle(service.db, input);
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('gives each company its own series, most matches first', async () => {
    const res = await stats({ ...RANGE, companySentiment: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = ArticleStatsResponse.parse(res.body);
    expect(body.total).toBe(3);
    expect(body.companies).toEqual([
      {
        companyId: APPLE.companyId,
        ticker: 'AAPL',
        name: 'Apple Inc.',
        count: 3,
        timeline: [
          // (0.8 × 0.9 − 0.5 × 0.3) / (0.9 + 0.3) = 0.475
          {
            bucket: '2026-03-01T00:00:00.000Z',
            count: 2,
            positive: 1,
            neutral: 0,
            negative: 1,
            score: 0.475,
          },
          { bucket: '2026-03-02T00:00:00.000Z', count: 1, positive: 0, neutral: 1, negative: 0, score: null },
        ],
      },
      {
        companyId: NVIDIA.companyId,
        ticker: 'NVDA',
        name: 'NVIDIA Corporation',
        count: 1,
        timeline: [
          { bucket: '2026-03-01T00:00:00.000Z', count: 1, positive: 0, neutral: 0, negative: 1, score: -0.6 },
        ],
      },
    ]);
  });

  it.skipIf(skip)('companyTickers choose the companies by any listing; top limits the default', async () => {
    const byTicker = ArticleStatsResponse.parse(
      (await stats({ ...RANGE, companySentiment: true, companyTickers: ['nvda', 'MSFT'] })).body,
    );
    expect(byTicker.companies?.map((c) => c.ticker)).toEqual(['NVDA']);
    const otherListing = ArticleStatsResponse.parse(
      (await stats({ ...RANGE, companySentiment: true, companyTickers: ['APC'] })).body,
    );
    expect(otherListing.companies?.map((c) => [c.ticker, c.count])).toEqual([['AAPL', 3]]);
    const top = ArticleStatsResponse.parse((await stats({ ...RANGE, companySentiment: true, top: 1 })).body);
    expect(top.companies?.map((c) => c.ticker)).toEqual(['AAPL']);
  });

  it.skipIf(skip)('any query narrows the matches the series count', async () => {
    const body = ArticleStatsResponse.parse(
      (await stats({ ...RANGE, companySentiment: true, query: 'negative:NVDA' })).body,
    );
    expect(body.total).toBe(1);
    expect(body.companies?.map((c) => [c.ticker, c.count, c.timeline[0]?.score])).toEqual([
      ['AAPL', 1, 0.8],
      ['NVDA', 1, -0.6],
    ]);
  });

  it.skipIf(skip)('without the flag the answer is as before: no companies', async () => {
    const res = await stats(RANGE);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('companies');
    expect(Object.keys(res.body)).toEqual([
      'status',
      'total',
      'sentiment',
      'averageConfidence',
      'interval',
      'timeline',
      'topSources',
      'topTickers',
    ]);
  });

  it.skipIf(skip)('refuses misuse with the exact texts', async () => {
    const bad = async (body: unknown, message: string[]) => {
      const res = await stats(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    };
    await bad({ companyTickers: ['AAPL'] }, ['companyTickers requires companySentiment: true']);
    await bad({ companySentiment: 'yes' }, ['companySentiment must be a boolean value']);
    await bad({ companySentiment: true, companyTickers: [] }, ['companyTickers should not be empty']);
    await bad({ companySentiment: true, companyTickers: ['AAPL', ' '] }, [
      'each value in companyTickers should not be empty',
    ]);
    await bad({ companySentiment: true, companyTickers: 'AAPL' }, ['companyTickers must be an array']);
    await bad({ companySentiment: true, companyTickers: Array.from({ length: 21 }, (_, i) => `T${i}`) }, [
      'companyTickers must contain no more than 20 elements',
    ]);
  });
});
