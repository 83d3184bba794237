/**
 * @module The `/ws*` relay, for the dashboard server and for Vite's dev server: opens the upstream socket with
 * the key first, and only then accepts the browser's, so a refused upgrade can be told to the browser as a
 * close code (4000 + HTTP status, the service's message as the reason) instead of an unreadable failure.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { normalisedPath } from './relayed-path.ts';
import { refusalOf, type GuardPolicy } from './request-guard.ts';

/**
 * The protocol's values (src/contract/live.ts; a test keeps them equal). Not imported: the Vite config loads
 * this file, and Vite's config loader wants explicit file extensions, which the contract's modules omit.
 */
export const RELAY_PROTOCOL = {
  path: '/ws',
  goingAway: 1001,
  tryAgainLater: 1013,
  maxBufferedBytes: 1024 * 1024,
} as const;

export interface LiveRelayOptions {
  upstreamBaseUrl: string;
  apiKey: string | undefined;
  log?: (message: string) => void;
  /** Host allow-list and same-site rule (request-guard.ts); without it, only the same-origin check below. */
  guard?: GuardPolicy;
}

export interface LiveRelay {
  /** Takes the upgrade when its path is `/ws` or below; false (socket untouched) otherwise. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every relayed connection with 1001, as the service does when it shuts down. */
  close(): void;
}

/** An upstream that refused the upgrade with status S closes the browser's socket with 4000 + S. */
export const REFUSAL_CLOSE_BASE = 4000;
/** The upstream could not be reached, or its connection broke (a gateway's 502). */
export const UNREACHABLE_CLOSE = REFUSAL_CLOSE_BASE + 502;
/** RFC 6455 §5.5: a close frame's payload is at most 125 bytes, two of them the code. */
export const MAX_CLOSE_REASON_BYTES = 123;

const MAX_REFUSAL_BODY_BYTES = 4096;
const MAX_CLIENT_FRAME_BYTES = 1024 * 1024;
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** A browser that stops answering pings is dropped, so it does not hold one of the key's limited connections. */
const HEARTBEAT_MS = 30_000;
const SHUTDOWN_GRACE_MS = 1000;

/** The upstream URL for a browser's upgrade path, or null when the path is not the relay's. */
export function upstreamLiveUrl(requestUrl: string | undefined, upstreamBaseUrl: string): URL | null {
  // Judged and relayed by its normalised path, so `/ws/../v2/...` or `/%77s` is taken for where it points.
  const path = normalisedPath(requestUrl);
  const base = RELAY_PROTOCOL.path;
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  const { search } = new URL(requestUrl ?? '/', 'http://relay.invalid');
  const target = new URL(`${path}${search}`, new URL(upstreamBaseUrl).origin);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  // The service also reads a key from `apiKey=`; as with headers, the browser's never goes in our name.
  for (const name of [...target.searchParams.keys()])
    if (name.toLowerCase() === 'apikey') target.searchParams.delete(name);
  return target;
}

/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character, marking the cut with an ellipsis. */
export function truncateUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  const room = maxBytes - encoder.encode('…').length;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (used + size > room) break;
    out += char;
    used += size;
  }
  return `${out}…`;
}

/** The service's words for a refusal: the REST error body's `message`, else the status text. */
export function refusalReason(statusText: string, body: string): string {
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    message = undefined;
  }
  const text = Array.isArray(message)
    ? message.filter((m): m is string => typeof m === 'string').join('; ')
    : typeof message === 'string'
      ? message
      : '';
  return truncateUtf8(text || statusText, MAX_CLOSE_REASON_BYTES);
}

/** Whether `ws` may send this code (1005, 1006 and 1015 only describe a close, they are never sent). */
function sendable(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999)
  );
}

