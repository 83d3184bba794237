import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceListV2, type SourceV2 } from '../../contract';
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
