/**
 * @module Reading and refusing a live WebSocket upgrade request: which stream its path asks for, the key and
 * takeover wish it presents (header or query), and an HTTP error answer in the REST error shape.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_PATHS, type LiveStream } from '../../contract';

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with an HTTP error in the REST error shape and drops the socket. */
export function refuseUpgrade(socket: Duplex, statusCode: number, message: string): void {
  const body = JSON.stringify({ statusCode, message });
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_TEXT[statusCode] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function streamOf(pathname: string): LiveStream | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LIVE_PATHS.enhanced) return 'enhanced';
  if (path === LIVE_PATHS.raw) return 'raw';
  return null;
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export interface UpgradeWish {
  /** Null: the path is not a live stream's. */
  stream: LiveStream | null;
  presentedKey: string | undefined;
  takeover: boolean;
}

export function readUpgradeRequest(request: IncomingMessage): UpgradeWish {
  const url = new URL(request.url ?? '/', 'http://live.invalid');
  return {
    stream: streamOf(url.pathname),
    presentedKey: firstHeader(request.headers['x-api-key']) ?? url.searchParams.get('apiKey') ?? undefined,
    takeover:
      firstHeader(request.headers['x-takeover'])?.toLowerCase() === 'true' ||
      url.searchParams.get('takeover')?.toLowerCase() === 'true',
  };
}
