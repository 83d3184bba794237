import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { logDestination, prettyMessage, resolveLogFormat } from './log-destination';
import { bannerStream, startBanner } from './start-banner';

const dir = mkdtempSync(path.join(tmpdir(), 'newsroom-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes two lines through a destination, ends it, and returns the file once both lines are in it. */
async function writeThrough(format: 'pretty' | 'json' | 'auto', isTerminal: boolean): Promise<string> {
  const file = path.join(dir, `${format}-${String(isTerminal)}.log`);
  const destination = logDestination({ format, dest: file, isTerminal });
  const log = pino({ base: { service: 'newsroom' } }, destination);
  log.info({ source: 'www.wire.example' }, 'source polled');
  log.info(
    { req: { method: 'GET', url: '/v2/sources' }, res: { statusCode: 200 }, responseTime: 3.14159 },
    'request completed',
  );
  (destination as NodeJS.WritableStream).end();
  // Asynchronous by design: the lines land after the calls return.
  for (;;) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (/request completed|GET \/v2\/sources 200/.test(text) && text.endsWith('\n')) return text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('logDestination', () => {
  it.each([
    { name: 'auto on a terminal', format: 'auto', isTerminal: true, expected: 'pretty' },
    { name: 'auto into a pipe or file', format: 'auto', isTerminal: false, expected: 'json' },
    { name: 'pretty asked for', format: 'pretty', isTerminal: false, expected: 'pretty' },
    { name: 'json asked for', format: 'json', isTerminal: true, expected: 'json' },
  ] as const)('$name: $expected', ({ format, isTerminal, expected }) => {
    expect(resolveLogFormat(format, isTerminal)).toBe(expected);
  });

  it('writes one JSON object a line when not on a terminal', async () => {
    const lines = (await writeThrough('auto', false)).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      service: 'newsroom',
      msg: 'source polled',
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ req: { url: '/v2/sources' }, responseTime: 3.14159 });
  });

  it('writes readable lines on a terminal: a request as method, url, status and time', async () => {
    const text = await writeThrough('auto', true);
    expect(() => JSON.parse(text.split('\n')[0] ?? '')).toThrow();
    expect(text).toMatch(/INFO.*: source polled\n\s+source: "www\.wire\.example"\n/);
    expect(text).toMatch(/INFO.*: GET \/v2\/sources 200 3\.1 ms\n/);
    expect(text).not.toContain('newsroom');
  });
});

describe('prettyMessage', () => {
  it.each([
    { name: 'plain line', log: { msg: 'started' }, expected: 'started' },
    {
      name: 'response line',
      log: {
        msg: 'request completed',
        req: { method: 'POST', url: '/mcp' },
        res: { statusCode: 202 },
        responseTime: 12,
      },
      expected: 'POST /mcp 202 12.0 ms',
    },
    {
      name: 'error with its request',
      log: { msg: 'unhandled error', req: { method: 'GET', url: '/v2/sources' }, res: { statusCode: 500 } },
      expected: 'unhandled error (GET /v2/sources 500)',
    },
  ])('$name', ({ log, expected }) => {
    expect(prettyMessage(log, 'msg')).toBe(expected);
  });
});

describe('startBanner', () => {
  it('puts the API, dashboard, docs and key file on their own lines', () => {
    const text = startBanner(
      {
        api: 'http://127.0.0.1:8080',
        dashboard: 'http://127.0.0.1:5173',
        docs: 'http://127.0.0.1:8080/docs',
        keyFile: '/srv/newsroom/data/local-api-key',
      },
      '/srv/newsroom',
    );
    expect(text.split('\n')).toEqual([
      'newsroom is running',
      '  API:        http://127.0.0.1:8080',
      '  Dashboard:  http://127.0.0.1:5173',
      '  Docs:       http://127.0.0.1:8080/docs',
      '  API key in: data/local-api-key',
    ]);
  });

  it('leaves out the dashboard when another server has it, and keeps a key file outside as it is', () => {
    const text = startBanner(
      {
        api: 'http://[::1]:8080',
        dashboard: null,
        docs: 'http://[::1]:8080/docs',
        keyFile: '/var/lib/newsroom/local-api-key',
      },
      '/srv/newsroom',
    );
    expect(text).not.toContain('Dashboard');
    expect(text).toContain('  API key in: /var/lib/newsroom/local-api-key');
  });

  it('shows a key made by this start once, above the file that keeps it', () => {
    const text = startBanner(
      {
        api: 'http://127.0.0.1:8080',
        dashboard: null,
        docs: 'http://127.0.0.1:8080/docs',
        keyFile: '/srv/newsroom/data/local-api-key',
        newKey: 'nr_live_abc',
      },
      '/srv/newsroom',
    );
    expect(text.split('\n').slice(-2)).toEqual([
      '  API key:    nr_live_abc  (new: shown this once)',
      '  API key in: data/local-api-key',
    ]);
  });
});

describe('bannerStream', () => {
  it('writes the banner beside readable logs, on a terminal stderr beside JSON logs, else nowhere', () => {
    expect(bannerStream({ logFormat: 'pretty', stderrIsTerminal: false })).toBe('stdout');
    expect(bannerStream({ logFormat: 'json', stderrIsTerminal: true })).toBe('stderr');
    expect(bannerStream({ logFormat: 'json', stderrIsTerminal: false })).toBeNull();
  });
});
