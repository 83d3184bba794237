// @vitest-environment jsdom
/** @module The grid's "Sentiment for <TICKER>" column: offered for a company the filters name, asked for only while shown. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../contract';
import { APPLE } from '../../contract/testing/companies';
import { stubFetch } from '../testing/fetch-stub';
import { article, page, SOURCES } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Judgements only when asked for, as the service does. */
const routes = {
  'GET /api/v2/sources': () => ({ status: 200, body: SOURCES }),
  'POST /api/v2/articles': (_url: URL, init: RequestInit | undefined) => {
    const judged = (JSON.parse(String(init?.body)) as { includeCompanySentiment?: boolean })
      .includeCompanySentiment;
    const apple: Company = judged
      ? { ...APPLE, sentiment: 'negative', sentimentScore: -0.6, sentimentConfidence: 0.8, salience: 0.9 }
      : APPLE;
    return {
      status: 200,
      body: page([article(1, { sentiment: 'positive', companies: [apple] }), article(2, { companies: [] })]),
    };
  },
};

const searches = (calls: { url: URL; body: unknown }[]) =>
  calls.filter((c) => c.url.pathname === '/api/v2/articles').map((c) => c.body as Record<string, unknown>);

describe('sentiment for the filtered company', () => {
  it('is offered for the filtered ticker; shown, it asks for the judgements and shows the company’s own', async () => {
    const { calls } = stubFetch(routes);
    const { router } = renderApp('/?tickers=%5B%22AAPL%22%5D');
    const grid = await screen.findByRole('grid', { name: 'Articles' }, { timeout: 10_000 });
    expect(searches(calls).every((b) => !('includeCompanySentiment' in b))).toBe(true);
    expect(within(grid).queryByRole('columnheader', { name: /Sentiment for/ })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sentiment for' }), 'AAPL');
    await within(grid).findByRole('columnheader', { name: 'Sentiment for AAPL' });
    expect(router.state.location.search).toMatchObject({ sentimentFor: 'AAPL' });
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ includeCompanySentiment: true }));
    const cells = await within(grid).findAllByTestId('company-sentiment');
    await waitFor(() => expect(cells[0]?.textContent).toBe('negative 80% −0.60'));
    const none = within(grid).getAllByTestId('company-sentiment')[1];
    expect(none?.textContent).toBe('— AAPL is not tagged in this article.');
    expect(none?.querySelector('[title]')?.getAttribute('title')).toBe('AAPL is not tagged in this article.');
  });

  it('is not offered when no filter names a company, and a stale choice in the URL is not shown', async () => {
    const { calls } = stubFetch(routes);
    renderApp('/?sentimentFor=%22AAPL%22');
    const grid = await screen.findByRole('grid', { name: 'Articles' }, { timeout: 10_000 });
    expect(screen.queryByRole('combobox', { name: 'Sentiment for' })).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: /Sentiment for/ })).toBeNull();
    expect(searches(calls).every((b) => !('includeCompanySentiment' in b))).toBe(true);
  });
});
