/** @module startFixtureServer: a loopback HTTP server with real feeds/pages and scripted misbehaviour. */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { scriptedRoutes } from './scripted-routes';
import { SHARED_DATA_DIR } from './shared-data';

export type RouteHandler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void;

export interface FixtureServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Requests seen per path, for asserting on conditional GETs and serialization. */
  hits: Map<string, http.IncomingHttpHeaders[]>;
  /** Adds or replaces a route; a string or function body can change between requests. */
  setRoute(pathname: string, route: RouteHandler | StaticRoute): void;
  close(): Promise<void>;
}

export interface StaticRoute {
  body: string | (() => string);
  contentType?: string;
  status?: number;
  headers?: Record<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

function staticHandler(route: StaticRoute): RouteHandler {
  return (_req, res) => {
    const body = typeof route.body === 'function' ? route.body() : route.body;
    res.writeHead(route.status ?? 200, {
      'content-type': route.contentType ?? 'text/plain; charset=utf-8',
      ...route.headers,
    });
    res.end(body);
  };
}

/** Serves /feeds/<file> and /articles/<path> from shared data, refusing paths that escape it. */
async function serveShared(res: http.ServerResponse, pathname: string): Promise<void> {
  const file = path.resolve(SHARED_DATA_DIR, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(path.resolve(SHARED_DATA_DIR) + path.sep)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, RouteHandler>();
  const hits = new Map<string, http.IncomingHttpHeaders[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    hits.set(url.pathname, [...(hits.get(url.pathname) ?? []), req.headers]);
    const route = routes.get(url.pathname);
    if (route) return route(req, res, url);
    if (url.pathname.startsWith('/feeds/') || url.pathname.startsWith('/articles/')) {
      void serveShared(res, url.pathname);
      return;
    }
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const [pathname, handler] of scriptedRoutes(base)) routes.set(pathname, handler);
  return {
    url: base,
    hits,
    setRoute(pathname, route) {
      routes.set(pathname, typeof route === 'function' ? route : staticHandler(route));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
