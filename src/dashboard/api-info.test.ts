/** @module `/api-info` under Vite's dev server: answered by the plugin, never taken by the `/api` proxy. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiInfo } from '../contract';
import { apiInfo, apiInfoPlugin } from './api-info';
import { viteProxyConfig } from './proxy';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';
let upstream: FakeUpstream;
let vite: ViteDevServer;
let root: string;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vite-api-info-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><p>dev</p>');
  upstream = await startFakeUpstream({ apiKey: KEY });
  const options = { upstreamBaseUrl: upstream.url, apiKey: KEY };
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [apiInfoPlugin({ upstreamBaseUrl: upstream.url, keyFile: undefined })],
    server: { host: '127.0.0.1', port: 0, hmr: false, proxy: viteProxyConfig(options) },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('vite: no address');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await vite?.close();
  await upstream?.close();
  await rm(root, { recursive: true, force: true });
});

it('answers with the upstream and no key file (the key came from NEWS_API_KEY), the key nowhere', async () => {
  const seenBefore = upstream.seen.length;
  const response = await fetch(`${base}/api-info`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(ApiInfo.parse(JSON.parse(text))).toEqual({
    apiBaseUrl: upstream.url.replace(/\/$/, ''),
    keyFile: null,
  });
  expect(text).not.toContain(KEY);
  expect(upstream.seen.length).toBe(seenBefore);
});

it('the /api proxy still relays the API', async () => {
  const response = await fetch(`${base}/api/v2/sources`);
  expect(response.status).toBe(200);
  expect(upstream.seen.at(-1)?.url).toBe('/v2/sources');
});

it('apiInfo strips trailing slashes from the base URL', () => {
  expect(apiInfo({ upstreamBaseUrl: 'https://news.example/api//', keyFile: 'k' })).toEqual({
    apiBaseUrl: 'https://news.example/api',
    keyFile: 'k',
  });
});
