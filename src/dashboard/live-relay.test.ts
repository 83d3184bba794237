/** @module The live relay's pieces (paths, reasons) and its Vite dev-server plugin against a fake upstream. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_MAX_BUFFERED_BYTES, LIVE_PATHS, LIVE_TEXT } from '../contract';
import { RELAY_PROTOCOL, refusalReason, truncateUtf8, upstreamLiveUrl } from './live-relay';
import { liveRelayPlugin } from './proxy';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const KEY = 'nr_TESTKEY0123456789abcdefghijABCDEFGHIJ0123';

it("the relay's protocol values are the contract's", () => {
  expect(RELAY_PROTOCOL).toEqual({
    path: LIVE_PATHS.enhanced,
    goingAway: LIVE_CLOSE.goingAway,
    tryAgainLater: LIVE_CLOSE.tryAgainLater,
    maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES,
  });
});

describe('upstreamLiveUrl', () => {
  it.each([
    ['/ws', 'http://svc.example:8080/base', 'ws://svc.example:8080/ws'],
    ['/ws/raw?a=1', 'https://svc.example', 'wss://svc.example/ws/raw?a=1'],
    ['/ws?apiKey=guess&takeover=true&APIKEY=x', 'http://svc.example', 'ws://svc.example/ws?takeover=true'],
  ])('%s on %s → %s', (path, base, expected) => {
    expect(upstreamLiveUrl(path, base)?.href).toBe(expected);
  });

  it.each(['/', '/api/v2/articles', '/wsx', '/ws/../admin', '/ws/%2e%2e/admin'])(
    '%s is not relayed',
    (path) => {
      expect(upstreamLiveUrl(path, 'http://svc.example')).toBeNull();
    },
  );
});

describe('close reasons', () => {
  it('keeps short text and cuts long text on a character boundary', () => {
    expect(truncateUtf8('short', 123)).toBe('short');
    const cut = truncateUtf8('€'.repeat(100), 123);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(123);
    expect(cut).toBe(`${'€'.repeat(40)}…`);
  });

  it('takes the REST error body message, joins a list, falls back to the status text', () => {
    expect(refusalReason('Forbidden', JSON.stringify({ message: LIVE_TEXT.websocketForbidden }))).toBe(
      LIVE_TEXT.websocketForbidden,
    );
    expect(refusalReason('Bad Request', JSON.stringify({ message: ['a', 'b'] }))).toBe('a; b');
    expect(refusalReason('Too Many Requests', '<html>')).toBe('Too Many Requests');
    expect(refusalReason('Forbidden', 'null')).toBe('Forbidden');
  });
});

describe('Vite dev server (liveRelayPlugin)', () => {
  let upstream: FakeUpstream;
  let vite: ViteDevServer;
  let root: string;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'vite-relay-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><p>dev</p>');
    upstream = await startFakeUpstream({ apiKey: KEY });
    vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [liveRelayPlugin({ upstreamBaseUrl: upstream.url, apiKey: KEY })],
      server: { host: '127.0.0.1', port: 0, hmr: false },
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('vite: no address');
    base = `ws://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await vite.close();
    await upstream.close();
    await rm(root, { recursive: true, force: true });
  });

  it('relays /ws with the key, as the dashboard server does', async () => {
    const ws = new WebSocket(`${base}/ws`);
    const first = await new Promise<string>((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ clientNonce: 'dev' })));
      ws.once('message', (data) => resolve(String(data)));
      ws.on('error', reject);
    });
    ws.close();
    expect(JSON.parse(first)).toMatchObject({ action: 'admit', clientNonce: 'dev' });
    expect(upstream.seen.at(-1)?.headers['x-api-key']).toBe(KEY);
  });

  it('tells a refused upgrade as 4000+status with the message', async () => {
    upstream.refuseNextUpgrade(403, { statusCode: 403, message: LIVE_TEXT.websocketForbidden });
    const ws = new WebSocket(`${base}/ws`);
    const closed = await new Promise<[number, string]>((resolve) => {
      ws.on('close', (code, reason) => resolve([code, reason.toString()]));
      ws.on('error', () => undefined);
    });
    expect(closed).toEqual([4403, LIVE_TEXT.websocketForbidden]);
  });
});
