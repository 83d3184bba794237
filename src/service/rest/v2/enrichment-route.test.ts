import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponse, EnrichmentResponse, ERROR_TEXT } from '../../../contract';
import { ENRICHMENT_VERSION } from '../../enrich/enrich-article';
import { modelCard } from '../../enrich/model-card';
import { ENGINES } from '../../testing/engines';
import { apiClient } from '../../testing/http-client';
import { startTestService, type TestService } from '../../testing/test-service';

describe.each(ENGINES)('GET /v2/enrichment [$engine]', ({ engine, skip }) => {
  // The shipped plans, burst included: the free key's burst is 10 requests per 10 seconds.
  let service: TestService;
  const enrichment = (key: string | undefined) => apiClient(service.url, key).get('/v2/enrichment');
  const used = async (key: string) =>
    AccountResponse.parse((await apiClient(service.url, key).get('/v2/account')).body).usage.used;

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('names every label, its version and its measured figures', async () => {
    const res = await enrichment(service.keys.free);
    expect(res.status).toBe(200);
    const body = EnrichmentResponse.strict().parse(res.body);
    expect(body).toEqual(modelCard());
    expect(body.enrichmentVersion).toBe(ENRICHMENT_VERSION);
    expect(body.models.map((m) => m.label)).toEqual([
      'language',
      'sentiment',
      'companySentiment',
      'categories',
      'countries',
      'companies',
    ]);
    const cosine = body.models
      .find((m) => m.label === 'companySentiment')
      ?.figures.find((f) => f.metric.startsWith('cosine'));
    expect(cosine).toMatchObject({
      dataset: 'SemEval-2017 Task 5 headlines',
      n: 297,
      value: 0.704,
      baseline: { value: 0.696 },
      measuredAt: '2026-12-02T07:54:01.676Z',
    });
  });

  it.skipIf(skip)('counts no unit of the quota and no burst slot', async () => {
    const key = service.keys.free as string;
    const before = await used(key);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await enrichment(key)).status);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    expect(await used(key)).toBe(before);
    // the burst is untouched: a counted request still goes through
    expect((await apiClient(service.url, key).post('/v2/articles', {})).status).toBe(200);
    expect(await used(key)).toBe(before + 1);
  });

  it.skipIf(skip)('401 without a key or with an unknown one', async () => {
    for (const key of [undefined, `nr_${'x'.repeat(40)}`]) {
      const res = await enrichment(key);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 401,
        body: { statusCode: 401, message: ERROR_TEXT.unauthorized },
      });
    }
  });
});
