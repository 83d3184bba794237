/**
 * @module The dashboard's security headers: a Content-Security-Policy for the built app (its one inline
 * script allowed by hash), no framing, no referrer, no sniffing; and a looser policy for Vite's dev server,
 * whose hot reload injects inline scripts and talks over its own WebSocket.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** SHA-256 sources (`'sha256-…'`) of the inline `<script>`s (those without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
  return scripts.map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

const COMMON = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * The built app: scripts and styles from the dashboard itself (React and recharts set styles through the
 * DOM, which CSP does not restrict; `'unsafe-inline'` covers the style attributes in the markup), article
 * images from anywhere, requests and the live WebSocket to the dashboard only.
 */
export function builtAppHeaders(indexHtml: string): Record<string, string> {
  const scripts = ["'self'", ...inlineScriptHashes(indexHtml)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...COMMON, 'content-security-policy': csp };
}

/** Vite's dev server: inline scripts (the React refresh preamble) and its HMR WebSocket are needed. */
export function devServerHeaders(): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...COMMON, 'content-security-policy': csp };
}

/** Sends the built app's headers (or, before a build, the same without inline script hashes) on every answer. */
export function installSecurityHeaders(app: FastifyInstance, indexHtmlPath: string): void {
  const headers = builtAppHeaders(existsSync(indexHtmlPath) ? readFileSync(indexHtmlPath, 'utf8') : '');
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
