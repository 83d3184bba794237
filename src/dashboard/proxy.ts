/**
 * @module The upstream proxy, for the dashboard server (fastify) and for Vite's dev server:
 * `/api/*` → upstream with the prefix stripped, `/ws*` → upstream WebSocket; both add the key,
 * which therefore never reaches the browser.
 */
import type { IncomingHttpHeaders } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { ProxyOptions } from 'vite';

interface WsClientOptions {
  headers: Record<string, string>;
  rewriteRequestHeaders: () => Record<string, string>;
}

export interface UpstreamOptions {
  upstreamBaseUrl: string;
  apiKey: string | undefined;
}

/** Headers a browser may send that must not reach the service in its name. */
const DROPPED = ['x-api-key', 'authorization', 'cookie'];

/** The outgoing headers: the browser's, minus credentials, plus our key. */
export function withApiKey(headers: IncomingHttpHeaders, apiKey: string | undefined): IncomingHttpHeaders {
  const kept = Object.entries(headers).filter(([name]) => !DROPPED.includes(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...(apiKey ? { 'x-api-key': apiKey } : {}) };
}

/** Registers both proxies on a fastify app. */
export async function registerUpstreamProxy(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  const upstream = new URL(options.upstreamBaseUrl).origin;
  // The plugin supports this hook but its types omit it; without it the browser's cookies would be forwarded.
  const keyHeader: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const wsClientOptions: WsClientOptions = { headers: keyHeader, rewriteRequestHeaders: () => keyHeader };
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '',
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => withApiKey(headers, options.apiKey),
    },
  });
  await app.register(httpProxy, {
    upstream,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => withApiKey(headers, options.apiKey),
    },
    wsClientOptions,
  });
}

/** The same routing for `vite dev`'s `server.proxy`. */
export function viteProxyConfig(options: UpstreamOptions): Record<string, ProxyOptions> {
  const target = new URL(options.upstreamBaseUrl).origin;
  const headers = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const strip: ProxyOptions['configure'] = (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      for (const name of DROPPED) if (name !== 'x-api-key') proxyReq.removeHeader(name);
    });
  };
  return {
    '/api': {
      target,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/api/, ''),
      headers,
      configure: strip,
    },
    '/ws': { target, changeOrigin: true, ws: true, headers },
  };
}
