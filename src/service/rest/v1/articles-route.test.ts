import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticlePageV1, ArticlePageV1Extended } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const V1_FIELDS = [
  'confidence',
  'images',
  'language',
  'link',
  'publishDate',
  'sentiment',
  'source',
  'summary',
  'title',
];

describe.each(ENGINES)('GET /v1/articles [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const get = (path: string, query: Record<string, string>, plan = 'free') =>
    apiClient(service.url, service.keys[plan]).get<
      { articles: Record<string, unknown>[] } & Record<string, unknown>
    >(path, query);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('returns the v1 envelope and article fields, confidence as a number', async () => {
    const res = await get('/v1/articles', { query: 'iphone' });
    expect(res.status).toBe(200);
    const body = ArticlePageV1.parse(res.body);
    expect(body).toMatchObject({ status: 'ok', page: 1, pageSize: 20 });
    expect(Object.keys(res.body.articles[0] ?? {}).sort()).toEqual(V1_FIELDS);
    expect(body.articles[0]?.confidence).toBe(0.9512);
  });

  it.skipIf(skip)('takes comma-separated sources and excludeSources', async () => {
    const only = await get('/v1/articles', { sources: 'markets.ledger.example, optin.niche.example' });
    expect(new Set(only.body.articles.map((a) => a.source))).toEqual(
      new Set(['markets.ledger.example', 'optin.niche.example']),
    );
    const without = await get('/v1/articles', { excludeSources: 'www.wire.example,markets.ledger.example' });
    expect(without.body.articles.map((a) => a.source)).toEqual(['www.boersenblatt.example']);
  });

  it.skipIf(skip)('pages with numeric query strings and orders ASC', async () => {
    const res = await get('/v1/articles', { pageSize: '1', page: '1', order: 'ASC' });
    expect(res.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(res.body.articles[0]?.link).toBe('https://markets.ledger.example/old-news');
  });

  it.skipIf(skip)('language selects other languages', async () => {
    const res = await get('/v1/articles', { language: 'de' });
    expect(res.body.articles.map((a) => a.language)).toEqual(['de']);
  });

  it.skipIf(skip).each([
    {
      name: 'pageSize over 100',
      query: { pageSize: '101' },
      errors: { pageSize: 'pageSize must not be greater than 100' },
    },
    {
      name: 'pageSize not a number',
      query: { pageSize: 'ten' },
      errors: { pageSize: 'pageSize must be an integer number' },
    },
    {
      name: 'order not allowed',
      query: { order: 'UP' },
      errors: { order: 'order must be one of the following values: ASC, DESC' },
    },
    {
      name: 'a bad date',
      query: { to: '2025-13-01' },
      errors: { to: 'to must be a valid ISO 8601 date string' },
    },
    {
      name: 'page * pageSize',
      query: { page: '200', pageSize: '100' },
      errors: { page: 'page * pageSize must not be greater than 10000' },
    },
  ])('invalid parameters → 422: $name', async ({ query, errors }) => {
    const res = await get('/v1/articles', query as unknown as Record<string, string>);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 422, errors });
  });

  it.skipIf(skip)('a query syntax error → 400 with property query', async () => {
    const res = await get('/v1/articles', { query: '(apple' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: [{ property: 'query' }],
    });
  });

  it.skipIf(skip)('extended: content per article on a content plan', async () => {
    const res = await get('/v1/articles/extended', { query: 'iphone' }, 'enterprise');
    expect(res.status).toBe(200);
    const body = ArticlePageV1Extended.parse(res.body);
    expect(body.articles[0]?.content).toBe('Apple Inc. said on Thursday that revenue rose 8 percent.');
  });

  it.skipIf(skip)('extended without the content capability → 403', async () => {
    const res = await get('/v1/articles/extended', {}, 'pro');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'Your subscription does not allow calling the extended article content',
    });
  });
});
