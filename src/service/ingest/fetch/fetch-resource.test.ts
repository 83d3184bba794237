import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../testing/fixture-server';
import { FIXTURE_ETAG, FIXTURE_LAST_MODIFIED, trickledDownload } from '../testing/scripted-routes';
import { hasSharedData } from '../testing/shared-data';
import { FetchError } from './fetch-error';
import { fetchResource, movesPermanently, type FetchOptions } from './fetch-resource';

let server: FixtureServer;
const open: FetchOptions = { allowPrivateNetworks: true };

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error.code;
    throw error;
  }
  throw new Error('expected a FetchError');
}

describe('fetchResource', () => {
  it.each([
    { query: 'status=429&retry-after=120', status: 429, retryAfterMs: 120_000 },
    { query: 'status=503&retry-after=30', status: 503, retryAfterMs: 30_000 },
    { query: 'status=429', status: 429, retryAfterMs: undefined },
    { query: 'status=429&retry-after=later', status: 429, retryAfterMs: undefined },
    // Only 429 and 503 say when to come back; elsewhere the header means nothing.
    { query: 'status=500&retry-after=120', status: 500, retryAfterMs: undefined },
  ])('reports the wait a busy host asks for: $query', async ({ query, status, retryAfterMs }) => {
    const error = await fetchResource(`${server.url}/busy?${query}`, open).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'fetch.http_status', status });
    expect((error as FetchError).retryAfterMs).toBe(retryAfterMs);
  });

  it('fetches a body, names the service in User-Agent and returns validators', async () => {
    const res = await fetchResource(`${server.url}/conditional`, open);
    expect(res.kind).toBe('ok');
    if (res.kind !== 'ok') return;
    expect(res.body).toContain('<title>Fixture</title>');
    expect(res.validators).toEqual({ etag: FIXTURE_ETAG, lastModified: FIXTURE_LAST_MODIFIED });
    expect(server.hits.get('/conditional')?.[0]?.['user-agent']).toMatch(/Newsroom/);
  });

  it('sends validators and maps 304 to not_modified', async () => {
    const byEtag = await fetchResource(`${server.url}/conditional`, {
      ...open,
      validators: { etag: FIXTURE_ETAG },
    });
    expect(byEtag).toMatchObject({ kind: 'not_modified', validators: { etag: FIXTURE_ETAG } });
    const byDate = await fetchResource(`${server.url}/conditional`, {
      ...open,
      validators: { etag: null, lastModified: FIXTURE_LAST_MODIFIED },
    });
    expect(byDate.kind).toBe('not_modified');
    expect(server.hits.get('/conditional')?.at(-1)?.['if-modified-since']).toBe(FIXTURE_LAST_MODIFIED);
  });

  it('times out on a stalled body', async () => {
    const started = Date.now();
    expect(await codeOf(fetchResource(`${server.url}/slow?ms=5000`, { ...open, timeoutMs: 200 }))).toBe(
      'fetch.timeout',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('aborts a body beyond the cap', async () => {
    const huge = fetchResource(`${server.url}/huge?bytes=${6 * 2 ** 20}`, open);
    expect(await codeOf(huge)).toBe('fetch.too_large');
    expect(await codeOf(fetchResource(`${server.url}/small-feed`, { ...open, maxBytes: 10 }))).toBe(
      'fetch.too_large',
    );
  });

  it('follows up to 5 redirects and reports the final URL', async () => {
    const res = await fetchResource(`${server.url}/redirect?n=5`, open);
    expect(res).toMatchObject({ kind: 'ok', url: `${server.url}/small-feed` });
    expect(await codeOf(fetchResource(`${server.url}/redirect?n=6`, open))).toBe('fetch.too_many_redirects');
  });

  it('reports where a resource moved for good: the end of its unbroken 301/308 chain, never a 302 target', async () => {
    const via = (status: number, url: string) =>
      `${server.url}/redirect-to?status=${status}&url=${encodeURIComponent(url)}`;
    const feed = `${server.url}/small-feed`;
    expect(await fetchResource(via(301, feed), open)).toMatchObject({ url: feed, permanentUrl: feed });
    expect(await fetchResource(via(308, via(301, feed)), open)).toMatchObject({ permanentUrl: feed });
    expect(await fetchResource(via(302, feed), open)).toMatchObject({ url: feed, permanentUrl: null });
    expect(await fetchResource(via(301, via(302, feed)), open)).toMatchObject({
      url: feed,
      permanentUrl: via(302, feed),
    });
    expect(await fetchResource(feed, open)).toMatchObject({ permanentUrl: null });
  });

  it('never takes a step down from https to http as permanent', () => {
    const https = new URL('https://feeds.example/rss');
    expect(movesPermanently(301, https, new URL('https://www.example/rss'))).toBe(true);
    expect(movesPermanently(308, new URL('http://feeds.example/rss'), https)).toBe(true);
    expect(movesPermanently(301, https, new URL('http://feeds.example/rss'))).toBe(false);
    for (const status of [302, 303, 307]) expect(movesPermanently(status, https, https)).toBe(false);
  });

  it('asks the caller before following each redirect, and contacts no refused target', async () => {
    const asked: string[] = [];
    const upToTwo: FetchOptions = {
      ...open,
      followsRedirect: (target) => (asked.push(target), Promise.resolve(asked.length <= 2)),
    };
    expect(await fetchResource(`${server.url}/redirect?n=2`, upToTwo)).toMatchObject({ kind: 'ok' });
    expect(asked).toEqual([`${server.url}/redirect?n=1`, `${server.url}/small-feed`]);
    asked.length = 0;
    const feedHits = server.hits.get('/small-feed')?.length ?? 0;
    const refused = fetchResource(`${server.url}/redirect?n=3`, { ...upToTwo });
    expect(await codeOf(refused)).toBe('fetch.refused_redirect');
    expect(asked).toHaveLength(3);
    expect(server.hits.get('/small-feed')?.length ?? 0).toBe(feedHits);
  });

  it('lets the caller refuse an answer by its Content-Type, judging the final answer, not a redirect', async () => {
    const rssOnly: FetchOptions = { ...open, acceptsContentType: (type) => /rss/.test(type ?? '') };
    expect((await fetchResource(`${server.url}/redirect?n=1`, rssOnly)).kind).toBe('ok');
    const htmlOnly: FetchOptions = { ...open, acceptsContentType: (type) => /html/.test(type ?? '') };
    expect(await codeOf(fetchResource(`${server.url}/redirect?n=1`, htmlOnly))).toBe('fetch.unwanted_type');
  });

  describe('refusing a body by its first bytes', () => {
    const pdfKind = (head: Uint8Array) =>
      Buffer.from(head).toString('latin1').startsWith('%PDF-') ? 'a PDF' : null;

    it('ends the request after the head, naming what it refused', async () => {
      const download = trickledDownload('text/html', '%PDF-1.7\n');
      server.setRoute('/mislabelled.pdf', download.route);
      const error = await fetchResource(`${server.url}/mislabelled.pdf`, {
        ...open,
        timeoutMs: 5_000,
        unwantedBody: pdfKind,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'fetch.unwanted_type',
        message: expect.stringMatching(/text\/html answer: its body is a PDF$/),
      });
      expect(download.sent()).toBeLessThan(download.total / 4);
    });

    it('judges the decoded body, and a body shorter than the head once it has ended', async () => {
      server.setRoute('/gzipped.pdf', (_req, res) => {
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' });
        res.end(gzipSync('%PDF-1.4 short'));
      });
      expect(
        await codeOf(fetchResource(`${server.url}/gzipped.pdf`, { ...open, unwantedBody: pdfKind })),
      ).toBe('fetch.unwanted_type');
    });

    it('hands over an accepted body whole, having shown it only the first 4 KiB', async () => {
      const heads: number[] = [];
      const size = 2 * 64 * 1024;
      const res = await fetchResource(`${server.url}/huge?bytes=${size}`, {
        ...open,
        unwantedBody: (head) => (heads.push(head.length), null),
      });
      expect(res.kind === 'ok' && res.body.length).toBe(size);
      expect(heads).toEqual([4096]);
    });
  });

  it('names HTTP errors with their status', async () => {
    const error = await fetchResource(`${server.url}/status/500`, open).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'fetch.http_status', status: 500 });
  });

  it('decompresses gzip and caps the decompressed size (zip bombs)', async () => {
    server.setRoute('/gzip', (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain; charset=utf-8' });
      res.end(gzipSync(Buffer.from('Zürich '.repeat(1000))));
    });
    const res = await fetchResource(`${server.url}/gzip`, open);
    expect(res.kind === 'ok' && res.body.startsWith('Zürich Zürich')).toBe(true);
    expect(await codeOf(fetchResource(`${server.url}/gzip`, { ...open, maxBytes: 4096 }))).toBe(
      'fetch.too_large',
    );
  });

  it('reads a server that answers raw deflate (no zlib header) whenever deflate is offered', async () => {
    server.setRoute('/deflate-raw', (req, res) => {
      const body = Buffer.from('Zürich '.repeat(1000));
      if (!/\bdeflate\b/.test(String(req.headers['accept-encoding']))) {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
        return;
      }
      res.writeHead(200, { 'content-encoding': 'deflate', 'content-type': 'text/plain; charset=utf-8' });
      res.end(deflateRawSync(body));
    });
    const res = await fetchResource(`${server.url}/deflate-raw`, open);
    expect(res.kind === 'ok' && res.body.startsWith('Zürich Zürich')).toBe(true);
  });

  describe('deflate sent although not offered', () => {
    const text = Buffer.from('Zürich '.repeat(1000));
    /** Sends `body` as Content-Encoding: deflate, its first `firstChunk` bytes alone and the rest 50 ms later. */
    function serveDeflate(path: string, body: Buffer, firstChunk = body.length): string {
      server.setRoute(path, (_req, res) => {
        res.writeHead(200, { 'content-encoding': 'deflate', 'content-type': 'text/plain; charset=utf-8' });
        res.write(body.subarray(0, firstChunk));
        setTimeout(() => res.end(body.subarray(firstChunk)), 50);
      });
      return `${server.url}${path}`;
    }
    const bodyOf = async (url: string, options: FetchOptions = open) => {
      const res = await fetchResource(url, options);
      return res.kind === 'ok' ? res.body : null;
    };

    it('reads zlib-wrapped deflate (the standard form)', async () => {
      expect(await bodyOf(serveDeflate('/deflate-zlib', deflateSync(text)))).toBe(text.toString());
    });

    it('reads raw deflate (no zlib header, as old IIS/PHP send it)', async () => {
      expect(await bodyOf(serveDeflate('/deflate-bare', deflateRawSync(text)))).toBe(text.toString());
    });

    it('waits for the second byte when the first chunk holds only one', async () => {
      const zlibWrapped = serveDeflate('/deflate-zlib-split', deflateSync(text), 1);
      const raw = serveDeflate('/deflate-raw-split', deflateRawSync(text), 1);
      expect(await bodyOf(zlibWrapped)).toBe(text.toString());
      expect(await bodyOf(raw)).toBe(text.toString());
    });

    it('fails a body that is neither form as fetch.network, at once', async () => {
      const started = Date.now();
      const garbage = Buffer.from('this is not deflate at all, just text '.repeat(20));
      const corruptZlib = Buffer.concat([deflateSync(text).subarray(0, 2), Buffer.alloc(200, 0xff)]);
      const oneByte = Buffer.from([0x78]);
      for (const [path, body] of [
        ['/deflate-garbage', garbage],
        ['/deflate-corrupt-zlib', corruptZlib],
        ['/deflate-one-byte', oneByte],
      ] as const) {
        const url = serveDeflate(path, body);
        expect({ path, code: await codeOf(fetchResource(url, { ...open, timeoutMs: 5_000 })) }).toEqual({
          path,
          code: 'fetch.network',
        });
      }
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('keeps the size cap and the deadline on both forms', async () => {
      const zlibBomb = serveDeflate('/deflate-zlib-bomb', deflateSync(text));
      const rawBomb = serveDeflate('/deflate-raw-bomb', deflateRawSync(text));
      expect(await codeOf(fetchResource(zlibBomb, { ...open, maxBytes: 4096 }))).toBe('fetch.too_large');
      expect(await codeOf(fetchResource(rawBomb, { ...open, maxBytes: 4096 }))).toBe('fetch.too_large');
      server.setRoute('/deflate-stalled', (_req, res) => {
        res.writeHead(200, { 'content-encoding': 'deflate' });
        res.write(deflateRawSync(text).subarray(0, 1));
      });
      expect(await codeOf(fetchResource(`${server.url}/deflate-stalled`, { ...open, timeoutMs: 200 }))).toBe(
        'fetch.timeout',
      );
    });
  });

  it('ignores Content-Encoding on bodiless answers (a 304 or a redirect from a compressing proxy)', async () => {
    server.setRoute('/gzip-304', (req, res) => {
      if (req.headers['if-none-match'] === FIXTURE_ETAG) {
        res.writeHead(304, { 'content-encoding': 'gzip', etag: FIXTURE_ETAG }).end();
        return;
      }
      res
        .writeHead(302, { 'content-encoding': 'gzip', location: '/small-feed', 'content-length': '0' })
        .end();
    });
    const validators = { etag: FIXTURE_ETAG };
    expect(await fetchResource(`${server.url}/gzip-304`, { ...open, validators })).toMatchObject({
      kind: 'not_modified',
      validators,
    });
    expect(await fetchResource(`${server.url}/gzip-304`, open)).toMatchObject({
      kind: 'ok',
      url: `${server.url}/small-feed`,
    });
  });

  it('reports a compressed body cut off mid-way as fetch.network at once, not as a timeout', async () => {
    server.setRoute('/gzip-cut', (_req, res) => {
      const gz = gzipSync(Buffer.from('Zürich '.repeat(5000)));
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(gz.length) });
      res.write(gz.subarray(0, 64), () => res.socket?.destroy());
    });
    const started = Date.now();
    expect(await codeOf(fetchResource(`${server.url}/gzip-cut`, { ...open, timeoutMs: 5_000 }))).toBe(
      'fetch.network',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.runIf(hasSharedData())('serves and decodes a real feed', async () => {
    const res = await fetchResource(`${server.url}/feeds/wsj_world_news_2021-10-16.rss.xml`, open);
    expect(res.kind === 'ok' && res.body.includes('WSJ.com: World News')).toBe(true);
  });
});

describe('fetchResource SSRF guard', () => {
  it('refuses the loopback fixture server itself unless private networks are allowed', async () => {
    expect(await codeOf(fetchResource(`${server.url}/small-feed`))).toBe('fetch.blocked_address');
    expect((await fetchResource(`${server.url}/small-feed`, open)).kind).toBe('ok');
  });

  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://224.0.0.1/',
    'http://localhost/',
  ])('refuses %s', async (url) => {
    expect(await codeOf(fetchResource(url, { timeoutMs: 2_000 }))).toBe('fetch.blocked_address');
  });

  it('checks every redirect hop, not just the first', async () => {
    const allowFixture: FetchOptions = { allowPrivateHosts: ['127.0.0.1'] };
    expect((await fetchResource(`${server.url}/redirect?n=2`, allowFixture)).kind).toBe('ok');
    expect(await codeOf(fetchResource(`${server.url}/redirect-to-metadata`, allowFixture))).toBe(
      'fetch.blocked_address',
    );
    expect(await codeOf(fetchResource(`${server.url}/redirect-to-localhost`, allowFixture))).toBe(
      'fetch.blocked_address',
    );
  });

  it('reports a refused connection as fetch.network', async () => {
    const closed = await startFixtureServer();
    await closed.close();
    expect(await codeOf(fetchResource(`${closed.url}/x`, open))).toBe('fetch.network');
    expect(await codeOf(fetchResource(`${server.url}/x`, { ...open, userAgent: 'bad\nvalue' }))).toBe(
      'fetch.network',
    );
  });

  it('rejects non-http schemes', async () => {
    expect(await codeOf(fetchResource('file:///etc/passwd'))).toBe('fetch.invalid_url');
  });
});
