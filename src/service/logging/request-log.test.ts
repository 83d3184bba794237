/**
 * @module One log line per request: the service writes it at response (method, url, status, time), the
 * dashboard server and its proxy none, so a browser's request through the dashboard gives exactly one.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboardServer, type DashboardServer } from '../../dashboard/server';
import { oneLinePerRequest } from './request-log';

interface Line {
  msg: string;
  level: number;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
}

function capture(): { lines: Line[]; log: pino.Logger } {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) };
}

describe('the service: one line per request', () => {
  const { lines, log } = capture();
  const app = Fastify({ loggerInstance: log, logController: oneLinePerRequest() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());
  const base = () => {
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  it.each([
    { name: 'a route', path: '/ok?x=1', status: 200, level: 30, msg: 'request completed' },
    { name: 'no route', path: '/missing', status: 404, level: 30, msg: 'request completed' },
  ])('$name: one line with method, url, status and time', async ({ path, status, level, msg }) => {
    lines.length = 0;
    const res = await fetch(`${base()}${path}`);
    expect(res.status).toBe(status);
    await res.arrayBuffer();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level,
      msg,
      req: { method: 'GET', url: path },
      res: { statusCode: status },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('an unexpected fault: its error (with the stack) and then the response line', async () => {
    lines.length = 0;
    const res = await fetch(`${base()}/boom`);
    expect(res.status).toBe(500);
    await res.arrayBuffer();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'kaput'],
      [30, 'request completed'],
    ]);
    expect(lines[0]?.err?.message).toBe('kaput');
    expect(lines[1]).toMatchObject({ req: { method: 'GET', url: '/boom' }, res: { statusCode: 500 } });
  });
});

describe('the dashboard server: no line of its own per relayed request', () => {
  const upstreamLog = capture();
  const dashboardLog = capture();
  const upstream = Fastify({ loggerInstance: upstreamLog.log, logController: oneLinePerRequest() });
  upstream.get('/v2/sources', async () => []);
  let dashboard: DashboardServer;

  beforeAll(async () => {
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    dashboard = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      upstreamBaseUrl: upstreamUrl,
      apiKey: 'nr_test',
      staticDir: '/nonexistent-dashboard-build',
      logger: dashboardLog.log,
    });
  });
  afterAll(async () => {
    await dashboard?.close();
    await upstream.close();
  });

  it("relays /api/v2/sources with one line in all, the service's", async () => {
    upstreamLog.lines.length = 0;
    dashboardLog.lines.length = 0;
    const res = await fetch(`${dashboard.url}/api/v2/sources`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await new Promise((resolve) => setImmediate(resolve));
    expect(dashboardLog.lines).toEqual([]);
    expect(upstreamLog.lines).toHaveLength(1);
    expect(upstreamLog.lines[0]).toMatchObject({
      req: { method: 'GET', url: '/v2/sources' },
      res: { statusCode: 200 },
    });
  });

  it('serves its own pages without a line either', async () => {
    dashboardLog.lines.length = 0;
    const res = await fetch(`${dashboard.url}/explore`);
    expect(res.status).toBe(503);
    await res.arrayBuffer();
    expect(dashboardLog.lines).toEqual([]);
  });
});
