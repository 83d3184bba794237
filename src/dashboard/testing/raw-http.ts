/** @module Test support: HTTP requests and WebSocket upgrades sent with exactly the path and headers given. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly the headers given (fetch would set Host and Sec-Fetch-* itself). */
export function request(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** A WebSocket upgrade sent with exactly this path (a WebSocket client would normalise it) → its status. */
export function rawUpgradeStatus(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      setHost: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
