/** @module The dashboard server against a fake upstream: key injection, WebSocket proxying, key never leaked. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
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

describe('WebSocket proxy /ws', () => {
  it('opens the upstream socket with the key and relays messages both ways', async () => {
    const ws = new WebSocket(`${dashboard.url.replace('http', 'ws')}/ws`);
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ query: 'nvidia', clientNonce: 'n1' })));
      ws.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 2) resolve();
      });
      ws.on('error', reject);
    });
    ws.close();
    expect(JSON.parse(messages[0] ?? '{}')).toMatchObject({ action: 'admit', clientNonce: 'n1' });
    const upgrade = upstream.seen.filter((s) => s.url.startsWith('/ws')).at(-1);
    expect(upgrade?.headers['x-api-key']).toBe(KEY);
    expect(messages.join('')).not.toContain(KEY);
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
