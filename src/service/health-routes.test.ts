/**
 * @module /healthz answers from the process even while the store is busy; /readyz asks the store and
 * says 503 when it does not answer in time, or fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_TEXT } from './health-routes';
import { apiClient } from './testing/http-client';
import { ENGINES } from './testing/engines';
import { plansWithoutBurst, startTestService, type TestService } from './testing/test-service';

/** Connections the test service's store has: PGlite one, the PostgreSQL pool of startTestService five. */
const CONNECTIONS = { pglite: 1, postgres: 5 } as const;

describe.each(ENGINES)('GET /healthz and /readyz ($engine)', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('both answer 200 on an idle store', async () => {
    const expected = { status: 'ok', engine, version: '0.0.0-test' };
    expect(await apiClient(service.url).get('/healthz')).toMatchObject({ status: 200, body: expected });
    expect(await apiClient(service.url).get('/readyz')).toMatchObject({ status: 200, body: expected });
  });

  // Only the embedded store runs statements on the service's thread: for PostgreSQL there is nothing to test.
  const embeddedOnly = engine === 'pglite' ? it.skipIf(skip) : null;
  embeddedOnly?.(
    '/healthz is answered between the statements of a busy embedded store, not after them all',
    async () => {
      // PGlite runs each statement on this thread: statements queued back to back must still let requests in.
      const STATEMENTS = 40;
      let done = 0;
      const busy = Promise.all(
        Array.from({ length: STATEMENTS }, () =>
          service.db.query('SELECT count(*) FROM generate_series(1, 20000)').then(() => (done += 1)),
        ),
      );
      const live = await apiClient(service.url).get('/healthz');
      const doneWhenAnswered = done;
      await busy;
      expect(live.status).toBe(200);
      expect(doneWhenAnswered).toBeLessThan(STATEMENTS);
    },
  );

  it.skipIf(skip)(
    '/healthz does not wait for a busy store; /readyz says 503 when the store does not answer',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Transactions holding every connection keep every other query waiting.
      const holding = Promise.all(
        Array.from({ length: CONNECTIONS[engine] }, () => service.db.transaction(async () => gate)),
      );
      try {
        const live = await apiClient(service.url).get('/healthz');
        expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
        const ready = await apiClient(service.url).get('/readyz');
        expect(ready).toMatchObject({
          status: 503,
          body: { statusCode: 503, message: HEALTH_TEXT.storeSlow },
        });
      } finally {
        release();
        await holding;
      }
      expect((await apiClient(service.url).get('/readyz')).status).toBe(200);
    },
  );
});
