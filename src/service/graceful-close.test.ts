/**
 * @module Shutdown with requests in flight: they all finish (their store queries included, the store
 * closing only after) with `Connection: close`, idle keep-alive sockets are closed, no new connection is
 * taken, a request arriving on an open socket is refused with 503, and a request that never ends is cut
 * after the grace instead of holding the shutdown open.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';
import { until } from './testing/service-process';
import { plansWithoutBurst, startTestService, type TestService } from './testing/test-service';

interface Answer {
  status: number;
  body: string;
}

function getWithHeaders(
  agent: http.Agent,
  url: string,
  path: string,
): Promise<Answer & { connection: string | undefined }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
  });
}

async function get(agent: http.Agent, url: string, path: string): Promise<Answer> {
  const { status, body } = await getWithHeaders(agent, url, path);
  return { status, body };
}

/** A keep-alive connection that has finished one request and now sits idle; resolves when the server closes it. */
async function idleSocket(url: string): Promise<{ closed: Promise<void> }> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  return { closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}

describe('closeGracefully', () => {
  let service: TestService | undefined;
  let release: () => void = () => undefined;
  let requestsSeen = 0;
  /** Until the server has taken `count` requests in all (in the route or refused): no timing guess. */
  const seen = (count: number) => until(`${count} requests at the server`, async () => requestsSeen >= count);
  afterEach(async () => {
    release();
    await service?.close().catch(() => undefined);
    service = undefined;
  });

  async function start(): Promise<TestService> {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    release = open;
    service = await startTestService({
      engine: 'pglite',
      plans: plansWithoutBurst(),
      beforeListen: (app) => {
        requestsSeen = 0;
        app.server.on('request', () => (requestsSeen += 1));
        // In flight until the test opens the gate; then it still needs the store.
        app.get('/test/slow', async () => {
          await gate;
          const db = service?.db;
          if (!db) throw new Error('the service is not started');
          const [row] = await db.query<{ n: number }>('SELECT 41 + 1 AS n');
          return { n: row?.n };
        });
        app.get('/test/hang', () => new Promise(() => undefined));
      },
    });
    return service;
  }

  it('lets in-flight requests finish, closes idle sockets, refuses new connections, then closes', async () => {
    const s = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const inFlight = Array.from({ length: 12 }, () => get(agent, s.url, '/test/slow'));
    const idle = await idleSocket(s.url);
    await seen(13); // the 12 requests are in the route, the idle socket's is answered

    let closed = false;
    const closing = closeGracefully(s.app, 10_000).then(() => (closed = true));
    await idle.closed;
    await expect(get(new http.Agent(), s.url, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    expect(closed).toBe(false);

    release();
    const answers = await Promise.all(inFlight);
    expect(answers).toEqual(Array.from({ length: 12 }, () => ({ status: 200, body: '{"n":42}' })));
    await closing;
    agent.destroy();
  });

  it('answers requests in flight on keep-alive sockets with Connection: close, so clients open no more on them', async () => {
    const s = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const inFlight = Array.from({ length: 4 }, () => getWithHeaders(agent, s.url, '/test/slow'));
    await seen(4);
    const closing = closeGracefully(s.app, 10_000);
    await until('the close to begin', async () => !s.app.server.listening);
    release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => [a.status, a.body, a.connection])).toEqual(
      Array.from({ length: 4 }, () => [200, '{"n":42}', 'close']),
    );
    // The agent kept none of those sockets: its next request needs a new connection, which is refused.
    await expect(get(agent, s.url, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    await closing;
    agent.destroy();
  });

  it('refuses with 503 and Connection: close a request arriving on a busy keep-alive socket during the shutdown', async () => {
    const s = await start();
    const socket = net.connect(Number(new URL(s.url).port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await seen(1);
    const closing = closeGracefully(s.app, 10_000);
    await until('the close to begin', async () => !s.app.server.listening);
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await seen(2);
    release();
    await ended;
    await closing;
    const [first, second, ...rest] = text.split(/(?=HTTP\/1\.1 )/);
    expect(rest).toEqual([]);
    // The answer in flight keeps the socket open for the refusal queued behind it, which closes it.
    expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(first?.toLowerCase()).toContain('connection: keep-alive');
    expect(first).toMatch(/\{"n":42\}$/);
    expect(second).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(second?.toLowerCase()).toContain('connection: close');
    expect(second).toMatch(
      /\r\n\r\n\{"statusCode":503,"message":"The service is shutting down\. Retry the request on a new connection\."\}$/,
    );
  });

  it('cuts a request that never ends once the grace is over', async () => {
    const s = await start();
    const hung = get(new http.Agent(), s.url, '/test/hang');
    await seen(1);
    await closeGracefully(s.app, 300);
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
