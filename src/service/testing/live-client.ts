/**
 * @module Test support: a WebSocket client of the live streams that queues what the server sends, so a
 * test can await the next frame (parsed with the contract), the close code, or an upgrade refusal.
 */
import WebSocket from 'ws';
import { LiveServerMessage } from '../../contract';

export interface LiveClient {
  socket: WebSocket;
  send(frame: unknown): void;
  /** The next server frame, in arrival order; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<LiveServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface UpgradeRefusal {
  status: number;
  body: unknown;
}

const wsUrl = (httpUrl: string, path: string) => `${httpUrl.replace(/^http/, 'ws')}${path}`;

/** Opens a live connection; rejects with the refusal when the server answers the upgrade with an HTTP status. */
export function openLiveClient(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  const socket = new WebSocket(wsUrl(baseUrl, path), { headers });
  const queue: LiveServerMessage[] = [];
  const waiters: ((m: LiveServerMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = LiveServerMessage.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: LiveClient = {
    socket,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(resolver), 1);
          reject(new Error(`no live frame within ${timeoutMs} ms`));
        }, timeoutMs);
        const resolver = (m: LiveServerMessage) => {
          clearTimeout(timer);
          resolve(m);
        };
        waiters.push(resolver);
      });
    },
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        const refusal: UpgradeRefusal = {
          status: response.statusCode ?? 0,
          body: JSON.parse(body) as unknown,
        };
        reject(Object.assign(new Error(`upgrade refused with ${refusal.status}`), { refusal }));
      });
    });
    socket.once('error', reject);
  });
}

/** The HTTP refusal of an upgrade that must not succeed. */
export async function liveRefusal(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<UpgradeRefusal> {
  try {
    const client = await openLiveClient(baseUrl, path, headers);
    client.close();
  } catch (error) {
    const refusal = (error as { refusal?: UpgradeRefusal }).refusal;
    if (refusal) return refusal;
    throw error;
  }
  throw new Error(`the upgrade to ${path} was accepted`);
}
