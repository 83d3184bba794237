/**
 * @module What every log line of the service and the dashboard server leaves out: API keys in URLs
 * (`?apiKey=`, which browsers use for WebSockets) and the credential headers. The pino options here are
 * spread into the one logger the process makes; the dashboard's logger is a child and inherits them.
 */
import type { LoggerOptions } from 'pino';

export const REDACTED = '[REDACTED]';

/** Query parameters that carry a credential, compared case-insensitively. */
const SECRET_PARAMS = new Set(['apikey', 'api_key', 'access_token']);
const SECRET_HEADERS = ['authorization', 'x-api-key', 'cookie', 'set-cookie', 'proxy-authorization'];

/** `url` with the value of every credential parameter replaced; anything else kept byte for byte. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const end = hashAt === -1 ? url.length : hashAt;
  const query = url
    .slice(queryAt + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as written
      }
      return SECRET_PARAMS.has(decoded.trim().toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt + 1)}${query}${url.slice(end)}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL redacted (and no headers, as Fastify's own has none). */
function serializeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const headerPaths = (prefix: string) => SECRET_HEADERS.map((name) => `${prefix}["${name}"]`);

/** Spread into `pino({...})`: the request serializer, a `url` serializer, and header redaction. */
export const LOG_REDACTION = {
  serializers: {
    req: serializeRequest,
    url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  },
  redact: {
    paths: [
      ...headerPaths('headers'),
      ...headerPaths('req.headers'),
      ...headerPaths('*.headers'),
      ...headerPaths('request.headers'),
    ],
    censor: REDACTED,
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'redact'>;
