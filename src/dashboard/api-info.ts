/**
 * @module `GET /api-info` on the dashboard server and on Vite's dev server: the upstream's base URL and where
 * its key is kept, so "Copy as" snippets run as pasted. The key itself is never sent.
 */
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { API_INFO_PATH, type ApiInfo } from '../contract/dashboard-info.ts';

export interface ApiInfoOptions {
  upstreamBaseUrl: string;
  /** The file the key was read from; undefined when it was given as NEWS_API_KEY (or there is none). */
  keyFile: string | undefined;
}

/** The page's view of the proxy's upstream: the base URL without a trailing slash, and the key's file. */
export function apiInfo(options: ApiInfoOptions): ApiInfo {
  return {
    apiBaseUrl: options.upstreamBaseUrl.replace(/\/+$/, ''),
    keyFile: options.keyFile ?? null,
  };
}

export function registerApiInfo(app: FastifyInstance, options: ApiInfoOptions): void {
  const body = apiInfo(options);
  app.get(API_INFO_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}

/** The same answer under `vite` (dev), whose `/api` proxy would otherwise take the path. */
export function apiInfoPlugin(options: ApiInfoOptions): Plugin {
  const body = JSON.stringify(apiInfo(options));
  return {
    name: 'newsroom-api-info',
    configureServer(server) {
      server.middlewares.use(API_INFO_PATH, (request, response, next) => {
        if (request.method !== 'GET' || (request.url !== '/' && request.url !== '')) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(body);
      });
    },
  };
}
