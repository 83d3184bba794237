/**
 * @module Secrets never reach a log line: the service's and the dashboard server's request logs, error
 * lines that name the URL, and any line that logs headers — captured from real servers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboardServer, type DashboardServer } from '../dashboard/server';
import { LOG_REDACTION, REDACTED, redactUrl } from './log-redaction';
import { captureLog, type CapturedLog } from './testing/log-capture';
import { plansWithoutBurst, startTestService, type TestService } from './testing/test-service';

describe('redactUrl', () => {
  it.each([
    { name: 'apiKey', url: '/v2/sources?apiKey=nr_secret', expected: `/v2/sources?apiKey=${REDACTED}` },
    {
      name: 'any case',
      url: '/ws?APIKEY=nr_secret&takeover=true',
      expected: `/ws?APIKEY=${REDACTED}&takeover=true`,
    },
    { name: 'encoded name', url: '/ws?api%4Bey=nr_secret', expected: `/ws?api%4Bey=${REDACTED}` },
    {
      name: 'repeated',
      url: '/x?apiKey=a&q=1&apiKey=b',
      expected: `/x?apiKey=${REDACTED}&q=1&apiKey=${REDACTED}`,
    },
    { name: 'no query', url: '/v2/sources', expected: '/v2/sources' },
    { name: 'a fragment kept', url: '/a?apiKey=k#frag', expected: `/a?apiKey=${REDACTED}#frag` },
    { name: 'malformed escape', url: '/a?%zz=1&apiKey=k', expected: `/a?%zz=1&apiKey=${REDACTED}` },
  ])('$name', ({ url, expected }) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never lets an apiKey value through, and changes nothing else (property)', () => {
    const value = fc.stringMatching(/^nr_[A-Za-z0-9]{10,40}$/);
    const other = fc.stringMatching(/^[a-z]{1,8}=[A-Za-z0-9%._-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.array(other, { maxLength: 3 }),
        value,
        fc.array(other, { maxLength: 3 }),
        (before, key, after) => {
          const url = `/v2/articles?${[...before, `apiKey=${key}`, ...after].join('&')}`;
          const redacted = redactUrl(url);
          expect(redacted).not.toContain(key);
          expect(redacted).toBe(`/v2/articles?${[...before, `apiKey=${REDACTED}`, ...after].join('&')}`);
        },
      ),
    );
  });
});

describe('log lines of a running service and dashboard', () => {
  let log: CapturedLog;
  let service: TestService;
  let dashboard: DashboardServer;
  let staticDir: string;
  let key: string;

  beforeAll(async () => {
    log = captureLog(LOG_REDACTION);
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst(), logger: log.logger });
    key = service.keys.pro ?? '';
    staticDir = await mkdtemp(join(tmpdir(), 'dash-log-'));
    dashboard = await startDashboardServer({
      port: 0,
      host: '127.0.0.1',
      upstreamBaseUrl: service.url,
      apiKey: key,
      staticDir,
      logger: log.logger.child({ component: 'dashboard' }),
    });
  });
  afterAll(async () => {
    await dashboard.close();
    await service.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('keeps keys out of the request logs of both servers', async () => {
    // REST takes the key from its header only; a key in the query is refused (401), but still logged.
    const direct = await fetch(`${service.url}/v2/sources?apiKey=${key}`, {
      headers: { authorization: `Bearer ${key}`, cookie: `session=${key}` },
    });
    expect(direct.status).toBe(401);
    const relayed = await fetch(`${dashboard.url}/api/v2/sources?apiKey=${key}`, {
      headers: { cookie: `session=${key}`, 'x-api-key': key },
    });
    expect(relayed.status).toBe(200);
    // One line per request: the service logs both (the dashboard server adds no line of its own per relay).
    await expect.poll(() => log.lines().filter((l) => l.msg === 'request completed').length).toBe(2);
    const urls = log.lines().flatMap((l) => {
      const req = l.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toEqual(expect.arrayContaining([`/v2/sources?apiKey=${REDACTED}`]));
    expect(log.text()).not.toContain(key);
  });

  it('redacts a URL and credential headers whatever line logs them', () => {
    log.logger.warn(
      {
        url: `/ws?apiKey=${key}`,
        headers: { 'x-api-key': key, authorization: key, cookie: key, accept: '*/*' },
      },
      'some line',
    );
    const line = log.lines().at(-1);
    expect(line).toMatchObject({
      url: `/ws?apiKey=${REDACTED}`,
      headers: { 'x-api-key': REDACTED, authorization: REDACTED, cookie: REDACTED, accept: '*/*' },
    });
    expect(log.text()).not.toContain(key);
  });
});
