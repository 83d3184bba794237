/**
 * @module The dashboard server serves its build as a product: precompressed copies by Accept-Encoding, hashed
 * assets immutable, the page revalidated; and `/api-info` names the upstream and the key's file, never the key.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiInfo } from '../contract';
import { precompressDirectory } from './precompress-plugin';
import { startDashboardServer, type DashboardServer } from './server';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './static-files';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';
const APP_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;
const PAGE = `<!doctype html><title>Newsroom</title>${'<p>page</p>'.repeat(200)}<script src="/assets/app-Ab12.js"></script>`;

let upstream: FakeUpstream;
let dashboard: DashboardServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'dash-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), PAGE);
  await writeFile(join(staticDir, 'assets', 'app-Ab12.js'), APP_JS);
  await writeFile(join(staticDir, 'assets', 'tiny-Cd34.js'), 'export {};\n');
  await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDirectory(staticDir);
  upstream = await startFakeUpstream({ apiKey: KEY });
  dashboard = await startDashboardServer({
    port: 0,
    host: '127.0.0.1',
    upstreamBaseUrl: `${upstream.url}/`,
    apiKey: KEY,
    apiKeyFile: 'data/local-api-key',
    staticDir,
  });
});

afterAll(async () => {
  await dashboard?.close();
  await upstream?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The bytes as sent (fetch would decode them) and the headers, over plain node:http. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const request = httpGet(
      `${dashboard.url}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers, bytes: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

describe('precompressDirectory', () => {
  it('writes .br and .gz beside compressible files, and skips files too small to gain', async () => {
    const assets = (await readdir(join(staticDir, 'assets'))).sort();
    expect(assets).toEqual(['app-Ab12.js', 'app-Ab12.js.br', 'app-Ab12.js.gz', 'tiny-Cd34.js']);
    expect((await readdir(staticDir)).sort()).toEqual([
      'assets',
      'favicon.svg',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['assets/index-B61-wZ2L.js', IMMUTABLE],
    ['assets/index-BEyAiQqt.css.br', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['favicon.svg', REVALIDATE],
    ['assets', REVALIDATE],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('static files on the wire', () => {
  it('sends the brotli copy to a browser (br preferred over gzip), immutable, varying on Accept-Encoding', async () => {
    const res = await get('/assets/app-Ab12.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.bytes).toString()).toBe(APP_JS);
    expect(res.bytes.length).toBeLessThan(Buffer.byteLength(APP_JS) / 2);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/app-Ab12.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(APP_JS);
    const plain = await get('/assets/app-Ab12.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(APP_JS);
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves an asset that has no compressed copy as it is', async () => {
    const res = await get('/assets/tiny-Cd34.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.bytes.toString()).toBe('export {};\n');
  });

  it('serves the page compressed and revalidated, at / and at any app path', async () => {
    for (const path of ['/', '/live?q=x']) {
      const res = await get(path, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.bytes).toString()).toBe(PAGE);
    }
  });

  it('revalidates public files too (their names carry no hash)', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('still 404s a missing asset instead of sending the page', async () => {
    const res = await get('/assets/gone-Zz99.js', 'br, gzip');
    expect(res.status).toBe(404);
  });
});

describe('GET /api-info', () => {
  it("names the proxy's upstream (no trailing slash) and the key's file, never the key", async () => {
    const res = await get('/api-info');
    expect(res.status).toBe(200);
    const text = res.bytes.toString();
    expect(ApiInfo.parse(JSON.parse(text))).toEqual({
      apiBaseUrl: upstream.url.replace(/\/$/, ''),
      keyFile: 'data/local-api-key',
    });
    expect(text).not.toContain(KEY);
    expect(upstream.seen.some((request) => request.url.includes('info'))).toBe(false);
  });
});
