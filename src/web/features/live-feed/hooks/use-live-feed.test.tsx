// @vitest-environment jsdom
/** @module useLiveFeed against a fake WebSocket: subscription, frames, close codes, backoff, keepalive, rows. */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LIVE_TEXT, type ArticleV2 } from '../../../../contract';
import type { LiveFilters } from '../../../lib/live-subscription';
import { installFakeWebSocket, lastSocket, FakeWebSocket } from '../../../testing/fake-web-socket';
import { article } from '../../../testing/fixtures';
import type { Backfill } from '../lib/live-feed';
import { useLiveFeed } from './use-live-feed';

const FILTERS: LiveFilters = {
  query: 'nvidia',
  language: 'en',
  includeEntities: false,
  includeUpdates: false,
};

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  vi.useFakeTimers();
  installFakeWebSocket();
  // Jitter at its middle: every delay is its base.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** No backfill unless a test gives one (the default one would call the dashboard's API). */
const noBackfill: Backfill = async () => null;

function setup(filters: LiveFilters = FILTERS, enabled = true, cap = 3, backfill: Backfill = noBackfill) {
  return renderHook(({ f, on }) => useLiveFeed(f, { enabled: on, cap, backfill }), {
    initialProps: { f: filters, on: enabled },
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function server(action: (socket: FakeWebSocket) => void, socket = lastSocket()) {
  act(() => action(socket));
}

/** The subscription frames a socket got (everything but pings). */
const subscriptions = (socket: FakeWebSocket) => socket.frames.filter((f) => f.action !== 'ping');

function admit(socket = lastSocket()) {
  const nonce = subscriptions(socket).at(-1)?.clientNonce;
  server(
    (s) => s.serverSend({ action: 'admit', leaseId: 'lease-1', serverNow: Date.now(), clientNonce: nonce }),
    socket,
  );
}

/** Arrivals are rendered once per animation frame: the frame after the article shows it. */
function deliver(a: ArticleV2, socket = lastSocket()) {
  server((s) => s.serverSend({ action: 'sendArticle', data: a }), socket);
  act(() => vi.advanceTimersToNextFrame());
}

/** Started, opened and admitted. */
async function connected(filters: LiveFilters = FILTERS, cap = 3) {
  const hook = setup(filters, true, cap);
  await advance(0);
  server((s) => s.serverOpen());
  admit();
  return hook;
}

describe('connecting and subscribing', () => {
  it('opens ws: on the page origin, subscribes with the filters and a nonce, and goes live on admit', async () => {
    const { result } = setup();
    expect(result.current.status).toEqual({ kind: 'connecting', phase: 'opening' });
    await advance(0);
    const socket = lastSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    server((s) => s.serverOpen());
    expect(result.current.status).toEqual({ kind: 'connecting', phase: 'subscribing' });
    const [subscription] = socket.frames;
    expect(subscription).toEqual({
      ...FILTERS,
      resumeAfter: 'latest',
      clientNonce: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    admit();
    expect(result.current.status).toMatchObject({ kind: 'live', leaseId: 'lease-1' });
    deliver(article(1));
    deliver(article(2));
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 2', 'Story 1']);
    expect(result.current.counts).toEqual({ new: 2, updated: 0, dropped: 0, copies: 0 });
  });

  it('folds a story delivered with includeStory: its copies are counted on its row', async () => {
    const { result } = await connected({ ...FILTERS, includeStory: true }, 5);
    expect(subscriptions(lastSocket())[0]).toMatchObject({ includeStory: true });
    const told = { storyId: '9', storySize: 2, reprintOf: null };
    deliver(article(1, told));
    deliver(article(2));
    deliver(article(3, { ...told, reprintOf: article(1).link }));
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 2', 'Story 1']);
    expect(result.current.rows[1]?.copies).toEqual([article(3).link]);
    expect(result.current.counts).toEqual({ new: 2, updated: 0, dropped: 0, copies: 1 });
  });

  it('subscribes again without includeStory when the service refuses it by name', async () => {
    const { result } = setup({ ...FILTERS, includeStory: true });
    await advance(0);
    server((s) => s.serverOpen());
    server((s) => s.serverSend({ action: 'error', data: 'includeStory is not a known field' }));
    const [first, second] = subscriptions(lastSocket());
    expect(first).toMatchObject({ includeStory: true });
    expect(second).not.toHaveProperty('includeStory');
    expect(second).toMatchObject({ query: 'nvidia', resumeAfter: 'latest' });
    admit();
    expect(result.current.status.kind).toBe('live');
    expect(result.current.serverError).toBeNull();
  });

  it('ignores an admit for an older subscription', async () => {
    const { result } = setup();
    await advance(0);
    server((s) => s.serverOpen());
    server((s) =>
      s.serverSend({ action: 'admit', leaseId: 'old', serverNow: 0, clientNonce: 'someone-else' }),
    );
    expect(result.current.status.kind).toBe('connecting');
  });

  it('sends changed filters on the same socket, drops rows of the old filters, and keeps them for includeUpdates', async () => {
    const { result, rerender } = await connected();
    deliver(article(1));
    rerender({ f: { ...FILTERS, query: 'nvidia OR amd' }, on: true });
    const socket = lastSocket();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(subscriptions(socket)).toHaveLength(2);
    expect(subscriptions(socket)[1]).toMatchObject({ query: 'nvidia OR amd' });
    expect(subscriptions(socket)[1]?.clientNonce).not.toBe(subscriptions(socket)[0]?.clientNonce);
    expect(result.current.rows).toEqual([]);
    expect(result.current.status).toEqual({ kind: 'connecting', phase: 'subscribing' });
    // Still the old subscription's, until the new one is admitted.
    deliver(article(7));
    expect(result.current.rows).toEqual([]);
    admit();
    deliver(article(2));
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 2']);

    rerender({ f: { ...FILTERS, query: 'nvidia OR amd', includeUpdates: true }, on: true });
    expect(subscriptions(socket)[2]).toMatchObject({ includeUpdates: true });
    expect(result.current.rows).toHaveLength(1);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('an invalid subscription shows the service text and the socket stays open for a corrected one', async () => {
    const { result, rerender } = setup({ ...FILTERS, query: 'ticker:' });
    await advance(0);
    server((s) => s.serverOpen());
    server((s) => s.serverSend({ action: 'error', data: "Invalid query syntax near 'ticker:'" }));
    expect(result.current.status).toEqual({ kind: 'rejected' });
    expect(result.current.serverError).toBe("Invalid query syntax near 'ticker:'");
    await advance(30_000);
    const socket = lastSocket();
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    rerender({ f: { ...FILTERS, query: 'ticker:NVDA' }, on: true });
    expect(subscriptions(socket).at(-1)).toMatchObject({ query: 'ticker:NVDA' });
    admit();
    expect(result.current.status.kind).toBe('live');
    expect(result.current.serverError).toBeNull();
  });

  it('ignores and logs frames the contract rejects', async () => {
    const { result } = await connected();
    server((s) => s.serverSend('not json'));
    server((s) => s.serverSend({ action: 'sendArticle', data: { title: 'no link' } }));
    server((s) => s.serverSend({ action: 'teleport' }));
    // A raw-stream article (no sentiment) is valid on the wire but not on this stream.
    const { sentiment: _s, confidence: _c, ...raw } = article(3);
    server((s) => s.serverSend({ action: 'sendArticle', data: { ...raw, createdAt: raw.publishDate } }));
    expect(result.current.rows).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(result.current.status.kind).toBe('live');
    deliver(article(1));
    expect(result.current.rows).toHaveLength(1);
  });
});

describe('close codes and reconnection', () => {
  it('1001 (lifetime, shutdown): reconnects at once', async () => {
    const { result } = await connected();
    server((s) => s.serverClose(1001));
    expect(result.current.status).toMatchObject({ kind: 'reconnecting', at: Date.now() });
    await advance(0);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(result.current.status).toEqual({ kind: 'connecting', phase: 'opening' });
  });

  it('1013 (try later): waits the longer delay', async () => {
    const { result } = await connected();
    server((s) => s.serverSend({ action: 'error', data: LIVE_TEXT.rateLimited }));
    expect(result.current.status.kind).toBe('live');
    server((s) => s.serverClose(1013));
    expect(result.current.status).toMatchObject({ kind: 'reconnecting', at: Date.now() + 15_000 });
    await advance(14_999);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    await advance(1);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('a lost connection backs off from 0.5 s doubling to 30 s, and an admit starts over', async () => {
    const { result } = setup();
    await advance(0);
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      server((s) => s.serverClose(1006));
      const status = result.current.status;
      if (status.kind !== 'reconnecting') throw new Error(`expected reconnecting, got ${status.kind}`);
      delays.push(status.at - Date.now());
      await advance(status.at - Date.now());
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    server((s) => s.serverOpen());
    admit();
    server((s) => s.serverClose(1006));
    expect(result.current.status).toMatchObject({ kind: 'reconnecting', at: Date.now() + 500 });
  });

  it('jitters the delay by up to a quarter either way, also at the 30 s cap', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const { result } = setup();
    await advance(0);
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      random.mockReturnValue(i % 2 === 0 ? 0 : 0.999);
      server((s) => s.serverClose(1006));
      const status = result.current.status;
      if (status.kind !== 'reconnecting') throw new Error(`expected reconnecting, got ${status.kind}`);
      delays.push(status.at - Date.now());
      await advance(status.at - Date.now());
    }
    expect(delays).toEqual([375, 1250, 1500, 4998, 6000, 19_992, 22_500, 30_000]);
  });

  it.each([
    [1008, 'key-blocked', LIVE_TEXT.keyBlocked, ''],
    [4401, 'unauthorized', null, 'Unauthorized'],
    [4403, 'plan', null, LIVE_TEXT.websocketForbidden],
    [4429, 'connection-limit', null, LIVE_TEXT.connectionLimit(2)],
    [4404, 'no-endpoint', null, 'Not Found'],
    [4400, 'refused', null, 'Bad Request'],
  ])(
    '%i: stops (%s) with the service words and never reconnects',
    async (code, reason, errorFrame, closeReason) => {
      const { result } = await connected();
      if (errorFrame) server((s) => s.serverSend({ action: 'error', data: errorFrame }));
      server((s) => s.serverClose(code, closeReason));
      expect(result.current.status).toEqual({ kind: 'stopped', reason, message: closeReason || errorFrame });
      await advance(120_000);
      expect(FakeWebSocket.sockets).toHaveLength(1);
    },
  );

  it('1000 after preempted: stops and says another connection took over', async () => {
    const { result } = await connected();
    server((s) => s.serverSend({ action: 'preempted', reason: 'takeover', newLeaseId: 'lease-2' }));
    server((s) => s.serverClose(1000));
    expect(result.current.status).toMatchObject({ kind: 'stopped', reason: 'preempted' });
    await advance(120_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('4502 (service unreachable): reconnects with backoff', async () => {
    const { result } = setup();
    await advance(0);
    server((s) => s.serverOpen());
    server((s) => s.serverClose(4502, 'The service is unreachable: ECONNREFUSED'));
    expect(result.current.status).toMatchObject({
      kind: 'reconnecting',
      at: Date.now() + 500,
      cause: 'The dashboard server cannot reach the service.',
    });
  });

  it('after a connection limit, retry can take over the oldest connection', async () => {
    const { result } = await connected();
    server((s) => s.serverClose(4429, LIVE_TEXT.connectionLimit(2)));
    act(() => result.current.retry({ takeover: true }));
    expect(lastSocket().url).toBe(`ws://${window.location.host}/ws?takeover=true`);
    server((s) => s.serverOpen());
    admit();
    expect(result.current.status.kind).toBe('live');
  });

  it('after a reconnect the replayed latest article is not shown twice', async () => {
    const { result } = await connected();
    deliver(article(1));
    server((s) => s.serverClose(1001));
    await advance(0);
    server((s) => s.serverOpen());
    admit();
    deliver(article(1));
    expect(result.current.rows).toHaveLength(1);
  });
});

describe('keepalive', () => {
  it('pings every 25 s; a pong keeps the socket', async () => {
    await connected();
    const socket = lastSocket();
    await advance(25_000);
    expect(socket.frames.at(-1)).toEqual({ action: 'ping', t: Date.now() });
    server((s) => s.serverSend({ action: 'pong', t: Date.now() }));
    await advance(25_000);
    server((s) => s.serverSend({ action: 'pong', t: Date.now() }));
    await advance(50_000);
    server((s) => s.serverSend({ action: 'pong', t: Date.now() }));
    expect(socket.closedWith).toBeNull();
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('60 s without a pong: drops the socket and reconnects', async () => {
    const { result } = await connected();
    const socket = lastSocket();
    await advance(25_000 + 59_999);
    expect(socket.closedWith).toBeNull();
    await advance(1);
    expect(socket.closedWith).toEqual({ code: 4000, reason: 'No pong' });
    expect(result.current.status).toMatchObject({
      kind: 'reconnecting',
      cause: 'No answer from the service for 60 s.',
    });
    await advance(500);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });
});

describe('rows', () => {
  it('pause keeps the socket and buffers; resume puts the buffered rows on top', async () => {
    const { result } = await connected(FILTERS, 10);
    deliver(article(1));
    act(() => result.current.pause());
    expect(result.current.status.kind).toBe('paused');
    deliver(article(2));
    deliver(article(3));
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 1']);
    expect(result.current.buffered).toBe(2);
    expect(lastSocket().closedWith).toBeNull();
    act(() => result.current.resume());
    expect(result.current.status.kind).toBe('live');
    expect(result.current.buffered).toBe(0);
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 3', 'Story 2', 'Story 1']);
  });

  it('keeps the newest `cap` rows, counts the dropped, and tells new from updated', async () => {
    const { result } = await connected();
    for (let i = 1; i <= 4; i += 1) deliver(article(i));
    deliver(article(2, { isUpdate: true, revisedDate: '2025-11-09T13:00:00.000Z' }));
    expect(result.current.rows.map((r) => [r.article.title, r.article.isUpdate ?? false])).toEqual([
      ['Story 2', true],
      ['Story 4', false],
      ['Story 3', false],
    ]);
    expect(result.current.counts).toEqual({ new: 4, updated: 1, dropped: 2, copies: 0 });
    act(() => result.current.clear());
    expect(result.current.rows).toEqual([]);
    expect(result.current.counts).toEqual({ new: 0, updated: 0, dropped: 0, copies: 0 });
  });

  it('renders a burst of arrivals once, at the next frame, and keeps the cap', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLiveFeed(FILTERS, { enabled: true, cap: 3, backfill: noBackfill });
    });
    await advance(0);
    server((s) => s.serverOpen());
    admit();
    const before = renders;
    server((s) => {
      for (let i = 1; i <= 20; i += 1) s.serverSend({ action: 'sendArticle', data: article(i) });
    });
    expect(result.current.rows).toEqual([]);
    expect(renders).toBe(before);
    act(() => vi.advanceTimersToNextFrame());
    expect(renders).toBe(before + 1);
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 20', 'Story 19', 'Story 18']);
    expect(result.current.counts).toEqual({ new: 20, updated: 0, dropped: 17, copies: 0 });
  });

  it('the buffer is capped too, and what resuming pushes out is counted', async () => {
    const { result } = await connected();
    deliver(article(1));
    act(() => result.current.pause());
    for (let i = 2; i <= 6; i += 1) deliver(article(i));
    expect(result.current.buffered).toBe(3);
    act(() => result.current.resume());
    expect(result.current.rows.map((r) => r.article.title)).toEqual(['Story 6', 'Story 5', 'Story 4']);
    expect(result.current.counts.dropped).toBe(3);
  });
});

describe('enabled', () => {
  it('opens nothing while disabled; turning it off closes the socket and keeps the rows', async () => {
    const { result, rerender } = setup(FILTERS, false);
    await advance(1000);
    expect(FakeWebSocket.sockets).toHaveLength(0);
    expect(result.current.status).toEqual({ kind: 'off' });
    rerender({ f: FILTERS, on: true });
    await advance(0);
    server((s) => s.serverOpen());
    admit();
    deliver(article(1));
    rerender({ f: FILTERS, on: false });
    expect(lastSocket().closedWith).toEqual({ code: 1000, reason: 'Stopped' });
    expect(result.current.status).toEqual({ kind: 'off' });
    expect(result.current.rows).toHaveLength(1);
  });

  it('closes the socket on unmount', async () => {
    const { unmount } = await connected();
    unmount();
    expect(lastSocket().closedWith?.code).toBe(1000);
  });
});

describe('resuming from the change log', () => {
  function admitAt(cursor: number, socket = lastSocket()) {
    const nonce = subscriptions(socket).at(-1)?.clientNonce;
    server(
      (s) =>
        s.serverSend({
          action: 'admit',
          leaseId: 'lease-1',
          serverNow: Date.now(),
          clientNonce: nonce,
          cursor,
        }),
      socket,
    );
  }
  function deliverAt(a: ArticleV2, cursor: number, socket = lastSocket()) {
    server((s) => s.serverSend({ action: 'sendArticle', data: a, cursor }), socket);
    act(() => vi.advanceTimersToNextFrame());
  }
  const titles = (rows: { article: ArticleV2 }[]) => rows.map((r) => r.article.title);

  it('fills a new feed with the latest matches once admitted, below what arrives live', async () => {
    const backfill = vi.fn<Backfill>(async () => [article(5), article(4), article(3)]);
    const { result } = setup(FILTERS, true, 10, backfill);
    await advance(0);
    server((s) => s.serverOpen());
    expect(backfill).not.toHaveBeenCalled();
    admitAt(40);
    deliverAt(article(6), 41);
    await advance(0);
    expect(backfill).toHaveBeenCalledTimes(1);
    expect(backfill.mock.calls[0]?.[0]).toEqual(FILTERS);
    expect(titles(result.current.rows)).toEqual(['Story 6', 'Story 5', 'Story 4', 'Story 3']);
    expect(result.current.counts.new).toBe(4);
  });

  it('resumes after the last cursor on reconnect: what the service replays closes the gap, nothing twice', async () => {
    const { result } = setup(FILTERS, true, 10);
    await advance(0);
    server((s) => s.serverOpen());
    admitAt(10);
    deliverAt(article(1), 11);
    deliverAt(article(2), 12);
    server((s) => s.serverClose(1006));
    await advance(500);
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ ...FILTERS, resumeAfter: 12 });
    admitAt(12);
    deliverAt(article(3), 13); // replayed: arrived while away
    deliverAt(article(2), 12); // a duplicate the feed must not show twice
    deliverAt(article(4), 14);
    expect(titles(result.current.rows)).toEqual(['Story 4', 'Story 3', 'Story 2', 'Story 1']);
  });

  it('keeps rows and cursor across a reload of the page, and resumes after that cursor', async () => {
    const first = setup(FILTERS, true, 10);
    await advance(0);
    server((s) => s.serverOpen());
    admitAt(20);
    deliverAt(article(1), 21);
    deliverAt(article(2), 22);
    first.unmount();

    const backfill = vi.fn<Backfill>(async () => [article(9)]);
    const { result } = setup(FILTERS, true, 10, backfill);
    expect(titles(result.current.rows)).toEqual(['Story 2', 'Story 1']);
    await advance(0);
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ resumeAfter: 22 });
    admitAt(22);
    deliverAt(article(3), 23);
    await advance(0);
    expect(backfill).not.toHaveBeenCalled();
    expect(titles(result.current.rows)).toEqual(['Story 3', 'Story 2', 'Story 1']);
  });

  it('forgets what it kept when the filters differ after the reload', async () => {
    const first = setup(FILTERS, true, 10);
    await advance(0);
    server((s) => s.serverOpen());
    admitAt(20);
    deliverAt(article(1), 21);
    first.unmount();
    const { result } = setup({ ...FILTERS, query: 'amd' }, true, 10);
    expect(result.current.rows).toEqual([]);
    await advance(0);
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ query: 'amd', resumeAfter: 'latest' });
  });

  it('starts again from the latest, and backfills, when the service no longer holds the cursor', async () => {
    const backfill = vi.fn<Backfill>(async () => [article(7)]);
    const { result } = setup(FILTERS, true, 10, backfill);
    await advance(0);
    server((s) => s.serverOpen());
    admitAt(30);
    deliverAt(article(1), 31);
    await advance(0);
    server((s) => s.serverClose(1006));
    await advance(500);
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ resumeAfter: 31 });
    server((s) =>
      s.serverSend({
        action: 'error',
        data: 'The change log no longer holds the changes after cursor 31: retention removed them (the oldest change kept has cursor 90). Start again from a search and a recent cursor.',
      }),
    );
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ resumeAfter: 'latest' });
    expect(result.current.status.kind).toBe('connecting');
    expect(result.current.serverError).toBeNull();
    admitAt(95);
    await advance(0);
    expect(backfill).toHaveBeenCalledTimes(2);
    expect(titles(result.current.rows)).toEqual(['Story 1', 'Story 7']);
  });
});

describe('arrivals (what notifications listen to)', () => {
  it('reports each article the stream delivers once, never a backfill or a replay already shown', async () => {
    const backfill = vi.fn<Backfill>(async () => [article(2), article(1)]);
    const { result } = setup(FILTERS, true, 10, backfill);
    const arrived: string[] = [];
    const stop = result.current.onArrival((a) => arrived.push(a.link));
    await advance(0);
    server((s) => s.serverOpen());
    admit();
    await advance(0);
    expect(result.current.rows).toHaveLength(2);
    deliver(article(3));
    deliver(article(3));
    deliver(article(4));
    expect(arrived).toEqual([article(3).link, article(4).link]);
    stop();
    deliver(article(5));
    expect(arrived).toHaveLength(2);
    expect(result.current.rows).toHaveLength(5);
  });
});
