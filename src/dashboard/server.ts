/** @module The dashboard server: the built SPA with history fallback, plus the key-injecting upstream proxy. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { registerUpstreamProxy } from './proxy';
import { guardPolicy, installRequestGuard } from './request-guard';
import { installSecurityHeaders } from './security-headers';

export interface DashboardServerOptions {
  port: number;
  host: string;
  upstreamBaseUrl: string;
  apiKey: string | undefined;
  /** Host names the dashboard is reached at besides loopback and `host` (DASHBOARD_PUBLIC_HOST). */
  publicHosts?: string[];
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
  const root = resolve(options.staticDir);
  const built = existsSync(resolve(root, 'index.html'));

  const guard = guardPolicy(options.host, options.publicHosts);
  installRequestGuard(app, guard);
  installSecurityHeaders(app, resolve(root, 'index.html'));
  await registerUpstreamProxy(app, { ...options, guard });
  if (built) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (!wantsPage || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ statusCode: 404, message: 'Not found' });
    }
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT);
    // The SPA owns every other path (history fallback); the page itself is never cached.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  const address = await app.listen({ port: options.port, host: options.host });
  return { url: address, close: () => app.close() };
}
