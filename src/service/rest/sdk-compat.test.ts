import { FinlightApi } from 'finlight-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

// Clients written for the hosted service must work against ours unchanged.
describe('finlight-client 3.0.1 against our service', () => {
  let service: TestService;
  let client: FinlightApi;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst() });
    client = new FinlightApi({
      apiKey: service.keys.pro as string,
      baseUrl: service.url,
      wssUrl: service.url.replace('http', 'ws'),
      retryCount: 1,
      logger: {
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
        debug: () => undefined,
      },
    });
  });
  afterAll(async () => service.close());

  it('articles.fetchArticles searches with the query language and entities', async () => {
    const page = await client.articles.fetchArticles({
      query: '(ticker:AAPL OR ticker:NVDA) AND NOT source:www.reuters.com',
      includeEntities: true,
      pageSize: 5,
      page: 1,
      orderBy: 'publishDate',
      order: 'DESC',
    });
    expect(page.status).toBe('ok');
    expect(page.pageSize).toBe(5);
    expect(page.articles.map((a) => a.link)).toEqual([
      'https://www.wire.example/2025/11/nvidia-chip-export-rules',
      'https://www.wire.example/2025/11/apple-beats-estimates',
    ]);
    const first = page.articles[0];
    expect(first?.publishDate).toBeInstanceOf(Date);
    expect(first?.companies?.[0]?.ticker).toBe('NVDA');
  });

  it('articles.fetchArticles passes tickers, countries, dates and deprecated fields', async () => {
    const page = await client.articles.fetchArticles({
      tickers: ['AAPL'],
      countries: ['US'],
      from: '2025-11-01',
      to: '2025-11-30',
      source: 'www.wire.example',
    });
    expect(page.articles.map((a) => a.title)).toEqual(['Apple beats estimates as iPhone sales climb']);
  });

  it('sources.getSources lists sources', async () => {
    const sources = await client.sources.getSources();
    expect(sources.map((s) => s.domain)).toContain('www.wire.example');
    expect(sources.every((s) => typeof s.isDefaultSource === 'boolean')).toBe(true);
  });
});
