/**
 * A company's own judgement in the query language over real HTTP, on both stores: `about:` and
 * `positive:`/`neutral:`/`negative:` in search and in GET /v2/changes (the feed's SQL), and the exact 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangesPageV2, type Company } from '../../../contract';
import type { CompanyJudgement } from '../../model/company-judgement';
import type { ArticleInput } from '../../model/article';
import { writeArticle } from '../../store/articles-repo';
import { ENGINES } from '../../testing/engines';
import { APPLE, NVIDIA } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const SAMSUNG: Company = {
  companyId: 90,
  confidence: '0.9',
  country: 'KR',
  exchange: 'KRX',
  industry: 'Consumer Electronics',
  name: 'Samsung Electronics',
  sector: 'Technology',
  ticker: '005930',
  isin: 'KR7005930003',
  openfigi: 'BBG000H7TBB7',
};

const judged = (
  company: Company,
  sentiment: CompanyJudgement['sentiment'],
  salience: number,
): CompanyJudgement => ({
  companyId: company.companyId,
  sentiment,
  sentimentScore: sentiment === 'positive' ? 0.8 : sentiment === 'negative' ? -0.8 : 0,
  sentimentConfidence: 0.8,
  salience,
  evidence: [],
});

const BASE = 'https://www.wire.example/judged/';
const BEATS = `${BASE}apple-beats-samsung-slumps`;
const CHIPS = `${BASE}nvidia-export-rules`;

const article = (link: string, title: string, companySentiment: CompanyJudgement[], companies: Company[]) =>
  ({
    link,
    source: 'www.wire.example',
    title,
    summary: null,
    content: null,
    publishDate: new Date('2025-11-20T12:00:00Z'),
    language: 'en',
    sentiment: 'neutral',
    confidence: 0.6,
    images: [],
    countries: [],
    categories: [],
    companies,
    companySentiment,
    enrichmentVersion: 1,
  }) satisfies ArticleInput;

describe.each(ENGINES)('company judgement filters [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const search = (body: unknown) =>
    apiClient(service.url, service.keys.pro).post<{ articles: { link: string }[] }>('/v2/articles', body);
  const links = async (query: string) => {
    const res = await search({ query, pageSize: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.articles.map((a) => a.link).filter((link) => link.startsWith(BASE));
  };

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: plansWithoutBurst() });
    await writeArticle(
      service.db,
      article(
        BEATS,
        'Apple beats forecasts while Samsung slumps',
        [judged(APPLE, 'positive', 0.8), judged(SAMSUNG, 'negative', 0.35)],
        [APPLE, SAMSUNG],
      ),
    );
    await writeArticle(
      service.db,
      article(
        CHIPS,
        'Nvidia hit by export rules; Apple suppliers unmoved',
        [judged(NVIDIA, 'negative', 0.9), judged(APPLE, 'neutral', 0.2)],
        [NVIDIA, APPLE],
      ),
    );
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('selects by the sentiment towards the company, not the article label', async () => {
    expect(await links('negative:005930')).toEqual([BEATS]);
    expect(await links('positive:aapl')).toEqual([BEATS]);
    // Apple's other listing names the same judgement.
    expect(await links('positive:APC')).toEqual([BEATS]);
    expect(await links('neutral:AAPL')).toEqual([CHIPS]);
    expect(await links('negative:AAPL')).toEqual([]);
    expect(await links('sentiment:neutral ticker:AAPL')).toEqual([CHIPS, BEATS]);
  });

  it.skipIf(skip)('about: keeps the articles about the company, not those naming it in passing', async () => {
    expect(await links('about:AAPL')).toEqual([BEATS]);
    expect(await links('about:NVDA')).toEqual([CHIPS]);
    expect(await links('about:005930')).toEqual([]);
    expect(await links('ticker:AAPL -about:AAPL')).toEqual([CHIPS]);
    expect(await links('about:NVDA OR negative:005930')).toEqual([CHIPS, BEATS]);
  });

  it.skipIf(skip)('GET /v2/changes filters on them as search does', async () => {
    const feed = async (query: string) => {
      const res = await apiClient(service.url, service.keys.pro).get<unknown>('/v2/changes', { query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ChangesPageV2.parse(res.body).changes.map((c) =>
        c.kind === 'removed' ? c.link : c.article.link,
      );
    };
    expect(await feed('about:NVDA')).toEqual([CHIPS]);
    expect(await feed('negative:005930 OR neutral:AAPL')).toEqual([BEATS, CHIPS]);
    expect(await feed('positive:NVDA')).toEqual([]);
  });

  it.skipIf(skip)('refuses misuse with the query syntax text', async () => {
    for (const [query, token] of [
      ['about:', 'about:'],
      ['apple negative:"  "', 'negative:"  "'],
      ['about:AAPL:negative', 'about:AAPL:negative'],
      ['positive:(AAPL)', 'positive:'],
      ['-about:AAPL', '-about:AAPL'],
    ]) {
      const res = await search({ query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: [{ property: 'query', constraints: { query: `Invalid query syntax near '${token}'` } }],
        error: 'Bad Request',
      });
    }
  });
});
