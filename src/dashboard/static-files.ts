/**
 * @module The built SPA as a product serves it: brotli or gzip copies made at build time (precompress-plugin.ts)
 * chosen by Accept-Encoding, hashed assets cached for a year as immutable, everything else (index.html,
 * public/ files) revalidated on every use.
 */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite's `build.assetsDir`: every file in it has a content hash in its name. */
const HASHED_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a file of the build, by its path relative to the build's root. */
export function cacheControlFor(relativePath: string): string {
  const [top] = relativePath.split(/[\\/]/);
  return top === HASHED_DIR && relativePath.length > HASHED_DIR.length + 1 ? IMMUTABLE : REVALIDATE;
}

/** Whether `dir` holds a build (its index.html). */
export function isBuilt(dir: string): boolean {
  return existsSync(resolve(dir, 'index.html'));
}

/** Serves the files of the build found at start; `sendIndex` is the history fallback's page. */
export async function registerStaticFiles(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, per file (below); send's own would be `public, max-age=0` on everything.
    cacheControl: false,
    setHeaders(response, path) {
      // `path` may be the .br/.gz copy; both live where the original does.
      response.setHeader('cache-control', cacheControlFor(relative(root, path).split(sep).join('/')));
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

/** The SPA's page for any client-side route. */
export function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.sendFile('index.html');
}
