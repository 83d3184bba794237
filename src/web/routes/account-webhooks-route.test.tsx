// @vitest-environment jsdom
/** @module The Webhooks page in jsdom: banner, create from the explorer's query (secret once), test, delivery log. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_TEXT, type Webhook, type WebhookDelivery } from '../../contract';
import { toExplorerState } from '../lib/explorer-state';
import { writeLastExplorerState } from '../lib/last-explorer-state';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const webhook = (id: string, extra: Partial<Webhook> = {}): Webhook => ({
  id,
  url: `https://receiver.example/${id}`,
  type: 'enriched',
  query: 'ticker:NVDA',
  auth: null,
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

const delivery = (id: string, status: WebhookDelivery['status']): WebhookDelivery => ({
  id,
  kind: 'test',
  link: 'https://www.wire.example/a/1',
  status,
  attempts: [
    {
      attempt: 1,
      attemptedAt: '2026-11-26T10:01:00.000Z',
      statusCode: status === 'failed' ? 500 : 204,
      latencyMs: 42,
      error: status === 'failed' ? 'HTTP 500' : null,
    },
  ],
  nextAttemptAt: null,
  createdAt: '2026-11-26T10:01:00.000Z',
});

describe('/account/webhooks', () => {
  it('warns about a webhook disabled after failures and enables it', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/webhooks': () => ({
        status: 200,
        body: {
          status: 'ok',
          webhooks: [webhook('w1', { enabled: false, disabledReason: 'failures', consecutiveFailures: 10 })],
        },
      }),
      'POST /api/v2/webhooks/w1/enable': () => ({
        status: 200,
        body: { status: 'ok', webhook: webhook('w1') },
      }),
    });
    renderApp('/account/webhooks');
    const banner = await screen.findByText(/disabled after repeated failed deliveries/);
    await userEvent.click(within(banner).getByRole('button', { name: 'enable it' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/v2/webhooks/w1/enable')).toBe(true),
    );
  });

  it('creates a webhook from the explorer query and shows the secret once', async () => {
    writeLastExplorerState(
      toExplorerState({ q: 'ticker:NVDA', countries: ['US'], sentiments: ['negative'], minConfidence: 0.8 }),
    );
    const { calls } = stubFetch({
      'GET /api/v2/webhooks': () => ({ status: 200, body: { status: 'ok', webhooks: [] } }),
      'POST /api/v2/webhooks': () => ({
        status: 201,
        body: { status: 'ok', webhook: { ...webhook('w2'), secret: 'whsec_once' } },
      }),
    });
    renderApp('/account/webhooks');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'URL' }),
      'https://receiver.example/hook',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /includeUpdates/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_once');
    const created = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v2/webhooks');
    expect(created?.body).toEqual({
      url: 'https://receiver.example/hook',
      type: 'enriched',
      query: 'ticker:NVDA',
      countries: ['US'],
      sentiments: ['negative'],
      minConfidence: 0.8,
      language: 'en',
      includeUpdates: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('sends a test, opens the delivery log in the URL and filters it to the failed ones', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/webhooks': () => ({ status: 200, body: { status: 'ok', webhooks: [webhook('w3')] } }),
      'POST /api/v2/webhooks/w3/test': () => ({
        status: 200,
        body: { status: 'ok', delivery: delivery('d1', 'delivered') },
      }),
      'GET /api/v2/webhooks/w3/deliveries': (url) => ({
        status: 200,
        body: {
          status: 'ok',
          page: 1,
          pageSize: 50,
          deliveries:
            url.searchParams.get('status') === 'failed'
              ? [delivery('d2', 'failed')]
              : [delivery('d1', 'delivered'), delivery('d2', 'failed')],
        },
      }),
    });
    const { router } = renderApp('/account/webhooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ open: 'w3' }));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(3));
    expect(within(log).getAllByText('42 ms')).toHaveLength(2);
    expect(within(log).getByText('HTTP 500')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'failed');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'failed' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Deliveries' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(calls.some((c) => c.url.searchParams.get('status') === 'failed')).toBe(true);
  });

  it('a plan without webhooks is told so', async () => {
    stubFetch({
      'GET /api/v2/webhooks': () => ({
        status: 403,
        body: { statusCode: 403, message: WEBHOOK_TEXT.capabilityForbidden },
      }),
    });
    renderApp('/account/webhooks');
    expect(await screen.findByText(/Webhooks are not part of this key's plan/)).toBeTruthy();
  });
});
