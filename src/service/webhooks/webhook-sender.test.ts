/**
 * The sender's connections, against local servers: an idle kept-alive connection is closed by the sender
 * before a receiver closes its side; a request on a reused connection the receiver reset before answering is
 * sent again at once on a new one (one attempt, not a failure); a header Node cannot send fails the attempt.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender';

interface TestServer {
  url: string;
  /** Per request: the index of its connection. */
  connections: number[];
  closed: Promise<void>[];
  close(): Promise<void>;
}

/** A receiver that keeps connections open for a minute; `reset` says which requests it cuts unanswered. */
async function startServer(
  reset: (requestOnConnection: number) => boolean = () => false,
): Promise<TestServer> {
  const sockets: Socket[] = [];
  const connections: number[] = [];
  const closed: Promise<void>[] = [];
  const perSocket = new Map<Socket, number>();
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    if (reset(n)) {
      req.socket.destroy();
      return;
    }
    connections.push(sockets.indexOf(req.socket));
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  server.on('connection', (socket: Socket) => {
    sockets.push(socket);
    closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    connections,
    closed,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const send = (url: string, headers: Record<string, string> = {}) =>
  sendWebhook({ url, headers, body: '{}', timeoutMs: 10_000, allowPrivate: true });

describe('webhook sender connections', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('closes an idle kept-alive connection itself, before the receiver would', async () => {
    server = await startServer();
    expect(await send(server.url)).toMatchObject({ ok: true, statusCode: 204 });
    // The receiver keeps it for a minute: only the sender's idle limit closes it within the test's time.
    await server.closed[0];
    expect(server.closed).toHaveLength(1);
  });

  it('sends again at once on a new connection when a reused one is reset before any answer', async () => {
    server = await startServer((n) => n === 2);
    expect(await send(server.url)).toMatchObject({ ok: true, statusCode: 204 });
    // The second request reuses the first connection, which the receiver cuts as it arrives.
    expect(await send(server.url)).toMatchObject({ ok: true, statusCode: 204, error: null });
    expect(server.connections).toEqual([0, 1]);
  });

  it('a reset of a new connection stays a failure (nothing is sent twice for it)', async () => {
    server = await startServer(() => true);
    const result = await send(server.url);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/ECONNRESET|socket hang up/);
    expect(server.closed).toHaveLength(1);
  });

  it('a header Node cannot send fails the attempt instead of throwing', async () => {
    server = await startServer();
    const result = await send(server.url, { 'x-token': 'bad\u007fvalue' });
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/^request not sent: ERR_INVALID_CHAR/);
    expect(server.connections).toEqual([]);
  });
});
