/**
 * @module Test support: a local webhook receiver that records every request (headers, raw body, arrival
 * time) and answers as told — a status, a delay, or never (a dead receiver).
 */
import http from 'node:http';

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Answer = { status: number; delayMs?: number } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** How the next requests are answered (default 200). */
  answer(next: Answer | ((request: ReceivedRequest) => Answer)): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest) => Answer = () => ({ status: 200 });
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(request);
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
      const verdict = answer(request);
      if (verdict === 'hang') return;
      setTimeout(() => res.writeHead(verdict.status).end('ok'), verdict.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer(next) {
      answer = typeof next === 'function' ? next : () => next;
    },
    waitFor(count, timeoutMs = 20_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver: ${received.length} of ${count} requests within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