/**
 * Same origin or no Origin at all (a program, not a page): another site must not use the key through us. A
 * reverse proxy in front may rewrite Host; X-Forwarded-Host then names the page's host (a page cannot set it).
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  try {
    const host = new URL(origin).host;
    return hosts.some((h) => h?.trim() === host);
  } catch {
    return false;
  }
}

function endClose(socket: WebSocket, code: number | undefined, reason: string): void {
  if (socket.readyState === WebSocket.OPEN) {
    if (code === undefined) socket.close();
    else socket.close(code, truncateUtf8(reason, MAX_CLOSE_REASON_BYTES));
  } else if (socket.readyState === WebSocket.CONNECTING) {
    socket.terminate();
  }
}

export function createLiveRelay(options: LiveRelayOptions): LiveRelay {
  const log = options.log ?? (() => undefined);
  const headers: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const pairs = new Set<{ client: WebSocket; upstream: WebSocket }>();
  const pending = new Set<WebSocket>();

  const accept = (
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    then: (client: WebSocket) => void,
  ) => {
    if (socket.destroyed) return;
    server.handleUpgrade(request, socket, head, then);
  };

  const relay = (client: WebSocket, upstream: WebSocket) => {
    const pair = { client, upstream };
    pairs.add(pair);
    let alive = true;
    const heartbeat = setInterval(() => {
      if (!alive) {
        client.terminate();
        return;
      }
      alive = false;
      client.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    client.on('pong', () => {
      alive = true;
    });
    client.on('message', (data: RawData, isBinary) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data: RawData, isBinary) => {
      if (client.readyState !== WebSocket.OPEN) return;
      // The service closes consumers it cannot write to; buffering here would hide a slow browser from it.
      if (client.bufferedAmount > RELAY_PROTOCOL.maxBufferedBytes) {
        endClose(client, RELAY_PROTOCOL.tryAgainLater, 'Slow consumer');
        endClose(upstream, RELAY_PROTOCOL.tryAgainLater, 'Slow consumer');
        return;
      }
      client.send(data, { binary: isBinary });
    });
    client.on('close', (code, reason) => {
      clearInterval(heartbeat);
      pairs.delete(pair);
      endClose(upstream, sendable(code) ? code : RELAY_PROTOCOL.goingAway, reason.toString());
    });
    upstream.on('close', (code, reason) => {
      if (code === 1005) endClose(client, undefined, '');
      else if (sendable(code)) endClose(client, code, reason.toString());
      else endClose(client, UNREACHABLE_CLOSE, 'The connection to the service was lost');
    });
    client.on('error', (error) => log(`live relay: browser socket: ${error.message}`));
  };

  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const target = upstreamLiveUrl(request.url, options.upstreamBaseUrl);
    if (!target) return false;
    socket.on('error', (error) => log(`live relay: browser socket: ${error.message}`));
    const status = options.guard
      ? (refusalOf(request, options.guard)?.status ?? null)
      : sameOrigin(request)
        ? null
        : 403;
    if (status !== null) {
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n\r\n`);
      return true;
    }
    // Only the key: the browser's cookies and headers stay with the dashboard.
    const upstream = new WebSocket(target, { headers, handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    pending.add(upstream);
    let phase: 'pending' | 'refused' | 'relayed' = 'pending';
    const settle = (next: 'refused' | 'relayed') => {
      phase = next;
      pending.delete(upstream);
      socket.off('close', browserLeft);
    };
    const browserLeft = () => {
      if (phase !== 'pending') return;
      settle('refused');
      upstream.terminate();
    };
    socket.once('close', browserLeft);
    const refuse = (code: number, reason: string) =>
      accept(request, socket, head, (client) => client.close(code, reason));

    upstream.on('error', (error) => {
      if (phase === 'relayed') log(`live relay: upstream socket: ${error.message}`);
      if (phase !== 'pending') return;
      settle('refused');
      refuse(
        UNREACHABLE_CLOSE,
        truncateUtf8(`The service is unreachable: ${error.message}`, MAX_CLOSE_REASON_BYTES),
      );
    });
    upstream.once('unexpected-response', (_req, response) => {
      settle('refused');
      const chunks: Buffer[] = [];
      let size = 0;
      let answered = false;
      const answer = () => {
        if (answered) return;
        answered = true;
        upstream.terminate();
        const status = response.statusCode ?? 502;
        const reason = refusalReason(response.statusMessage ?? '', Buffer.concat(chunks).toString('utf8'));
        refuse(status >= 100 && status <= 999 ? REFUSAL_CLOSE_BASE + status : UNREACHABLE_CLOSE, reason);
      };
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_REFUSAL_BODY_BYTES) chunks.push(chunk);
        else response.destroy();
      });
      response.once('end', answer);
      response.once('close', answer);
    });
    upstream.once('open', () => {
      settle('relayed');
      if (socket.destroyed) {
        upstream.close(RELAY_PROTOCOL.goingAway);
        return;
      }
      accept(request, socket, head, (client) => relay(client, upstream));
    });
    return true;
  };

  return {
    handleUpgrade,
    close: () => {
      for (const upstream of pending) upstream.terminate();
      pending.clear();
      for (const { client } of pairs) {
        endClose(client, RELAY_PROTOCOL.goingAway, 'Dashboard server shutting down');
        setTimeout(() => client.terminate(), SHUTDOWN_GRACE_MS).unref();
      }
    },
  };
}

/** Serves every upgrade on `server` (the dashboard server's own): `/ws*` is relayed, anything else is a 404. */
export function attachLiveRelay(server: Server, options: LiveRelayOptions): LiveRelay {
  const relay = createLiveRelay(options);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!relay.handleUpgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });
  return relay;
}
