/**
 * @module Errors raised by Fastify or its plugins rather than by our routes: each gets the contract's
 * body and a status below 500, and none is logged as an unhandled error.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestBody, ERROR_TEXT, VALIDATION_TEXT } from '../../contract';
import { apiClient } from '../testing/http-client';
import { captureLog, type CapturedLog } from '../testing/log-capture';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

interface RawAnswer {
  status: number;
  body: unknown;
}

/** Sends `head` (and `body`) over a plain socket: the path goes out exactly as written, dot segments and all. */
function rawRequest(url: string, head: string, body = ''): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`${head}\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const payload = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status, body: payload ? (JSON.parse(payload) as unknown) : null });
    });
  });
}

/** Opens a request whose body never arrives, then hangs up. */
function abortedBody(url: string, key: string): Promise<void> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST /v2/articles HTTP/1.1\r\nHost: x\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\n` +
          'content-length: 1000\r\n\r\n{"query":',
      );
      setTimeout(() => socket.destroy(), 100);
    });
    socket.on('close', () => resolve());
    socket.on('error', () => undefined);
  });
}

describe('framework errors', () => {
  let service: TestService;
  let log: CapturedLog;
  const errorLines = () => log.lines().filter((line) => Number(line.level) >= 50);

  beforeAll(async () => {
    log = captureLog();
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst(), logger: log.logger });
  });
  afterAll(async () => service.close());

  it('a `..` under /docs/static is a 403 in the contract shape, not a 500', async () => {
    for (const path of ['/docs/static/%2e%2e/%2e%2e/package.json', '/docs/static/../../package.json']) {
      const res = await rawRequest(service.url, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close`);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Forbidden' });
    }
    expect(errorLines()).toEqual([]);
  });

  it('a bad URL is a 400 with `message` as an array, not Fastify’s own body', async () => {
    for (const path of ['/v2/articles/%zz', '/docs/static/%zz', '/%c0']) {
      const res = await fetch(`${service.url}${path}`, { headers: { 'x-api-key': service.keys.free ?? '' } });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        message: [ERROR_TEXT.invalidUrl],
        error: 'Bad Request',
      });
    }
  });

  it.each([
    { name: 'an array', body: '[]', path: '/v2/articles' },
    { name: 'a number', body: '5', path: '/v2/articles' },
    { name: 'a string', body: '"x"', path: '/v2/articles/stats' },
    { name: 'true', body: 'true', path: '/v2/articles/stats' },
  ])('a JSON body that is $name is told in the spec’s wording', async ({ body, path }) => {
    const res = await apiClient(service.url, service.keys.free).post(path, body);
    expect(res.status).toBe(400);
    expect(BadRequestBody.parse(res.body).message).toEqual([VALIDATION_TEXT.bodyObject]);
  });

  it('bytes that are not HTTP get a 400 in the contract shape, not Fastify’s', async () => {
    const res = await rawRequest(service.url, 'GET /v1 HTTP/1.1\r\nHost: x\r\nBroken header');
    expect(res).toEqual({
      status: 400,
      body: { statusCode: 400, message: [ERROR_TEXT.malformedHttp], error: 'Bad Request' },
    });
  });

  it('a body the client aborts is logged as such, never as an unhandled error', async () => {
    await abortedBody(service.url, service.keys.free ?? '');
    await expect
      .poll(() => log.lines().some((line) => line.msg === 'request aborted by the client'))
      .toBe(true);
    expect(errorLines()).toEqual([]);
  });
});
