/**
 * @module /healthz answers from the process even while the store is busy; /readyz asks the store and
 * says 503 when it does not answer in time, or fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_TEXT } from './health-routes';
import { apiClient } from './testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from './testing/test-service';

describe('GET /healthz and /readyz', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst() });
  });
  afterAll(async () => service.close());

  it('both answer 200 on an idle store', async () => {
    const expected = { status: 'ok', engine: 'pglite', version: '0.0.0-test' };
    expect(await apiClient(service.url).get('/healthz')).toMatchObject({ status: 200, body: expected });
    expect(await apiClient(service.url).get('/readyz')).toMatchObject({ status: 200, body: expected });
  });

  it('/healthz does not wait for a busy store; /readyz says 503 when the store does not answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // PGlite has one connection: a transaction holding it keeps every other query waiting.
    const holding = service.db.transaction(async () => gate);
    try {
      const live = await apiClient(service.url).get('/healthz');
      expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
      const ready = await apiClient(service.url).get('/readyz');
      expect(ready).toMatchObject({ status: 503, body: { statusCode: 503, message: HEALTH_TEXT.storeSlow } });
    } finally {
      release();
      await holding;
    }
    expect((await apiClient(service.url).get('/readyz')).status).toBe(200);
  });
});
