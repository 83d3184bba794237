/**
 * @module `npm run dev:web` guards the key as the dashboard server does: Vite's dev server, set up as
 * vite.config.ts sets it up (the live relay plugin with the guard, the `/api` and `/ws` proxy), refuses
 * every other spelling of `/api` and `/ws` before its proxy relays anything.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveRelayPlugin, viteProxyConfig } from './proxy';
import { GUARD_TEXT, guardPolicy } from './request-guard';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { API_SPELLINGS, WS_SPELLINGS } from './testing/path-spellings';
import { rawUpgradeStatus, request } from './testing/raw-http';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
];

let upstream: FakeUpstream;
let vite: ViteDevServer;
let root: string;
let base: string;
let own: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vite-guard-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><p>dev</p>');
  upstream = await startFakeUpstream({ apiKey: KEY });
  const guard = guardPolicy('127.0.0.1');
  const options = { upstreamBaseUrl: upstream.url, apiKey: KEY, guard };
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [liveRelayPlugin(options)],
    server: {
      host: '127.0.0.1',
      port: 0,
      hmr: false,
      allowedHosts: guard.allowedHosts.filter((h) => !h.includes(':')),
      proxy: viteProxyConfig(options),
    },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('vite: no address');
  own = `127.0.0.1:${address.port}`;
  base = `http://${own}`;
});

afterAll(async () => {
  await vite.close();
  await upstream.close();
  await rm(root, { recursive: true, force: true });
});

it.each([...API_SPELLINGS, ...WS_SPELLINGS])(
  '%s: refused from another site (403) and from our own page (400), the upstream sees nothing',
  async (path) => {
    const seen = upstream.seen.length;
    for (const headers of FROM_ANOTHER_SITE) {
      const res = await request(base, path, { host: own, ...headers });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 403, message: GUARD_TEXT.crossSite });
    }
    const res = await request(base, path, { host: own, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 400, message: GUARD_TEXT.spelling });
    expect(upstream.seen.length).toBe(seen);
  },
);

it.each(WS_SPELLINGS)(
  '%s: the upgrade is refused from another site (403) and our own (400)',
  async (path) => {
    const seen = upstream.seen.length;
    expect(await rawUpgradeStatus(base, path, { host: own, origin: 'https://evil.example' })).toBe(403);
    expect(await rawUpgradeStatus(base, path, { host: own, origin: base })).toBe(400);
    expect(upstream.seen.length).toBe(seen);
  },
);

it('relays the plain spellings with the key', async () => {
  const res = await request(base, '/api/v2/sources', { host: own, 'sec-fetch-site': 'same-origin' });
  expect(res.status).toBe(200);
  expect(upstream.seen.at(-1)).toMatchObject({ url: '/v2/sources', headers: { 'x-api-key': KEY } });
  expect(await rawUpgradeStatus(base, '/ws', { host: own, origin: base })).toBe(101);
});
