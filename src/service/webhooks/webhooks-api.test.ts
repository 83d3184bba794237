/**
 * /v2/webhooks over real HTTP on both engines: create (201 with the secret, once), list, read, patch, delete,
 * rotate-secret, enable, the delivery log; plan capability and count, ownership, validation, SSRF refusals,
 * and that neither secrets nor auth values ever come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXT, WEBHOOK_TEXT, type Webhook, type WebhookWithSecret } from '../../contract';
import { ENGINES } from '../testing/engines';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

type Created = { status: 'ok'; webhook: WebhookWithSecret };

function send(service: TestService, key: string, method: string, path: string, body?: unknown) {
  return fetch(`${service.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.text()) || null }));
}

describe.each(ENGINES)('/v2/webhooks ($engine)', ({ engine, skip }) => {
  let service: TestService;
  let receiver: WebhookReceiver;
  let pro: ReturnType<typeof apiClient>;
  let enterprise: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    if (skip) return;
    receiver = await startWebhookReceiver();
    service = await startTestService({
      engine,
      plans: plansWithoutBurst(),
      webhooks: { timings: { pollMs: 100 } },
    });
    pro = apiClient(service.url, service.keys.pro);
    enterprise = apiClient(service.url, service.keys.enterprise);
  });
  afterAll(async () => {
    if (skip) return;
    await service.close();
    await receiver.close();
  });

  it.skipIf(skip)('creates a webhook: 201 with its secret, which no other answer repeats', async () => {
    const created = await enterprise.post<Created>('/v2/webhooks', {
      url: receiver.url,
      type: 'enriched',
      query: 'apple',
      tickers: ['AAPL'],
      includeUpdates: true,
      includeEntities: true,
      auth: { header: 'X-Receiver-Token', value: 'tok-3141' },
      excludeSources: null,
    });
    expect(created.status).toBe(201);
    const { webhook } = created.body;
    expect(webhook).toMatchObject({
      url: receiver.url,
      type: 'enriched',
      query: 'apple',
      tickers: ['AAPL'],
      includeUpdates: true,
      includeEntities: true,
      auth: { type: 'header', header: 'X-Receiver-Token' },
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).not.toHaveProperty('excludeSources');

    const read = await send(service, service.keys.enterprise as string, 'GET', `/v2/webhooks/${webhook.id}`);
    const list = await send(service, service.keys.enterprise as string, 'GET', '/v2/webhooks');
    for (const answer of [read, list]) {
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(webhook.secret);
      expect(answer.body).not.toContain('tok-3141');
      expect(answer.body).not.toContain('secret');
    }
    const rows = await service.db.query<Record<string, unknown>>('SELECT * FROM webhooks WHERE id = $1', [
      Number(webhook.id),
    ]);
    expect(JSON.stringify(rows)).not.toContain(webhook.secret);
    expect(JSON.stringify(rows)).not.toContain('tok-3141');
  });

  it.skipIf(skip)('refuses a plan without webhooks with 403, and a key past its count with 403', async () => {
    const free = apiClient(service.url, service.keys.free);
    const refused = await free.post('/v2/webhooks', { url: receiver.url, type: 'raw' });
    expect(refused).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: WEBHOOK_TEXT.capabilityForbidden },
    });
    expect((await free.get('/v2/webhooks')).status).toBe(403);

    const limit = service.plans.pro?.webhooks ?? 0;
    const made = await Promise.all(
      Array.from({ length: limit + 2 }, () => pro.post('/v2/webhooks', { url: receiver.url, type: 'raw' })),
    );
    expect(made.filter((r) => r.status === 201)).toHaveLength(limit);
    expect(made.filter((r) => r.status === 403).map((r) => r.body)).toEqual(
      Array.from({ length: 2 }, () => ({ statusCode: 403, message: WEBHOOK_TEXT.limitReached(limit) })),
    );
    expect((await pro.get<{ webhooks: Webhook[] }>('/v2/webhooks')).body.webhooks).toHaveLength(limit);
  });

  it.skipIf(skip)("keeps each key to its own webhooks: another key's id is 404", async () => {
    const mine = (await pro.get<{ webhooks: Webhook[] }>('/v2/webhooks')).body.webhooks[0] as Webhook;
    const key = service.keys.enterprise as string;
    const notFound = { statusCode: 404, message: WEBHOOK_TEXT.notFound };
    for (const [method, path, body] of [
      ['GET', `/v2/webhooks/${mine.id}`],
      ['PATCH', `/v2/webhooks/${mine.id}`, { enabled: false }],
      ['DELETE', `/v2/webhooks/${mine.id}`],
      ['POST', `/v2/webhooks/${mine.id}/test`, {}],
      ['POST', `/v2/webhooks/${mine.id}/rotate-secret`, {}],
      ['POST', `/v2/webhooks/${mine.id}/enable`, {}],
      ['GET', `/v2/webhooks/${mine.id}/deliveries`],
      ['GET', '/v2/webhooks/not-a-number'],
      ['GET', '/v2/webhooks/999999999'],
    ] as const) {
      const answer = await send(service, key, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body ?? 'null')).toEqual(notFound);
    }
    expect((await pro.get(`/v2/webhooks/${mine.id}`)).status).toBe(200);
  });

  it.skipIf(skip)('validates the body with the spec texts and shapes', async () => {
    const cases: { name: string; body: unknown; status: number; message: unknown }[] = [
      { name: 'no url', body: { type: 'raw' }, status: 400, message: ['url must be a string'] },
      {
        name: 'bad type',
        body: { url: receiver.url, type: 'full' },
        status: 400,
        message: ['type must be one of the following values: enriched, raw'],
      },
      {
        name: 'not a URL',
        body: { url: 'hook', type: 'raw' },
        status: 400,
        message: [WEBHOOK_TEXT.invalidUrl],
      },
      {
        name: 'ftp',
        body: { url: 'ftp://files.example/x', type: 'raw' },
        status: 400,
        message: [WEBHOOK_TEXT.urlScheme],
      },
      {
        name: 'credentials in the URL',
        body: { url: 'https://u:p@hooks.example/x', type: 'raw' },
        status: 400,
        message: [WEBHOOK_TEXT.urlCredentials],
      },
      {
        name: 'bad filter',
        body: { url: receiver.url, type: 'enriched', countries: ['USA'] },
        status: 400,
        message: ['each value in countries must be a valid ISO 3166-1 alpha-2 code'],
      },
      {
        name: 'query syntax',
        body: { url: receiver.url, type: 'enriched', query: 'ticker:' },
        status: 400,
        message: [{ property: 'query', constraints: { query: ERROR_TEXT.querySyntax('ticker:') } }],
      },
      {
        name: 'raw with tickers',
        body: { url: receiver.url, type: 'raw', tickers: ['AAPL'] },
        status: 400,
        message: [WEBHOOK_TEXT.rawField('tickers')],
      },
      {
        name: 'raw with sentiments',
        body: { url: receiver.url, type: 'raw', sentiments: ['negative'] },
        status: 400,
        message: [WEBHOOK_TEXT.rawField('sentiments')],
      },
      {
        name: 'minConfidence out of range',
        body: { url: receiver.url, type: 'enriched', minConfidence: 2 },
        status: 400,
        message: ['minConfidence must not be greater than 1'],
      },
      {
        name: 'raw with a ticker: query',
        body: { url: receiver.url, type: 'raw', query: 'ticker:AAPL' },
        status: 400,
        message: ["The raw stream supports only the source:, title:, summary: query fields, not 'ticker:'"],
      },
      {
        name: 'reserved auth header',
        body: { url: receiver.url, type: 'raw', auth: { header: 'X-Webhook-Signature', value: 'x' } },
        status: 400,
        message: [WEBHOOK_TEXT.headerReserved('X-Webhook-Signature')],
      },
      ...[
        ['a control character', 'tok\u0001en'],
        ['DEL', 'tok\u007fen'],
        ['a non-ASCII character', 'tokén'],
        ['a leading space', ' token'],
        ['a trailing tab', 'token\t'],
      ].map(([what, value]) => ({
        name: `auth value with ${what}`,
        body: { url: receiver.url, type: 'raw', auth: { header: 'X-Token', value } },
        status: 400,
        message: [WEBHOOK_TEXT.headerValueChars],
      })),
      {
        name: 'auth value with a line break',
        body: { url: receiver.url, type: 'raw', auth: { header: 'X-Token', value: 'a\r\nX-Other: b' } },
        status: 400,
        message: [WEBHOOK_TEXT.headerValue],
      },
      {
        name: 'auth header name that is not a token',
        body: { url: receiver.url, type: 'raw', auth: { header: 'X Token', value: 'x' } },
        status: 400,
        message: [WEBHOOK_TEXT.headerName],
      },
      {
        name: 'auth of neither kind',
        body: { url: receiver.url, type: 'raw', auth: { token: 'x' } },
        status: 400,
        message: [WEBHOOK_TEXT.auth],
      },
    ];
    for (const c of cases) {
      const answer = await enterprise.post('/v2/webhooks', c.body);
      expect(answer, c.name).toMatchObject({
        status: c.status,
        body: { statusCode: 400, error: 'Bad Request', message: c.message },
      });
    }
    // The sentiment filters of a subscription are a webhook's too, kept as given.
    const negative = await enterprise.post('/v2/webhooks', {
      url: receiver.url,
      type: 'enriched',
      sentiments: ['negative'],
      minConfidence: 0.7,
    });
    expect(negative).toMatchObject({
      status: 201,
      body: { webhook: { sentiments: ['negative'], minConfidence: 0.7 } },
    });
    const malformed = await enterprise.post('/v2/webhooks', '{"url":');
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: [ERROR_TEXT.invalidJson],
      error: 'Bad Request',
    });
    const content = await pro.post('/v2/webhooks', {
      url: receiver.url,
      type: 'enriched',
      includeContent: true,
    });
    expect(content).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: ERROR_TEXT.contentForbidden },
    });
  });

  it.skipIf(skip)(
    'refuses private, loopback, link-local and metadata targets unless the operator allows them',
    async () => {
      const guarded = await startTestService({
        engine,
        plans: plansWithoutBurst(),
        webhooks: {
          policy: { allowPrivate: false },
          resolve: async (host) => (host === 'hooks.intranet.example' ? ['10.1.2.3'] : ['93.184.215.14']),
        },
      });
      try {
        const client = apiClient(guarded.url, guarded.keys.enterprise);
        for (const url of [
          'http://127.0.0.1:9/hook',
          'http://[::1]/hook',
          'http://169.254.169.254/latest/meta-data/',
          'http://192.168.1.10/hook',
          'http://[::ffff:10.0.0.1]/hook',
          'http://hooks.intranet.example/hook',
        ]) {
          const answer = await client.post('/v2/webhooks', { url, type: 'raw' });
          expect(answer, url).toMatchObject({ status: 400, body: { message: [WEBHOOK_TEXT.privateUrl] } });
        }
        const ok = await client.post<Created>('/v2/webhooks', {
          url: 'https://hooks.public.example/x',
          type: 'raw',
        });
        expect(ok.status).toBe(201);
        const patched = await send(
          guarded,
          guarded.keys.enterprise as string,
          'PATCH',
          `/v2/webhooks/${ok.body.webhook.id}`,
          {
            url: 'http://10.0.0.8/x',
          },
        );
        expect(patched.status).toBe(400);
      } finally {
        await guarded.close();
      }
    },
  );

  it.skipIf(skip)(
    'patches as a merge patch: null removes a filter, type is fixed, enabled toggles',
    async () => {
      const key = service.keys.enterprise as string;
      const created = await enterprise.post<Created>('/v2/webhooks', {
        url: receiver.url,
        type: 'enriched',
        query: 'nvidia',
        countries: ['US'],
        auth: { basic: { username: 'ops', password: 'pa55' } },
      });
      const path = `/v2/webhooks/${created.body.webhook.id}`;
      const patched = await send(service, key, 'PATCH', path, {
        query: null,
        categories: ['markets'],
        enabled: false,
      });
      expect(patched.status).toBe(200);
      const webhook = (JSON.parse(patched.body ?? '{}') as { webhook: Webhook }).webhook;
      expect(webhook).toMatchObject({
        countries: ['US'],
        categories: ['markets'],
        enabled: false,
        disabledReason: 'manual',
      });
      expect(webhook).not.toHaveProperty('query');
      expect(webhook.auth).toEqual({ type: 'basic' });
      expect(patched.body).not.toContain('pa55');

      const typeChange = await send(service, key, 'PATCH', path, { type: 'raw' });
      expect(JSON.parse(typeChange.body ?? '{}')).toEqual({
        statusCode: 400,
        message: [WEBHOOK_TEXT.typeFixed],
        error: 'Bad Request',
      });
      const badAuth = await send(service, key, 'PATCH', path, {
        auth: { header: 'X-Token', value: 'a\u007f' },
      });
      expect(JSON.parse(badAuth.body ?? '{}')).toEqual({
        statusCode: 400,
        message: [WEBHOOK_TEXT.headerValueChars],
        error: 'Bad Request',
      });
      // Inner spaces and tabs are field-value characters.
      const spaced = await send(service, key, 'PATCH', path, {
        auth: { header: 'X-Token', value: 'a b\tc' },
      });
      expect(spaced.status).toBe(200);
      const noAuth = await send(service, key, 'PATCH', path, { auth: null });
      expect((JSON.parse(noAuth.body ?? '{}') as { webhook: Webhook }).webhook.auth).toBeNull();

      const enabled = await enterprise.post<{ webhook: Webhook }>(`${path}/enable`, {});
      expect(enabled.body.webhook).toMatchObject({
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
      });

      const rotated = await enterprise.post<Created>(`${path}/rotate-secret`, {});
      expect(rotated.status).toBe(200);
      expect(rotated.body.webhook.secret).toMatch(/^whsec_/);
      expect(rotated.body.webhook.secret).not.toBe(created.body.webhook.secret);

      expect((await send(service, key, 'DELETE', path)).status).toBe(204);
      expect((await send(service, key, 'GET', path)).status).toBe(404);
    },
  );

  it.skipIf(skip)('pages the delivery log and filters it by status', async () => {
    const created = await enterprise.post<Created>('/v2/webhooks', { url: receiver.url, type: 'enriched' });
    const path = `/v2/webhooks/${created.body.webhook.id}`;
    receiver.answer({ status: 200 });
    for (let i = 0; i < 3; i += 1) expect((await enterprise.post(`${path}/test`, {})).status).toBe(200);
    const page = await enterprise.get<{ page: number; pageSize: number; deliveries: unknown[] }>(
      `${path}/deliveries`,
      {
        pageSize: '2',
      },
    );
    expect(page.body).toMatchObject({ status: 'ok', page: 1, pageSize: 2 });
    expect(page.body.deliveries).toHaveLength(2);
    const second = await enterprise.get<{ deliveries: unknown[] }>(`${path}/deliveries`, {
      pageSize: '2',
      page: '2',
    });
    expect(second.body.deliveries).toHaveLength(1);
    const failed = await enterprise.get<{ deliveries: unknown[] }>(`${path}/deliveries`, {
      status: 'failed',
    });
    expect(failed.body.deliveries).toHaveLength(0);
    const bad = await enterprise.get(`${path}/deliveries`, { status: 'lost', pageSize: '500' });
    expect(bad.body).toEqual({
      statusCode: 400,
      message: [
        'status must be one of the following values: pending, delivered, failed',
        'pageSize must not be greater than 100',
      ],
      error: 'Bad Request',
    });
  });

  it.skipIf(skip)('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${service.url}/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v2/webhooks',
        '/v2/webhooks/{id}',
        '/v2/webhooks/{id}/test',
        '/v2/webhooks/{id}/rotate-secret',
        '/v2/webhooks/{id}/enable',
        '/v2/webhooks/{id}/deliveries',
      ]),
    );
  });

  it.skipIf(skip)('counts every call as one quota unit', async () => {
    const key = service.keys.enterprise as string;
    // The limiter writes usage in batches: what it counted so far first.
    const used = async () => {
      await service.limiter.settle();
      const rows = await service.db.query<{ used: number }>(
        `SELECT u.used FROM usage_counters u JOIN api_keys k ON k.id = u.key_id WHERE k.name = 'enterprise'`,
      );
      return Number(rows[0]?.used ?? 0);
    };
    const before = await used();
    await send(service, key, 'GET', '/v2/webhooks');
    await send(service, key, 'GET', '/v2/webhooks/999999');
    expect(await used()).toBe(before + 2);
  });
});
