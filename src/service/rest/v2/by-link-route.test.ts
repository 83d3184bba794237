import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleByLinkResponse } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const APPLE_LINK = 'https://www.wire.example/2025/11/apple-beats-estimates';

describe.each(ENGINES)('GET /v2/articles/by-link [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const byLink = (query: Record<string, string>, plan = 'free') =>
    apiClient(service.url, service.keys[plan]).get<Record<string, unknown>>('/v2/articles/by-link', query);

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('returns {status, article} for an indexed link', async () => {
    const res = await byLink({ link: APPLE_LINK });
    expect(res.status).toBe(200);
    const body = ArticleByLinkResponse.parse(res.body);
    expect(body.article).toMatchObject({
      link: APPLE_LINK,
      title: 'Apple beats estimates as iPhone sales climb',
    });
    expect(body.article).not.toHaveProperty('companies');
    expect(body.article).not.toHaveProperty('content');
  });

  it.skipIf(skip)(
    'normalises the link as ingestion does (host case, tracking parameters, fragment)',
    async () => {
      const res = await byLink({
        link: 'HTTPS://WWW.WIRE.EXAMPLE/2025/11/apple-beats-estimates?utm_source=x&fbclid=y#top',
      });
      expect(res.status).toBe(200);
      expect((res.body.article as { link: string }).link).toBe(APPLE_LINK);
    },
  );

  it.skipIf(skip)('includeEntities on a plan with entities returns companies', async () => {
    const res = await byLink({ link: APPLE_LINK, includeEntities: 'true' }, 'pro');
    expect((res.body.article as { companies: { ticker: string }[] }).companies.map((c) => c.ticker)).toEqual([
      'AAPL',
    ]);
  });

  it.skipIf(skip)('includeContent with the capability returns content', async () => {
    const res = await byLink({ link: APPLE_LINK, includeContent: 'true' }, 'enterprise');
    expect(res.body.article).toMatchObject({
      content: 'Apple Inc. said on Thursday that revenue rose 8 percent.',
    });
  });

  it.skipIf(skip)('includeContent without the capability → 403', async () => {
    const res = await byLink({ link: APPLE_LINK, includeContent: 'true' }, 'pro');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'Your subscription does not allow calling the extended article content',
    });
  });

  it.skipIf(skip)('an unindexed link → 404 Article not found', async () => {
    const res = await byLink({ link: 'https://www.wire.example/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Article not found' });
  });

  it.skipIf(skip)('a missing link → 400', async () => {
    const res = await byLink({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['link should not be empty'],
      error: 'Bad Request',
    });
  });
});
