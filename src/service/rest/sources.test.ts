import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceListV2, VALIDATION_TEXT, type SourceV2 } from '../../contract';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

describe.each(ENGINES)('sources [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)(
    'GET /v2/sources lists Source objects; isContentAvailable only on content plans',
    async () => {
      const free = await apiClient(service.url, service.keys.free).get<SourceV2[]>('/v2/sources');
      expect(free.status).toBe(200);
      const sources = SourceListV2.parse(free.body);
      expect(sources.map((s) => s.domain)).toEqual([
        'markets.ledger.example',
        'optin.niche.example',
        'www.boersenblatt.example',
        'www.wire.example',
      ]);
      expect(sources.find((s) => s.domain === 'www.boersenblatt.example')).toEqual({
        domain: 'www.boersenblatt.example',
        isDefaultSource: true,
        originCountry: 'DE',
        languages: ['de', 'en'],
      });
      expect(sources.find((s) => s.domain === 'optin.niche.example')?.isDefaultSource).toBe(false);
      const enterprise = await apiClient(service.url, service.keys.enterprise).get<SourceV2[]>('/v2/sources');
      expect(enterprise.body.every((s) => s.isContentAvailable === true)).toBe(true);
    },
  );

  it.skipIf(skip)(
    'GET /v2/sources?includeDetails=true adds article counts and the polling outcome',
    async () => {
      await service.db.query(
        `UPDATE sources SET feed_urls = '{https://www.wire.example/rss}', last_success_at = '2026-01-02T03:04:05Z',
                last_error_at = '2026-01-01T00:00:00Z', last_error = 'fetch: HTTP 503' WHERE domain = 'www.wire.example'`,
      );
      const res = await apiClient(service.url, service.keys.free).get<SourceV2[]>('/v2/sources', {
        includeDetails: 'true',
      });
      expect(res.status).toBe(200);
      const sources = SourceListV2.parse(res.body);
      const wire = sources.find((s) => s.domain === 'www.wire.example');
      const articles = await service.db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM articles WHERE source = 'www.wire.example'`,
      );
      expect(wire?.details).toEqual({
        articles: Number(articles[0]?.n),
        enabled: true,
        polled: true,
        lastSuccessAt: '2026-01-02T03:04:05.000Z',
        lastErrorAt: '2026-01-01T00:00:00.000Z',
        lastError: 'fetch: HTTP 503',
      });
      expect(wire?.details?.articles).toBeGreaterThan(0);
      expect(sources.find((s) => s.domain === 'optin.niche.example')?.details).toMatchObject({
        polled: false,
        lastSuccessAt: null,
        lastError: null,
      });
      const plain = await apiClient(service.url, service.keys.free).get<SourceV2[]>('/v2/sources', {
        includeDetails: 'false',
      });
      expect(plain.body.every((s) => s.details === undefined)).toBe(true);
    },
  );

  it.skipIf(skip)('GET /v2/sources refuses an includeDetails that is not a boolean', async () => {
    const res = await apiClient(service.url, service.keys.free).get('/v2/sources', { includeDetails: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: [VALIDATION_TEXT.boolean('includeDetails')],
      error: 'Bad Request',
    });
  });

  it.skipIf(skip)('GET /v1/sources lists domain strings', async () => {
    const res = await apiClient(service.url, service.keys.free).get<string[]>('/v1/sources');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      'markets.ledger.example',
      'optin.niche.example',
      'www.boersenblatt.example',
      'www.wire.example',
    ]);
  });
});
