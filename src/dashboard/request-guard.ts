/**
 * @module Who may use the dashboard's key: a request must name an allowed `Host` (loopback names, the
 * configured dashboard host, the configured public hosts), which defeats DNS rebinding; and `/api/*` and
 * `/ws` only serve the dashboard's own pages (`Sec-Fetch-Site` same-origin, `Origin` of the same host), so
 * another site cannot spend the key's quota or read results through a visitor's browser. Those paths are
 * known by their normalised form (relayed-path.ts), whatever the spelling, and relayed only when spelled
 * plainly, so the path judged is the path relayed. Shared by the dashboard server, its WebSocket relay and
 * Vite's dev server (explicit file extensions only: Vite's config loader reads this file).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { normalisedPath, plainlySpelled } from './relayed-path.ts';

export interface GuardPolicy {
  /** Host names (no port) that may be asked for; loopback names are always allowed. */
  allowedHosts: readonly string[];
}

export interface GuardedRequest {
  url?: string;
  headers: IncomingHttpHeaders;
}

export type Refusal = { status: 400 | 403; message: string } | null;

export const GUARD_TEXT = {
  host: 'This dashboard is not served under that host name (set DASHBOARD_PUBLIC_HOST to allow it)',
  crossSite: 'The dashboard’s API and live stream serve only its own pages',
  spelling:
    'The dashboard relays /api and /ws paths spelled plainly only: no percent-encoded letters, digits, dots or slashes, no dot segments, no repeated slashes',
} as const;

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
/** Listening on every interface names no host; only the configured public hosts are added then. */
const WILDCARD = ['0.0.0.0', '::', ''];

/** The host names a dashboard listening on `listenHost` (plus the public hosts given) answers to. */
export function guardPolicy(listenHost: string, publicHosts: readonly string[] = []): GuardPolicy {
  const named = [listenHost, ...publicHosts].map(hostName).filter((h) => !WILDCARD.includes(h));
  return { allowedHosts: [...new Set([...LOOPBACK, ...named])] };
}

/** `host[:port]`, `[v6]:port` or a bare name → the lower-case name without port or brackets. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('['))
    return trimmed.slice(1, trimmed.indexOf(']') === -1 ? undefined : trimmed.indexOf(']'));
  const colons = trimmed.split(':').length - 1;
  // One colon: name:port. More: a bare IPv6 literal.
  return colons === 1 ? (trimmed.split(':')[0] ?? '') : trimmed;
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Whether the request is for `/api/*` or `/ws*`, where the key is used, in any spelling. */
export function usesKey(url: string | undefined): boolean {
  const path = normalisedPath(url);
  return path === '/api' || path.startsWith('/api/') || path === '/ws' || path.startsWith('/ws/');
}

/**
 * The hosts a page of ours may be at: `Host`, and `X-Forwarded-Host` from a reverse proxy in front (a page
 * cannot set either on its own requests).
 */
function ownHosts(headers: IncomingHttpHeaders): string[] {
  const forwarded = single(headers['x-forwarded-host']);
  return [single(headers.host), ...(forwarded ? forwarded.split(',') : [])]
    .filter((h): h is string => h !== undefined)
    .map((h) => h.trim().toLowerCase());
}

function crossSite(headers: IncomingHttpHeaders): boolean {
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = single(headers.origin);
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true;
  return !ownHosts(headers).includes(new URL(origin).host);
}

/** Why the request must be refused, or null when it may proceed. */
export function refusalOf(request: GuardedRequest, policy: GuardPolicy): Refusal {
  const hosts = ownHosts(request.headers).map(hostName);
  const host = hosts[0];
  if (host === undefined || !policy.allowedHosts.includes(host))
    return { status: 403, message: GUARD_TEXT.host };
  if (!usesKey(request.url)) return null;
  if (crossSite(request.headers)) return { status: 403, message: GUARD_TEXT.crossSite };
  if (!plainlySpelled(request.url)) return { status: 400, message: GUARD_TEXT.spelling };
  return null;
}

/** Refuses, before anything else runs, the requests `refusalOf` refuses (the WebSocket relay checks upgrades). */
export function installRequestGuard(app: FastifyInstance, policy: GuardPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = refusalOf(request.raw, policy);
    if (refusal)
      return reply.code(refusal.status).send({ statusCode: refusal.status, message: refusal.message });
  });
}
