/**
 * @module The dashboard server against a fake upstream: key injection, the WebSocket relay (refusals told as
 * close codes, closes passed on), key never leaked.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_TEXT } from '../contract';
import { startDashboardServer, type DashboardServer } from './server';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';

let upstream: FakeUpstream;
let dashboard: DashboardServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'dash-'));
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/app.js"></script>',
  );
  await writeFile(join(staticDir, 'app.js'), 'console.log("app")');
  upstream = await startFakeUpstream({ apiKey: KEY });
  dashboard = await startDashboardServer({
    port: 0,
    host: '127.0.0.1',
    upstreamBaseUrl: upstream.url,
    apiKey: KEY,
    staticDir,
  });
});

afterAll(async () => {
  await dashboard.close();
  await upstream.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function fetchAll(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; text: string; headers: string }> {
  const response = await fetch(`${dashboard.url}${path}`, init);
  const headers = JSON.stringify([...response.headers.entries()]);
  return { status: response.status, text: await response.text(), headers };
}

describe('REST proxy /api/*', () => {
  it('strips the prefix and injects X-API-KEY, replacing whatever the browser sent', async () => {
    const res = await fetchAll('/api/v2/sources', {
      headers: { 'x-api-key': 'browser-guess', cookie: 'a=b' },
    });
    expect(res.status).toBe(200);
    const last = upstream.seen.at(-1);
    expect(last?.url).toBe('/v2/sources');
    expect(last?.headers['x-api-key']).toBe(KEY);
    expect(last?.headers.cookie).toBeUndefined();
  });

  it('passes upstream errors through unchanged', async () => {
    upstream.failNext(429, {
      statusCode: 429,
      message: 'Throttling Exception: Exceeded rate limit of 10 requests per 10 seconds',
    });
    const res = await fetchAll('/api/v2/sources');
    expect(res.status).toBe(429);
    expect(res.text).toContain('Exceeded rate limit');
  });

  it('forwards POST bodies', async () => {
    const res = await fetchAll('/api/v2/articles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 5 }),
    });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as { articles: unknown[] }).articles).toHaveLength(5);
  });
});

describe('static files', () => {
  it('serves index.html for any app path (history fallback)', async () => {
    const res = await fetchAll('/some/deep/route?q=x');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('serves built files and 404s missing assets instead of the page', async () => {
    expect((await fetchAll('/app.js')).status).toBe(200);
    expect((await fetchAll('/assets/missing.js')).status).toBe(404);
  });

  it('answers 503 with a hint when the SPA is not built', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'dash-empty-'));
    const bare = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      upstreamBaseUrl: upstream.url,
      apiKey: KEY,
      staticDir: empty,
    });
    const response = await fetch(`${bare.url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('build:web');
    await bare.close();
  });
});

interface BrowserSocket {
  ws: WebSocket;
  /** The 101 response's headers as the browser saw them. */
  upgradeHeaders: Promise<string>;
  messages: string[];
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string; wasOpen: boolean }>;
}

