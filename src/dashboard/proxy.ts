/**
 * @module The upstream proxy, for the dashboard server (fastify) and for Vite's dev server:
 * `/api/*` → upstream with the prefix stripped, `/ws*` → upstream WebSocket (the live relay); both add
 * the key, which therefore never reaches the browser.
 */
import type { IncomingHttpHeaders } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { Plugin, ProxyOptions } from 'vite';
import { attachLiveRelay, createLiveRelay } from './live-relay.ts';
import { refusalOf, usesKey, type GuardPolicy } from './request-guard.ts';

export interface UpstreamOptions {
  upstreamBaseUrl: string;
  apiKey: string | undefined;
  /** Host allow-list and same-site rule for the key's routes (request-guard.ts). */
  guard?: GuardPolicy;
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
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '',
    // One line per request is the service's to write.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => withApiKey(headers, options.apiKey),
    },
  });
  // Plain HTTP to /ws* gets the service's own answer (426); upgrades go to the relay. The plugin's websocket
  // mode is not used: it closes the browser's socket with 1011 on a refused upgrade, status and message lost.
  await app.register(httpProxy, {
    upstream,
    prefix: '/ws',
    rewritePrefix: '/ws',
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => withApiKey(headers, options.apiKey),
    },
  });
  const relay = attachLiveRelay(app.server, { ...options, log: (message) => app.log.warn(message) });
  app.addHook('preClose', async () => relay.close());
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
    // Upgrades are the live relay's (liveRelayPlugin); this entry only answers plain HTTP.
    '/ws': { target, changeOrigin: true, headers, configure: strip },
  };
}

/** The live relay on Vite's dev server, so `npm run dev:web` tells refused upgrades as `npm start` does. */
export function liveRelayPlugin(options: UpstreamOptions): Plugin {
  return {
    name: 'newsroom-live-relay',
    configureServer(server) {
      // Before Vite's own middlewares (the proxy among them): the key's routes serve only our own pages.
      const { guard } = options;
      if (guard) {
        server.middlewares.use((req, res, next) => {
          const refusal = usesKey(req.url) ? refusalOf(req, guard) : null;
          if (!refusal) return next();
          res.statusCode = refusal.status;
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ statusCode: refusal.status, message: refusal.message }));
        });
      }
      const httpServer = server.httpServer;
      if (!httpServer) return;
      const relay = createLiveRelay({ ...options, log: (message) => server.config.logger.warn(message) });
      // Other upgrades (Vite's HMR socket) are left to their own listeners.
      httpServer.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head));
      httpServer.on('close', () => relay.close());
    },
  };
}
