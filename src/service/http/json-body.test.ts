/**
 * The JSON body parser over real HTTP, on both stores: a route that takes no body accepts an empty one sent
 * with `Content-Type: application/json` (as clients that set it on every request do), a route that takes a
 * body still refuses it with its exact text, and JSON bodies are refused when they are not UTF-8.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

const INVALID_JSON = { statusCode: 400, message: ['Body must be valid JSON'], error: 'Bad Request' };

describe.each(ENGINES)('JSON bodies [$engine]', ({ engine, skip }) => {
  let service: TestService;
  let receiver: WebhookReceiver;
  let id: string;

  /** A request with `Content-Type: application/json`; `body` undefined sends none (Content-Length: 0). */
  const send = async (method: string, path: string, body?: BodyInit) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { 'x-api-key': service.keys.enterprise as string, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : (body ?? ''),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

  beforeAll(async () => {
    if (skip) return;
    receiver = await startWebhookReceiver();
    service = await startTestService({ engine, plans: plansWithoutBurst(), webhooks: {} });
    const created = await send('POST', '/v2/webhooks', JSON.stringify({ url: receiver.url, type: 'raw' }));
    id = (created.body as { webhook: { id: string } }).webhook.id;
  });
  afterAll(async () => {
    if (skip) return;
    await service.close();
    await receiver.close();
  });

  it.skipIf(skip)('takes an empty body as none on the routes that take no body', async () => {
    const test = await send('POST', `/v2/webhooks/${id}/test`);
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ status: 'ok', delivery: { kind: 'test' } });
    expect(await send('POST', `/v2/webhooks/${id}/enable`)).toMatchObject({ status: 200 });
    const rotated = await send('POST', `/v2/webhooks/${id}/rotate-secret`);
    expect(rotated).toMatchObject({ status: 200, body: { webhook: { id } } });
    expect(await send('DELETE', `/v2/webhooks/${id}`)).toEqual({ status: 204, body: null });
  });

  it.skipIf(skip)('still refuses an empty body where one is read, with the exact text', async () => {
    for (const [method, path] of [
      ['POST', '/v2/articles'],
      ['POST', '/v2/articles/stats'],
      ['POST', '/v2/webhooks'],
      ['PATCH', '/v2/webhooks/1'],
    ]) {
      expect(await send(method as string, path as string), `${method} ${path}`).toEqual({
        status: 400,
        body: INVALID_JSON,
      });
    }
  });

  it.skipIf(skip)('refuses malformed JSON on a route that takes no body, as before', async () => {
    expect(await send('POST', '/v2/webhooks/1/test', '{"x":')).toEqual({ status: 400, body: INVALID_JSON });
  });

  it.skipIf(skip)('refuses bytes that are not UTF-8 as malformed JSON, overlong forms included', async () => {
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"query":"a'), Buffer.from(bytes), Buffer.from('"}')]);
      expect(await send('POST', '/v2/articles', body)).toEqual({ status: 400, body: INVALID_JSON });
    }
    const fine = Buffer.from(JSON.stringify({ query: 'Börse 日本 €' }));
    expect((await send('POST', '/v2/articles', fine)).status).toBe(200);
  });
});
