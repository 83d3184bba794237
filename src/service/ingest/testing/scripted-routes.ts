/** @module Scripted fixture behaviours: validators + 304, slow, huge, redirect chains, 500, 429/503 with Retry-After. */
import type { RouteHandler } from './fixture-server';

export const FIXTURE_ETAG = '"fixture-v1"';
export const FIXTURE_LAST_MODIFIED = 'Mon, 29 Jul 2019 13:55:00 GMT';
const SMALL_FEED =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title><link>https://fixture.example/</link>' +
  '<item><title>One</title><link>https://fixture.example/1</link></item></channel></rss>';

const conditional: RouteHandler = (req, res) => {
  const headers = { etag: FIXTURE_ETAG, 'last-modified': FIXTURE_LAST_MODIFIED };
  if (
    req.headers['if-none-match'] === FIXTURE_ETAG ||
    req.headers['if-modified-since'] === FIXTURE_LAST_MODIFIED
  ) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-type': 'application/rss+xml; charset=utf-8' }).end(SMALL_FEED);
};

/**
 * A large download (4 MiB, announced by its Content-Length) trickled out 64 KiB every 50 ms, starting with
 * `head`; `sent()` is how much of it went out before the client hung up.
 */
export function trickledDownload(
  contentType: string,
  head = '',
): { route: RouteHandler; sent(): number; total: number } {
  const total = 4 * 2 ** 20;
  let sent = 0;
  const route: RouteHandler = (_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': String(total) });
    const chunk = Buffer.alloc(64 * 1024, 0x25);
    chunk.write(head);
    const timer = setInterval(() => {
      sent += chunk.length;
      if (sent >= total) clearInterval(timer);
      res.write(chunk);
    }, 50);
    res.on('close', () => clearInterval(timer));
  };
  return { route, sent: () => sent, total };
}

/** Sends headers at once, then stalls the body: a timeout must cover the whole response, not just headers. */
const slow: RouteHandler = (_req, res, url) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.write('partial');
  const timer = setTimeout(() => res.end('done'), Number(url.searchParams.get('ms') ?? 5_000));
  res.on('close', () => clearTimeout(timer));
};

/** Streams `bytes` without a Content-Length so only the running count can stop it. */
const huge: RouteHandler = (_req, res, url) => {
  const total = Number(url.searchParams.get('bytes') ?? 8 * 2 ** 20);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  res.writeHead(200, { 'content-type': 'text/plain' });
  let sent = 0;
  const pump = (): void => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
};

export function scriptedRoutes(base: string): [string, RouteHandler][] {
  // ?status=301 (or 307, 308…) for another kind of redirect than the default 302.
  const redirect =
    (location: (url: URL) => string): RouteHandler =>
    (_req, res, url) =>
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: location(url) }).end();
  return [
    ['/conditional', conditional],
    ['/slow', slow],
    ['/huge', huge],
    ['/status/500', (_req, res) => res.writeHead(500).end('boom')],
    // /busy?status=429&retry-after=120: a host asking the client to come back later.
    [
      '/busy',
      (_req, res, url) => {
        const retryAfter = url.searchParams.get('retry-after');
        res
          .writeHead(
            Number(url.searchParams.get('status') ?? 429),
            retryAfter ? { 'retry-after': retryAfter } : {},
          )
          .end('busy');
      },
    ],
    [
      '/small-feed',
      (_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SMALL_FEED),
    ],
    // /redirect?n=3 → /redirect?n=2 → … → /small-feed (relative Location on purpose).
    [
      '/redirect',
      redirect((url) => {
        const n = Number(url.searchParams.get('n') ?? 1);
        return n <= 1 ? '/small-feed' : `/redirect?n=${n - 1}`;
      }),
    ],
    ['/redirect-to', redirect((url) => url.searchParams.get('url') ?? `${base}/small-feed`)],
    ['/redirect-to-metadata', redirect(() => 'http://169.254.169.254/latest/meta-data/')],
    ['/redirect-to-localhost', redirect(() => `${base.replace('127.0.0.1', 'localhost')}/small-feed`)],
  ];
}
