import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-client';

let server: Server;
let baseUrl: string;
const seen: { auth?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
      const status = Number(req.url?.slice(1));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { ok: true } : { message: `status ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('adminClient', () => {
  it('sends the token and a JSON body, and returns the answer with its status', async () => {
    const call = adminClient(baseUrl, 'secret-token');
    await expect(call('POST', '/200', { a: 1 })).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(seen.at(-1)).toEqual({ auth: 'Bearer secret-token', type: 'application/json', body: '{"a":1}' });
    await call('GET', '/200');
    expect(seen.at(-1)).toEqual({ auth: 'Bearer secret-token', type: undefined, body: '' });
  });

  it("throws with the service's message for a status the caller did not ask to read", async () => {
    await expect(adminClient(baseUrl, 't')('GET', '/401')).rejects.toThrow(
      'service answered 401: "status 401"',
    );
    await expect(adminClient(baseUrl, 't', [200, 409])('GET', '/404')).rejects.toThrow(
      'service answered 404',
    );
  });

  it('returns a readable non-200 status with its body', async () => {
    await expect(adminClient(baseUrl, 't', [200, 409])('POST', '/409', {})).resolves.toEqual({
      status: 409,
      body: { message: 'status 409' },
    });
  });
});
