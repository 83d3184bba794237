/**
 * @module The dashboard server: the built SPA (compressed, cached as static-files.ts says) with history
 * fallback, the key-injecting upstream proxy behind the Host/cross-site guard, security headers, and
 * `/api-info` for the page's copied requests.
 */
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { registerApiInfo } from './api-info';
import { registerUpstreamProxy } from './proxy';
import { guardPolicy, installRequestGuard } from './request-guard';
import { installSecurityHeaders } from './security-headers';
import { isBuilt, registerStaticFiles, sendIndex } from './static-files';

export interface DashboardServerOptions {
  port: number;
  host: string;
  upstreamBaseUrl: string;
  apiKey: string | undefined;
  /** Host names the dashboard is reached at besides loopback and `host` (DASHBOARD_PUBLIC_HOST). */
  publicHosts?: string[];
  /** Where the key comes from, for the page's copied requests: its file, or undefined for NEWS_API_KEY. */
  apiKeyFile?: string;
  /** The Vite build output, normally `dist/web`. */
  staticDir: string;
  logger?: FastifyBaseLogger;
}

export interface DashboardServer {
  url: string;
  close(): Promise<void>;
}

const NOT_BUILT = 'The dashboard is not built yet: run `npm run build:web`.';

export async function startDashboardServer(options: DashboardServerOptions): Promise<DashboardServer> {
  // The service logs each relayed request once; this server adds no line of its own per request.
  const app = Fastify(
    options.logger
      ? { loggerInstance: options.logger, logController: new LogController({ disableRequestLogging: true }) }
      : { logger: false },
  );
  const built = isBuilt(options.staticDir);

  const guard = guardPolicy(options.host, options.publicHosts);
  installRequestGuard(app, guard);
  installSecurityHeaders(app, resolve(options.staticDir, 'index.html'));
  await registerUpstreamProxy(app, { ...options, guard });
  registerApiInfo(app, { upstreamBaseUrl: options.upstreamBaseUrl, keyFile: options.apiKeyFile });
  if (built) await registerStaticFiles(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (!wantsPage || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ statusCode: 404, message: 'Not found' });
    }
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT);
    // The SPA owns every other path (history fallback).
    return sendIndex(reply);
  });

  const address = await app.listen({ port: options.port, host: options.host });
  return { url: address, close: () => app.close() };
}
