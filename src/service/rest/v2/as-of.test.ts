import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleStatsResponse, ArticleV2, SearchArticlesDocument } from '../../../contract';
import { ENGINES } from '../../testing/engines';
import { FIXTURE_REVISIONS } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { mcpClient } from '../../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const OIL = 'https://markets.ledger.example/oil-prices-jump';
const BITCOIN = 'https://www.wire.example/2025/11/bitcoin-slides';
const revisionOf = (link: string) => FIXTURE_REVISIONS.find((r) => r.link === link);
/** After the oil article's first sighting, before its revision (and before bitcoin's). */
const BEFORE_OIL_REVISION = new Date((revisionOf(OIL)?.at.getTime() ?? 0) - 1).toISOString();
const FUTURE = new Date(Date.now() + 86_400_000).toISOString();
const ALL_EN = { pageSize: 100, sources: ['*'] };

describe.each(ENGINES)('asOf [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const client = () => apiClient(service.url, service.keys.enterprise ?? '');
  const search = async (body: Record<string, unknown>) =>
    (await client().post<{ articles: ArticleV2[] }>('/v2/articles', body)).body.articles;

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('search: only articles first seen by then, each with its text then', async () => {
    const today = await search({ ...ALL_EN, includeFirstSeen: true });
    const then = await search({ ...ALL_EN, includeFirstSeen: true, asOf: BEFORE_OIL_REVISION });
    const seenBy = today.filter((a) => Date.parse(a.firstSeenAt ?? '') <= Date.parse(BEFORE_OIL_REVISION));
    expect(seenBy.length).toBeGreaterThan(0);
    expect(seenBy.length).toBeLessThan(today.length);
    expect(then.map((a) => a.link)).toEqual(seenBy.map((a) => a.link));
    expect(today.find((a) => a.link === OIL)?.title).toBe(revisionOf(OIL)?.title);
    const oilThen = then.find((a) => a.link === OIL);
    expect(oilThen?.title).toBe('Oil prices jump after supply cut');
    // Unchanged articles are what they are today.
    for (const article of then.filter((a) => a.link !== OIL && a.link !== BITCOIN)) {
      expect(article).toEqual(today.find((a) => a.link === article.link));
    }
  });

  it.skipIf(skip)('search: the query text matches the title current then', async () => {
    const query = 'title:update';
    expect((await search({ ...ALL_EN, query })).map((a) => a.link)).toEqual([BITCOIN]);
    expect(await search({ ...ALL_EN, query, asOf: BEFORE_OIL_REVISION })).toEqual([]);
    const now = new Date().toISOString();
    expect((await search({ ...ALL_EN, query, asOf: now })).map((a) => a.link)).toEqual([BITCOIN]);
  });

  it.skipIf(skip)('by-link: the version then, absent before the first sighting', async () => {
    const then = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', {
      link: OIL,
      asOf: BEFORE_OIL_REVISION,
    });
    expect(then.status).toBe(200);
    expect(then.body.article.title).toBe('Oil prices jump after supply cut');
    const before = await client().get('/v2/articles/by-link', { link: OIL, asOf: '2025-11-04T08:00:00Z' });
    expect(before.status).toBe(404);
    const today = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', { link: OIL });
    expect(today.body.article.title).toBe(revisionOf(OIL)?.title);
  });

  it.skipIf(skip)('stats: counts and aggregates over the world then', async () => {
    const stats = async (body: Record<string, unknown>) =>
      (await client().post<ArticleStatsResponse>('/v2/articles/stats', { ...body, facets: true })).body;
    const then = await stats({ sources: ['*'], asOf: BEFORE_OIL_REVISION });
    const today = await stats({ sources: ['*'] });
    const listedThen = await search({ ...ALL_EN, asOf: BEFORE_OIL_REVISION });
    expect(then.total).toBe(listedThen.length);
    expect(then.total).toBeLessThan(today.total);
    expect(then.sentiment.positive + then.sentiment.neutral + then.sentiment.negative).toBe(then.total);
    const sources = new Map<string, number>();
    for (const a of listedThen) sources.set(a.source, (sources.get(a.source) ?? 0) + 1);
    expect(new Map(then.topSources.map((s) => [s.source, s.count]))).toEqual(sources);
    expect(then.facets?.sources.reduce((n, f) => n + f.count, 0)).toBe(then.total);
  });

  it.skipIf(skip)('export: the same rows as the search as of then', async () => {
    const response = await fetch(`${service.url}/v2/articles/export`, {
      method: 'POST',
      headers: { 'x-api-key': service.keys.enterprise ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ sources: ['*'], asOf: BEFORE_OIL_REVISION }),
    });
    expect(response.status).toBe(200);
    const rows = (await response.text())
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as ArticleV2);
    const listed = await search({ ...ALL_EN, asOf: BEFORE_OIL_REVISION });
    expect(rows.map((a) => [a.link, a.title])).toEqual(listed.map((a) => [a.link, a.title]));
  });

  it.skipIf(skip)('MCP search_articles: the same answer as of then', async () => {
    const mcp = mcpClient(service.url, service.keys.enterprise);
    const doc = await mcp.toolDocument<SearchArticlesDocument>('search_articles', {
      sources: ['*'],
      pageSize: 100,
      asOf: BEFORE_OIL_REVISION,
    });
    const listed = await search({ ...ALL_EN, asOf: BEFORE_OIL_REVISION });
    expect(doc.totalResults).toBe(listed.length);
    expect(doc.articles.find((a) => a.link === OIL)?.title).toBe('Oil prices jump after supply cut');
    const future = await mcp.callTool('search_articles', { asOf: FUTURE });
    expect(future.status).toBe(400);
    expect(future.text).toContain('asOf must not be in the future');
  });

  it.skipIf(skip)('an asOf in the future or not a date → 400 with its text', async () => {
    const bodyOf = (message: string) => ({ statusCode: 400, message: [message], error: 'Bad Request' });
    for (const path of ['/v2/articles', '/v2/articles/stats', '/v2/articles/export']) {
      const future = await client().post(path, { asOf: FUTURE });
      expect(future.status).toBe(400);
      expect(future.body).toEqual(bodyOf('asOf must not be in the future'));
      const bad = await client().post(path, { asOf: 'yesterday' });
      expect(bad.body).toEqual(bodyOf('asOf must be a valid ISO 8601 date string'));
    }
    const byLink = await client().get('/v2/articles/by-link', { link: OIL, asOf: FUTURE });
    expect(byLink.status).toBe(400);
    expect(byLink.body).toEqual(bodyOf('asOf must not be in the future'));
    const notString = await client().post('/v2/articles', { asOf: 20251104 });
    expect(notString.body).toEqual(bodyOf('asOf must be a string'));
  });
});
