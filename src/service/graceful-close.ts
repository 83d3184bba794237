/**
 * @module Closing the HTTP server without dropping requests: no new connections, idle keep-alive sockets
 * closed at once, in-flight requests left to finish for a bounded grace, then whatever remains cut.
 */
import type { FastifyInstance } from 'fastify';

/** How long in-flight requests may take to finish at shutdown before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Fastify's close stops accepting, closes idle keep-alive sockets and waits for the busy ones (whose answers
 * carry `Connection: close`, and a request arriving meanwhile on one is refused with 503: http/drain.ts);
 * past `graceMs` the rest are cut, so a hung request cannot hold the shutdown (and the store) open.
 */
export async function closeGracefully(
  app: FastifyInstance,
  graceMs: number = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the shutdown grace: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}
