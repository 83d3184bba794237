// @vitest-environment jsdom
/** @module The Live view in the explorer, against a fake WebSocket: URL state, rows, drawer, controls, errors. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TEXT, type ArticleV2 } from '../../contract';
import { stubFetch } from '../testing/fetch-stub';
import { FakeWebSocket, installFakeWebSocket, lastSocket } from '../testing/fake-web-socket';
import { article, page, SOURCES } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

/** The live feed's backfill (the latest 50 by indexing time) as opposed to the grid's search. */
const isBackfill = (init: RequestInit | undefined) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { orderBy?: string; pageSize?: number };
  return body.orderBy === 'createdAt' && body.pageSize === 50;
};

const routes = {
  'GET /api/v2/sources': () => ({ status: 200, body: SOURCES }),
  // The backfill finds nothing unless a test says otherwise, so the rows are what the socket delivers.
  'POST /api/v2/articles': (_url: URL, init: RequestInit | undefined) => ({
    status: 200,
    body: page(isBackfill(init) ? [] : [article(1)]),
  }),
  'GET /api/v2/articles/by-link': (url: URL) => ({
    status: 200,
    body: { status: 'ok', article: article(Number(url.searchParams.get('link')?.split('/').at(-1))) },
  }),
};

beforeEach(() => {
  installFakeWebSocket();
  stubFetch(routes);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subscriptions = (socket: FakeWebSocket) => socket.frames.filter((f) => f.action !== 'ping');

function server(action: (socket: FakeWebSocket) => void, socket = lastSocket()) {
  act(() => action(socket));
}

function admit(socket = lastSocket()) {
  const nonce = subscriptions(socket).at(-1)?.clientNonce;
  server(
    (s) => s.serverSend({ action: 'admit', leaseId: 'lease-1', serverNow: Date.now(), clientNonce: nonce }),
    socket,
  );
}

/** Arrivals are rendered once per animation frame: resolves after the frame that shows them. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function deliver(a: ArticleV2) {
  server((s) => s.serverSend({ action: 'sendArticle', data: a }));
  await nextFrame();
}

const status = () => screen.getByTestId('live-status').textContent;
const liveRows = () => screen.queryAllByTestId('live-row');

/** The explorer at `url` with the feed opened and admitted. */
async function live(url = '/?view=%22live%22&live=true') {
  const app = renderApp(url);
  await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
  server((s) => s.serverOpen());
  admit();
  await waitFor(() => expect(status()).toBe('Live'));
  return app;
}

describe('Live view', () => {
  it('the Live tab turns the feed on, subscribes with the explorer filters and shows arrivals', async () => {
    const { router } = renderApp('/?q=%22nvidia%22&tickers=%5B%22NVDA%22%5D&range=%227d%22&page=3');
    await userEvent.click(await screen.findByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'live', live: true }));
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    expect(lastSocket().url).toBe(`ws://${window.location.host}/ws`);
    expect(status()).toBe('Connecting…');
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket())[0]).toEqual({
      query: 'nvidia',
      tickers: ['NVDA'],
      language: 'en',
      includeEntities: false,
      includeStory: true,
      includeUpdates: false,
      resumeAfter: 'latest',
      clientNonce: expect.any(String),
    });
    const summary = screen.getByTestId('live-filters');
    expect(summary.textContent).toContain('nvidia');
    expect(summary.textContent).toContain('the default source set');
    expect(summary.textContent).toContain('new articles only');
    admit();
    expect(status()).toBe('Live');

    await deliver(article(1));
    await deliver(
      article(2, { isUpdate: true, revisedDate: '2025-11-09T12:30:00.000Z', sentiment: 'negative' }),
    );
    const [first, second] = liveRows();
    expect(within(first as HTMLElement).getByRole('link').textContent).toBe('Story 2');
    expect(within(first as HTMLElement).getByText('updated')).toBeTruthy();
    expect(first?.textContent).toContain('negative 91%');
    expect(first?.textContent).toMatch(/\d\d:\d\d:\d\d UTC/);
    expect(first?.textContent).toContain('2025-11-09 10:00 UTC');
    expect(within(second as HTMLElement).queryByText('updated')).toBeNull();
    expect(screen.getByTestId('live-counts').textContent).toBe('1 new · 1 updated');
  });

  it('fills the feed with the latest matches on connect, and keeps it across a reload', async () => {
    const { calls } = stubFetch({
      ...routes,
      'POST /api/v2/articles': (_url, init) => ({
        status: 200,
        body: page(isBackfill(init) ? [article(8), article(7)] : [article(1)]),
      }),
    });
    const app = await live();
    await waitFor(() => expect(liveRows()).toHaveLength(2));
    const backfill = calls.find((c) => c.method === 'POST' && isBackfill({ body: JSON.stringify(c.body) }));
    expect(backfill?.body).toMatchObject({ language: 'en', orderBy: 'createdAt', pageSize: 50 });
    expect(backfill?.body).not.toHaveProperty('resumeAfter');
    server((s) => s.serverSend({ action: 'sendArticle', data: article(9), cursor: 77 }));
    await nextFrame();
    expect(liveRows().map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Story 9',
      'Story 8',
      'Story 7',
    ]);
    app.unmount();
    cleanup();
    renderApp('/?view=%22live%22&live=true');
    await waitFor(() =>
      expect(liveRows().map((r) => within(r).getByRole('link').textContent)).toEqual([
        'Story 9',
        'Story 8',
        'Story 7',
      ]),
    );
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(2));
    server((s) => s.serverOpen());
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ resumeAfter: 77 });
  });

  it('a row opens the same article drawer as the grid', async () => {
    const { router } = await live();
    await deliver(article(4));
    await userEvent.click(within(liveRows()[0] as HTMLElement).getByRole('link', { name: 'Story 4' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ article: article(4).link }));
    expect(await screen.findByRole('dialog', { name: 'Story 4' })).toBeTruthy();
  });

  it('changing the query or includeUpdates resubscribes on the same socket, and both stay in the URL', async () => {
    const { router } = await live();
    await userEvent.click(screen.getByRole('checkbox', { name: /Include updates/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ updates: true }));
    expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ includeUpdates: true });
    await act(() => router.navigate({ to: '/', search: (prev) => ({ ...prev, query: 'amd' }) }));
    await waitFor(() => expect(subscriptions(lastSocket()).at(-1)).toMatchObject({ query: 'amd' }));
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(screen.getByTestId('live-filters').textContent).toContain('new articles and revisions');
  });

  it('pause keeps the socket and buffers; resume shows what arrived', async () => {
    await live();
    await deliver(article(1));
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(status()).toBe('Paused');
    await deliver(article(2));
    await deliver(article(3));
    expect(liveRows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Resume (2 new)' }));
    expect(liveRows().map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Story 3',
      'Story 2',
      'Story 1',
    ]);
    expect(lastSocket().closedWith).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(liveRows()).toHaveLength(0);
  });

  it('Stop closes the socket, keeps the rows and leaves the default out of the URL', async () => {
    const { router } = await live('/?view=%22live%22&live=true&updates=false');
    await waitFor(() => expect(router.state.location.searchStr).toBe('?view=live&live=true'));
    await deliver(article(1));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?view=live'));
    expect(lastSocket().closedWith?.code).toBe(1000);
    expect(status()).toBe('Off');
    expect(liveRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('keeps running behind another view and counts the unseen arrivals on the tab', async () => {
    await live();
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tab', { name: 'Live on' })).toBeTruthy();
    await deliver(article(1));
    await deliver(article(2));
    expect(screen.getByRole('tab', { name: 'Live 2 new' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Live 2 new' }));
    expect(liveRows()).toHaveLength(2);
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('announces a burst of arrivals once, not once per article', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await live();
    const region = screen.getByTestId('live-region');
    expect(region.textContent).toBe('Live feed connected.');
    for (let i = 1; i <= 5; i += 1) await deliver(article(i));
    expect(region.textContent).toBe('Live feed connected.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(region.textContent).toBe('5 new articles in the live feed.');
    await deliver(article(6));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(region.textContent).toBe('5 new articles in the live feed.');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(region.textContent).toBe('1 new article in the live feed.');
  });
});

describe('Live view errors, in words', () => {
  it('an invalid subscription shows the service text and waits for a correction on the same socket', async () => {
    renderApp('/?view=%22live%22&live=true&q=%22nvidia%22');
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    server((s) => s.serverOpen());
    server((s) => s.serverSend({ action: 'error', data: "Invalid query syntax near 'ticker:'" }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The service refused these filters.');
    expect(alert.textContent).toContain("Invalid query syntax near 'ticker:'");
    expect(status()).toBe('Filters refused');
    expect(lastSocket().readyState).toBe(FakeWebSocket.OPEN);
  });

  it.each([
    [4403, LIVE_TEXT.websocketForbidden, 'Your plan does not include live delivery.'],
    [4401, 'Unauthorized', "The service rejected the dashboard's API key."],
    [4404, 'Not Found', 'The service has no live endpoint.'],
  ])('%i: explained, with the service message', async (code, reason, title) => {
    await live();
    server((s) => s.serverClose(code, reason));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(within(alert).getByTestId('live-server-error').textContent).toBe(reason);
    expect(status()).toBe('Stopped');
  });

  it('1008 after "Key blocked": explained and not retried by itself', async () => {
    await live();
    server((s) => s.serverSend({ action: 'error', data: LIVE_TEXT.keyBlocked }));
    server((s) => s.serverClose(1008));
    expect(screen.getByRole('alert').textContent).toContain("The service blocked the dashboard's API key.");
    expect(within(screen.getByRole('alert')).getByTestId('live-server-error').textContent).toBe(
      'Key blocked',
    );
  });

  it('4429: suggests closing another connection and can take over the oldest', async () => {
    await live();
    server((s) => s.serverClose(4429, LIVE_TEXT.connectionLimit(2)));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Connection limit reached.');
    expect(alert.textContent).toMatch(/Close another one/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Take over the oldest connection' }));
    expect(lastSocket().url).toBe(`ws://${window.location.host}/ws?takeover=true`);
    expect(status()).toBe('Connecting…');
  });

  it('preempted: says another connection took over', async () => {
    await live();
    server((s) => s.serverSend({ action: 'preempted', reason: 'takeover', newLeaseId: 'lease-2' }));
    server((s) => s.serverClose(1000));
    expect(screen.getByRole('alert').textContent).toContain('Another connection took over.');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Take the feed back here' }),
    ).toBeTruthy();
  });

  it('a lost connection shows the countdown and can reconnect now', async () => {
    await live();
    server((s) => s.serverClose(1006));
    expect(status()).toMatch(/^Reconnecting in 1 s$/);
    expect(screen.getByText(/The connection was lost\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect now' }));
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });
});
