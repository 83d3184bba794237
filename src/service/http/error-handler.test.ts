import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { createApiKey, revokeApiKey } from '../store/keys-repo';
import { generateApiKey } from '../crypto/api-key';

describe('authentication and error bodies', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      keyCacheTtlMs: 0,
      beforeListen: (app) =>
        app.get('/test/boom', async () => {
          throw new Error('kaboom: secret detail');
        }),
    });
  });
  afterAll(async () => service.close());

  const unauthorized = { statusCode: 401, message: 'Unauthorized' };

  it.each([
    { name: 'missing', key: undefined },
    { name: 'malformed', key: 'abc' },
    { name: 'well-formed but unknown', key: generateApiKey() },
  ])('a $name X-API-KEY → 401 on every route', async ({ key }) => {
    for (const [method, path] of [
      ['POST', '/v2/articles'],
      ['GET', '/v2/articles/by-link?link=x'],
      ['GET', '/v2/sources'],
      ['GET', '/v1/articles'],
      ['GET', '/v1/articles/extended'],
      ['GET', '/v1/sources'],
    ] as const) {
      const res = await fetch(`${service.url}${path}`, { method, headers: key ? { 'x-api-key': key } : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual(unauthorized);
    }
  });

  it('a revoked key → 401', async () => {
    const { key, record } = await createApiKey(service.db, { name: 'temp', plan: 'free' });
    expect((await apiClient(service.url, key).get('/v2/sources')).status).toBe(200);
    await revokeApiKey(service.db, String(record.id));
    const res = await apiClient(service.url, key).get('/v2/sources');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorized);
  });

  it('the header name is case-insensitive', async () => {
    const res = await fetch(`${service.url}/v2/sources`, {
      headers: { 'X-API-KEY': service.keys.free as string },
    });
    expect(res.status).toBe(200);
  });

  it('401 comes before validation', async () => {
    const res = await apiClient(service.url).post('/v2/articles', { pageSize: 1000 });
    expect(res.status).toBe(401);
  });

  it('an unexpected fault → bare 500, details only in the log', async () => {
    const res = await apiClient(service.url).get('/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
  });

  it('an unknown route → 404 in the same shape', async () => {
    const res = await apiClient(service.url, service.keys.free).get('/v3/articles');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });

  it('an oversize body → 413, not a crash', async () => {
    const res = await apiClient(service.url, service.keys.free).post('/v2/articles', {
      query: 'x'.repeat(300_000),
    });
    expect(res.status).toBe(413);
  });

  it('serves /healthz, /openapi.json and /docs without a key', async () => {
    expect((await apiClient(service.url).get('/healthz')).body).toMatchObject({
      status: 'ok',
      engine: 'pglite',
    });
    const doc = await apiClient(service.url).get<{ openapi: string; paths: Record<string, unknown> }>(
      '/openapi.json',
    );
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/v2/articles',
        '/v2/articles/by-link',
        '/v2/sources',
        '/v1/articles',
        '/v1/articles/extended',
        '/v1/sources',
      ]),
    );
    const docs = await fetch(`${service.url}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});
