// @vitest-environment jsdom
/** @module The account pages in jsdom: Usage from GET /v2/account, Sources with URL state and the explorer's filters. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountResponse, SourceV2 } from '../../contract';
import { readLastExplorerState } from '../lib/last-explorer-state';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const account: AccountResponse = {
  status: 'ok',
  key: { name: 'alice', prefix: 'nr_abcde', createdAt: '2026-11-01T00:00:00.000Z' },
  plan: {
    name: 'pro',
    monthlyQuota: 50_000,
    burst: { requests: 30, seconds: 10 },
    capabilities: { content: false, entities: true, websocket: true, webhooks: true },
    websocketConnections: 2,
    webhooks: 2,
  },
  usage: {
    period: '2026-11',
    used: 1234,
    limit: 50_000,
    resetsAt: '2026-12-01T00:00:00.000Z',
    daily: [
      { day: '2026-11-01', used: 1000 },
      { day: '2026-11-02', used: 0 },
      { day: '2026-11-03', used: 234 },
    ],
  },
  live: { connections: 1, limit: 2 },
};

const details = (articles: number, lastErrorAt: string | null = null) => ({
  articles,
  enabled: true,
  polled: true,
  lastSuccessAt: '2026-11-26T10:00:00.000Z',
  lastErrorAt,
  lastError: lastErrorAt ? 'fetch: HTTP 503' : null,
});
const sources: SourceV2[] = [
  {
    domain: 'www.wire.example',
    isDefaultSource: true,
    originCountry: 'US',
    languages: ['en'],
    details: details(50),
  },
  {
    domain: 'optin.niche.example',
    isDefaultSource: false,
    originCountry: 'GB',
    languages: ['en'],
    details: details(5, '2026-11-26T12:00:00.000Z'),
  },
];

describe('/account/usage', () => {
  it('shows plan, quota used of the limit, burst, live connections and the days; ?days=table lists them', async () => {
    stubFetch({ 'GET /api/v2/account': () => ({ status: 200, body: account }) });
    const { router } = renderApp('/account');
    expect((await screen.findByTestId('plan-name')).textContent).toBe('pro');
    expect(router.state.location.pathname).toBe('/account/usage');
    expect(screen.getByTestId('usage-used').textContent).toBe('1,234 of 50,000');
    expect(
      screen.getByRole('progressbar', { name: 'Monthly quota used' }).getAttribute('aria-valuenow'),
    ).toBe('1234');
    expect(screen.getByText('30 requests per 10 s')).toBeTruthy();
    expect(screen.getByTestId('live-connections').textContent).toBe('1 of 2');
    expect(screen.getByText('Full article text').className).toContain('line-through');
    await userEvent.click(screen.getByRole('button', { name: 'table' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ days: 'table' }));
    const table = screen.getByRole('table', { name: 'Requests per day (UTC)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Day (UTC)Requests', '2026-11-011,000', '2026-11-020', '2026-11-03234']);
  });

  it('says so when the API has no account endpoint', async () => {
    stubFetch({});
    renderApp('/account/usage');
    expect(await screen.findByText(/has no/)).toBeTruthy();
  });
});

describe('/account/sources', () => {
  it('asks with includeDetails, searches and sorts in the URL, and opts in / excludes for the explorer', async () => {
    const { calls } = stubFetch({ 'GET /api/v2/sources': () => ({ status: 200, body: sources }) });
    const { router } = renderApp('/account/sources?sort=articles');
    const table = await screen.findByRole('table', { name: 'Sources' });
    expect(
      calls.find((c) => c.url.pathname === '/api/v2/sources')?.url.searchParams.get('includeDetails'),
    ).toBe('true');
    const domains = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-domain'));
    expect(domains()).toEqual(['www.wire.example', 'optin.niche.example']);
    expect(within(table).getByText(/error .*fetch: HTTP 503/)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'niche');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'niche', sort: 'articles' }));
    expect(domains()).toEqual(['optin.niche.example']);
    await userEvent.click(screen.getByRole('button', { name: 'Opt in optin.niche.example' }));
    expect(readLastExplorerState().optInSources).toEqual(['optin.niche.example']);
    expect(
      screen.getByRole('button', { name: 'Opt in optin.niche.example' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude optin.niche.example' }));
    expect(readLastExplorerState()).toMatchObject({
      optInSources: [],
      excludeSources: ['optin.niche.example'],
    });
    const back = screen.getByRole('link', { name: /back to the explorer/ });
    expect(back.getAttribute('href')).toContain('exclude');
  });
});
