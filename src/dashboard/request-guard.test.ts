/**
 * @module The dashboard's key is for its own pages only: Host allow-list (DNS rebinding), cross-site
 * refusal on /api and /ws (reads too: they spend the key's quota), and the security headers of its pages.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { GUARD_TEXT, guardPolicy, hostName, refusalOf } from './request-guard';
import { inlineScriptHashes } from './security-headers';
import { startDashboardServer, type DashboardServer } from './server';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { API_SPELLINGS, WS_SPELLINGS } from './testing/path-spellings';
import { rawUpgradeStatus, request } from './testing/raw-http';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
];
const policy = guardPolicy('127.0.0.1', ['news.example.com']);

describe('refusalOf', () => {
  const at = (url: string, headers: Record<string, string>) => refusalOf({ url, headers }, policy);

  it.each([
    { name: 'loopback by name', host: 'localhost:5173' },
    { name: 'loopback IPv4', host: '127.0.0.1:5173' },
    { name: 'loopback IPv6', host: '[::1]:5173' },
    { name: 'the configured public host', host: 'NEWS.example.com' },
  ])('admits $name', ({ host }) => {
    expect(at('/api/v2/sources', { host })).toBeNull();
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'a rebound name', headers: { host: 'evil.example:5173' } },
    { name: 'no Host', headers: {} },
    { name: 'a suffix of an allowed name', headers: { host: 'news.example.com.evil.example' } },
  ])('refuses $name, on pages as well', ({ headers }) => {
    expect(at('/', headers)).toEqual({ status: 403, message: GUARD_TEXT.host });
    expect(at('/api/v2/sources', headers)).toEqual({ status: 403, message: GUARD_TEXT.host });
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
    { name: 'Origin null', headers: { origin: 'null' } },
    { name: 'another port of the same host', headers: { origin: 'http://127.0.0.1:9999' } },
    { name: 'Sec-Fetch-Site cross-site (a no-cors GET)', headers: { 'sec-fetch-site': 'cross-site' } },
    { name: 'Sec-Fetch-Site same-site', headers: { 'sec-fetch-site': 'same-site' } },
  ])('refuses $name on /api and /ws, but not on pages', ({ headers }) => {
    const all = { host: '127.0.0.1:5173', ...headers };
    for (const url of ['/api/v2/articles', '/api/v2/sources?x=1', '/ws', '/ws/raw']) {
      expect(at(url, all), url).toEqual({ status: 403, message: GUARD_TEXT.crossSite });
    }
    expect(at('/', all)).toBeNull();
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    {
      name: 'a same-origin fetch',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:5173' },
    },
    { name: 'a program (no Origin, no Sec-Fetch-Site)', headers: {} },
    {
      name: 'a proxy that rewrote Host',
      headers: {
        host: '127.0.0.1:5173',
        'x-forwarded-host': 'news.example.com',
        origin: 'https://news.example.com',
      },
    },
  ])('admits $name', ({ headers }) => {
    expect(at('/api/v2/sources', { host: '127.0.0.1:5173', ...headers })).toBeNull();
  });

  it.each([...API_SPELLINGS, ...WS_SPELLINGS])(
    '%s: judged as the path it spells, refused from another site, refused (400) from our own',
    (url) => {
      const own = { host: '127.0.0.1:5173' };
      for (const headers of FROM_ANOTHER_SITE) {
        expect(at(url, { ...own, ...headers })).toEqual({ status: 403, message: GUARD_TEXT.crossSite });
      }
      const same = { ...own, origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' };
      expect(at(url, same)).toEqual({ status: 400, message: GUARD_TEXT.spelling });
      expect(at(url, own)).toEqual({ status: 400, message: GUARD_TEXT.spelling });
    },
  );

  it('leaves pages alone in any spelling, and /api-info is a page', () => {
    const crossSite = { host: '127.0.0.1:5173', 'sec-fetch-site': 'cross-site' };
    for (const url of ['/%61bout', '/x/../news', '//news', '/api-info', '/apis/v2', '/wsx']) {
      expect(at(url, crossSite), url).toBeNull();
    }
  });

  it('refuses on /api any Origin whose host is not the request’s (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (origin) => {
        const host = new URL(origin).host;
        const refusal = at('/api/v2/articles', { host: '127.0.0.1:5173', origin });
        expect(refusal === null).toBe(host === '127.0.0.1:5173');
      }),
    );
  });

  it('reads host names with and without ports and brackets', () => {
    expect(['a.example:80', 'A.EXAMPLE', '[::1]:5173', '::1', '[::1]'].map(hostName)).toEqual([
      'a.example',
      'a.example',
      '::1',
      '::1',
      '::1',
    ]);
  });
});

function upgradeStatus(base: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.on('error', () => undefined);
  });
}

describe('the dashboard server', () => {
  const INLINE = `document.documentElement.classList.toggle('dark', true);`;
  let upstream: FakeUpstream;
  let dashboard: DashboardServer;
  let staticDir: string;
  let own: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'dash-guard-'));
    await writeFile(
      join(staticDir, 'index.html'),
      `<!doctype html><script>${INLINE}</script><div id="root"></div><script type="module" src="/assets/app.js"></script>`,
    );
    upstream = await startFakeUpstream({ apiKey: KEY });
    dashboard = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      publicHosts: ['news.example.com'],
      upstreamBaseUrl: upstream.url,
      apiKey: KEY,
      staticDir,
    });
    own = new URL(dashboard.url).host;
  });
  afterAll(async () => {
    await dashboard.close();
    await upstream.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('refuses a rebound Host before the upstream sees anything', async () => {
    const seen = upstream.seen.length;
    const res = await request(dashboard.url, '/api/v2/sources', { host: 'evil.example:5173' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 403, message: GUARD_TEXT.host });
    expect((await request(dashboard.url, '/', { host: 'evil.example' })).status).toBe(403);
    expect(upstream.seen.length).toBe(seen);
  });

  it('refuses cross-site GETs and POSTs on /api, serves same-origin ones and the configured public host', async () => {
    const seen = upstream.seen.length;
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await request(dashboard.url, '/api/v2/sources', { host: own, ...headers });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 403, message: GUARD_TEXT.crossSite });
    }
    expect(upstream.seen.length).toBe(seen);
    const same = { host: own, 'sec-fetch-site': 'same-origin', origin: `http://${own}` };
    expect((await request(dashboard.url, '/api/v2/sources', same)).status).toBe(200);
    expect((await request(dashboard.url, '/api/v2/sources', { host: 'news.example.com' })).status).toBe(200);
  });

  it.each(API_SPELLINGS)(
    '%s: refused from another site (403) and from our own (400), the upstream sees nothing',
    async (path) => {
      const seen = upstream.seen.length;
      for (const headers of FROM_ANOTHER_SITE) {
        const res = await request(dashboard.url, path, { host: own, ...headers });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.body)).toEqual({ statusCode: 403, message: GUARD_TEXT.crossSite });
      }
      const res = await request(dashboard.url, path, { host: own, 'sec-fetch-site': 'same-origin' });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 400, message: GUARD_TEXT.spelling });
      expect(upstream.seen.length).toBe(seen);
    },
  );

  it.each(WS_SPELLINGS)(
    '%s: neither an upgrade nor a plain request reaches the upstream, from another site or our own',
    async (path) => {
      const seen = upstream.seen.length;
      const foreign = { host: own, origin: 'https://evil.example' };
      expect(await rawUpgradeStatus(dashboard.url, path, foreign)).toBe(403);
      expect(await rawUpgradeStatus(dashboard.url, path, { host: own, origin: `http://${own}` })).toBe(400);
      expect((await request(dashboard.url, path, foreign)).status).toBe(403);
      expect((await request(dashboard.url, path, { host: own })).status).toBe(400);
      expect(upstream.seen.length).toBe(seen);
    },
  );

  it('the plain spellings are still relayed', async () => {
    const same = { host: own, 'sec-fetch-site': 'same-origin', origin: `http://${own}` };
    expect((await request(dashboard.url, '/api/v2/sources', same)).status).toBe(200);
    expect(await rawUpgradeStatus(dashboard.url, '/ws', { host: own, origin: `http://${own}` })).toBe(101);
  });

  it('refuses the /ws upgrade from another site or under another Host, relays our own', async () => {
    expect(await upgradeStatus(dashboard.url, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(dashboard.url, { host: 'evil.example', origin: 'http://evil.example' })).toBe(
      403,
    );
    expect(await upgradeStatus(dashboard.url, { origin: `http://${own}` })).toBe(101);
  });

  it('sends CSP (the inline script allowed by its hash), no framing, no referrer, no sniffing', async () => {
    const res = await request(dashboard.url, '/some/route', { host: own });
    expect(res.status).toBe(200);
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(inlineScriptHashes(res.body)).toEqual([hash]);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
});
