import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiClient, type JsonResponse } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

interface Operation {
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: object } } }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every method and path of `printRoutes` (a tree of path segments), HEAD left out as Fastify adds it. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const [, segment, methods] = /── (\S+) \(([^)]+)\)/.exec(line) ?? [];
    if (segment === undefined || methods === undefined) continue;
    const depth = line.indexOf('── ') / 4;
    const path = (stack[depth - 1] ?? '') + segment;
    stack[depth] = path;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the OpenAPI document, generated from the routes', () => {
  let service: TestService;
  let doc: Document;
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst(), webhooks: {} });
    doc = (await apiClient(service.url).get<Document>('/openapi.json')).body;
  });
  afterAll(async () => service.close());

  const operation = (method: string, path: string): Operation | undefined =>
    doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('documents every /v1 and /v2 route with its request and its responses', () => {
    const routes = registeredRoutes(service.app.printRoutes({ commonPrefix: false })).filter((r) =>
      / \/v[12]\//.test(r),
    );
    expect(routes).toContain('GET /v2/webhooks/:id/deliveries');
    expect(routes).toContain('POST /v2/articles/export');
    expect(routes).toContain('GET /v2/enrichment');
    expect(routes).toContain('POST /v2/saved-searches/:id/dry-run');
    expect(routes).toContain('GET /v2/stories/:id');
    expect(routes).toHaveLength(29);
    for (const route of routes) {
      const [method = '', path = ''] = route.split(' ');
      const op = operation(method, path);
      expect(op, route).toBeDefined();
      const ok = Object.keys(op?.responses ?? {}).find((code) => code.startsWith('2'));
      expect(ok, `${route} success response`).toBeDefined();
      for (const code of ['401', '500']) {
        expect(op?.responses[code]?.content?.['application/json'].schema, `${route} ${code}`).toBeDefined();
      }
      if (method === 'POST' || method === 'PATCH') {
        if (!/\/(test|rotate-secret|enable)$|\/:id\/dry-run$/.test(path))
          expect(op?.requestBody, route).toBeDefined();
      }
      if (path.includes(':id'))
        expect(
          op?.parameters?.some((p) => p.in === 'path'),
          route,
        ).toBe(true);
    }
    expect(Object.keys(doc.paths).every((p) => /^\/v[12]\//.test(p))).toBe(true);
  });

  it('documents the stream of the export in its two media types', () => {
    const ok = operation('POST', '/v2/articles/export')?.responses['200']?.content;
    expect(Object.keys(ok ?? {}).sort()).toEqual(['application/x-ndjson', 'text/csv']);
  });

  it('documents the query string of the searches as comma-separated parameters', () => {
    const names = operation('GET', '/v1/articles')?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['query', 'sources', 'from', 'to', 'page', 'pageSize']));
    expect(operation('GET', '/v2/changes')?.parameters?.find((p) => p.name === 'tickers')).toMatchObject({
      in: 'query',
      style: 'form',
      explode: false,
    });
  });

  describe('sample responses validate against their documented schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = (method: string, path: string, status: number, response: JsonResponse) => {
      expect(response.status, `${method} ${path}`).toBe(status);
      const schema = operation(method, path)?.responses[String(status)]?.content?.['application/json'].schema;
      expect(schema, `${method} ${path} ${status}`).toBeDefined();
      const validate = ajv.compile(schema as object);
      expect(validate(response.body), JSON.stringify(validate.errors)).toBe(true);
    };

    it('v2 search, stats, sources, account and enrichment', async () => {
      const pro = apiClient(service.url, service.keys.pro);
      const search = await pro.post('/v2/articles', { includeEntities: true, pageSize: 5 });
      expect(search.status).toBe(200);
      expect((search.body as { articles: unknown[] }).articles.length).toBeGreaterThan(0);
      check('POST', '/v2/articles', 200, search);
      const stats = await pro.post('/v2/articles/stats', {});
      check('POST', '/v2/articles/stats', 200, stats);
      const sources = await pro.get('/v2/sources', { includeDetails: 'true' });
      check('GET', '/v2/sources', 200, sources);
      const account = await pro.get('/v2/account');
      check('GET', '/v2/account', 200, account);
      const enrichment = await pro.get('/v2/enrichment');
      check('GET', '/v2/enrichment', 200, enrichment);
    });

    it('v1 search, and the error bodies of both versions', async () => {
      const free = apiClient(service.url, service.keys.free);
      const v1 = await free.get('/v1/articles', { pageSize: '3' });
      check('GET', '/v1/articles', 200, v1);
      const unprocessable = await free.get('/v1/articles', { pageSize: '500' });
      check('GET', '/v1/articles', 422, unprocessable);
      const invalid = await free.post('/v2/articles', { pageSize: 500 });
      check('POST', '/v2/articles', 400, invalid);
      const forbidden = await free.post('/v2/articles', { includeContent: true });
      check('POST', '/v2/articles', 403, forbidden);
      const unauthorized = await apiClient(service.url).get('/v2/sources');
      check('GET', '/v2/sources', 401, unauthorized);
    });

    it('the change feed and a webhook', async () => {
      const enterprise = apiClient(service.url, service.keys.enterprise);
      const changes = await enterprise.get('/v2/changes', { limit: '5', includeUpdates: 'true' });
      check('GET', '/v2/changes', 200, changes);
      const created = await enterprise.post('/v2/webhooks', {
        url: 'http://127.0.0.1:7301/hook',
        type: 'raw',
      });
      check('POST', '/v2/webhooks', 201, created);
      const missing = await enterprise.get('/v2/webhooks/999999');
      check('GET', '/v2/webhooks/{id}', 404, missing);
    });

    it('a saved search and its dry run', async () => {
      const pro = apiClient(service.url, service.keys.pro);
      const created = await pro.post<{ savedSearch: { id: string } }>('/v2/saved-searches', {
        name: 'apple',
        search: { tickers: ['AAPL'], pageSize: 5 },
        range: '7d',
      });
      check('POST', '/v2/saved-searches', 201, created);
      check('GET', '/v2/saved-searches', 200, await pro.get('/v2/saved-searches'));
      const id = created.body.savedSearch.id;
      check('GET', '/v2/saved-searches/{id}', 200, await pro.get(`/v2/saved-searches/${id}`));
      check(
        'POST',
        '/v2/saved-searches/{id}/dry-run',
        200,
        await pro.post(`/v2/saved-searches/${id}/dry-run`, {}),
      );
      check('POST', '/v2/saved-searches/dry-run', 200, await pro.post('/v2/saved-searches/dry-run', {}));
      check('POST', '/v2/saved-searches', 400, await pro.post('/v2/saved-searches', { name: '' }));
      check('GET', '/v2/saved-searches/{id}', 404, await pro.get('/v2/saved-searches/999999'));
    });
  });
});