function browserSocket(
  path = '/ws',
  headers: Record<string, string> = {},
  base = dashboard.url,
): BrowserSocket {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`, { headers });
  const messages: string[] = [];
  let wasOpen = false;
  ws.on('message', (data) => messages.push(String(data)));
  ws.on('error', () => undefined);
  return {
    ws,
    messages,
    upgradeHeaders: new Promise((resolve) =>
      ws.once('upgrade', (response) => resolve(JSON.stringify(response.headers))),
    ),
    opened: new Promise((resolve) =>
      ws.once('open', () => {
        wasOpen = true;
        resolve();
      }),
    ),
    closed: new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString(), wasOpen })),
    ),
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('WebSocket proxy /ws', () => {
  it('opens the upstream socket with the key and relays messages both ways', async () => {
    const browser = browserSocket('/ws', { 'x-api-key': 'browser-guess', cookie: 'session=abc' });
    await browser.opened;
    browser.ws.send(JSON.stringify({ query: 'nvidia', clientNonce: 'n1' }));
    await until(() => browser.messages.length === 2, 'admit and the latest article');
    browser.ws.send(JSON.stringify({ action: 'ping', t: 42 }));
    await until(() => browser.messages.length === 3, 'the pong');
    browser.ws.close();
    expect(JSON.parse(browser.messages[0] ?? '{}')).toMatchObject({ action: 'admit', clientNonce: 'n1' });
    expect(JSON.parse(browser.messages[1] ?? '{}')).toMatchObject({ action: 'sendArticle' });
    expect(JSON.parse(browser.messages[2] ?? '{}')).toEqual({ action: 'pong', t: 42 });
    expect(upstream.liveFrames.slice(-2)).toEqual([
      JSON.stringify({ query: 'nvidia', clientNonce: 'n1' }),
      JSON.stringify({ action: 'ping', t: 42 }),
    ]);
    const upgrade = upstream.seen.filter((s) => s.url.startsWith('/ws')).at(-1);
    expect(upgrade?.headers['x-api-key']).toBe(KEY);
    expect(upgrade?.headers.cookie).toBeUndefined();
    expect(browser.messages.join('')).not.toContain(KEY);
    expect(await browser.upgradeHeaders).not.toContain(KEY);
  });

  it('keeps the query string and the path below /ws', async () => {
    const browser = browserSocket('/ws/raw?x=1');
    await browser.opened;
    browser.ws.close();
    expect(upstream.seen.at(-1)?.url).toBe('/ws/raw?x=1');
  });

  it.each([
    [403, { statusCode: 403, message: LIVE_TEXT.websocketForbidden }, LIVE_TEXT.websocketForbidden],
    [401, { statusCode: 401, message: 'Unauthorized' }, 'Unauthorized'],
    [429, { statusCode: 429, message: LIVE_TEXT.connectionLimit(1) }, LIVE_TEXT.connectionLimit(1)],
  ])(
    'an upgrade refused with %i reaches the browser as close code 4000+status with the message',
    async (status, body, reason) => {
      upstream.refuseNextUpgrade(status, body);
      const browser = browserSocket();
      const closed = await browser.closed;
      expect(closed).toEqual({ code: 4000 + status, reason, wasOpen: true });
    },
  );

  it('cuts a long refusal message to the 123 bytes a close frame allows', async () => {
    upstream.refuseNextUpgrade(429, { statusCode: 429, message: `Zürich ${'é'.repeat(200)}` });
    const closed = await browserSocket().closed;
    expect(closed.code).toBe(4429);
    expect(Buffer.byteLength(closed.reason)).toBeLessThanOrEqual(123);
    expect(closed.reason).toMatch(/^Zürich é+…$/);
  });

  it('an upgrade refused without a JSON body gives the status text as the reason', async () => {
    upstream.refuseNextUpgrade(503, 'not json');
    const closed = await browserSocket().closed;
    expect(closed).toMatchObject({ code: 4503 });
  });

  it.each([
    [LIVE_CLOSE.policy, LIVE_TEXT.keyBlocked],
    [LIVE_CLOSE.tryAgainLater, LIVE_TEXT.rateLimited],
    [LIVE_CLOSE.goingAway, ''],
    [LIVE_CLOSE.normal, ''],
  ])('the service closing with %i reaches the browser with the same code', async (code, reason) => {
    const browser = browserSocket();
    await browser.opened;
    await until(() => upstream.liveSockets().length > 0, 'the upstream socket');
    for (const socket of upstream.liveSockets()) socket.close(code, reason);
    expect(await browser.closed).toEqual({ code, reason, wasOpen: true });
  });

  it('the browser closing closes the upstream socket with its code', async () => {
    const browser = browserSocket();
    await browser.opened;
    await until(() => upstream.liveSockets().length === 1, 'the upstream socket');
    const [service] = upstream.liveSockets();
    const serviceClosed = new Promise<number>((resolve) => service?.once('close', (code) => resolve(code)));
    browser.ws.close(4000, 'No pong');
    expect(await serviceClosed).toBe(4000);
  });

  it('refuses pages of another origin without contacting the service', async () => {
    const before = upstream.seen.length;
    const ws = new WebSocket(`${dashboard.url.replace('http', 'ws')}/ws`, {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(403);
    expect(upstream.seen.length).toBe(before);
  });

  it('accepts its own page (Origin equals Host, or the Host a reverse proxy forwarded)', async () => {
    const host = new URL(dashboard.url).host;
    const direct = browserSocket('/ws', { origin: `http://${host}` });
    await direct.opened;
    direct.ws.close();
    const proxied = browserSocket('/ws', {
      origin: 'https://news.example.org',
      'x-forwarded-host': 'news.example.org',
    });
    await proxied.opened;
    proxied.ws.close();
  });

  it.each(['/other', '/ws/../v2/articles', '/wsx'])('answers an upgrade to %s with 404', async (path) => {
    const ws = new WebSocket(`${dashboard.url.replace('http', 'ws')}${path}`);
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it('answers plain HTTP to /ws with the service, not the page', async () => {
    const res = await fetchAll('/ws');
    expect(res.text).not.toContain('<div id="root">');
    expect(upstream.seen.at(-1)?.url).toBe('/ws');
  });

  it('tells the browser when the service cannot be reached (4502), and closes its sockets with 1001 on shutdown', async () => {
    const down = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      upstreamBaseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      staticDir,
    });
    const closed = await browserSocket('/ws', {}, down.url).closed;
    await down.close();
    expect(closed.code).toBe(4502);
    expect(closed.reason).toMatch(/^The service is unreachable: /);
    expect(closed.reason).not.toContain(KEY);

    const second = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      upstreamBaseUrl: upstream.url,
      apiKey: KEY,
      staticDir,
    });
    const browser = browserSocket('/ws', {}, second.url);
    await browser.opened;
    await second.close();
    expect(await browser.closed).toMatchObject({ code: LIVE_CLOSE.goingAway });
  });
});

describe('the key never reaches the browser', () => {
  it.each([
    ['page', '/'],
    ['deep link', '/?article=x'],
    ['asset', '/app.js'],
    ['sources', '/api/v2/sources'],
    ['unauthenticated path', '/api/nope'],
  ])('%s: body and headers are free of the key', async (_name, path) => {
    const res = await fetchAll(path);
    expect(res.text).not.toContain(KEY);
    expect(res.headers).not.toContain(KEY);
  });
});
