// @vitest-environment jsdom
/**
 * @module The compare view against a stubbed upstream: what it asks, the lines' legend, the limit of the picker,
 * and what it says with nothing chosen, one company, an upstream without the feature, and an error.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleStatsResponse, CompanySentimentSeries } from '../../../../contract';
import { toExplorerState, type ExplorerSearch } from '../../../lib/explorer-state';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Responder } from '../../../testing/fetch-stub';
import CompareView from './compare-view';

const NOW = new Date('2026-11-26T12:00:00Z');

beforeEach(() => {
  // jsdom has no layout: the chart's container only needs the observer to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function series(companyId: number, ticker: string, name: string): CompanySentimentSeries {
  return {
    companyId,
    ticker,
    name,
    count: 3,
    timeline: [
      { bucket: '2026-11-24T00:00:00.000Z', count: 2, positive: 2, neutral: 0, negative: 0, score: 0.6 },
      { bucket: '2026-11-25T00:00:00.000Z', count: 1, positive: 0, neutral: 0, negative: 1, score: -0.4 },
    ],
  };
}

function stats(companies?: CompanySentimentSeries[]): ArticleStatsResponse {
  return {
    status: 'ok',
    total: 3,
    sentiment: { positive: 2, neutral: 0, negative: 1 },
    averageConfidence: 0.8,
    interval: 'day',
    timeline: [],
    topSources: [],
    topTickers: [],
    ...(companies ? { companies } : {}),
  };
}

function Harness({ initial }: { initial: ExplorerSearch }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <output data-testid="compared">{state.compare.join(',')}</output>
      <CompareView state={state} now={NOW} onChange={(patch) => setState((s) => ({ ...s, ...patch }))} />
    </>
  );
}

function renderView(search: Record<string, unknown>, statsRoute?: Responder) {
  const stub = stubFetch(statsRoute ? { 'POST /api/v2/articles/stats': statsRoute } : {});
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={toExplorerState({ range: '7d', chartMode: 'compare', ...search })} />
    </QueryClientProvider>,
  );
  return stub;
}

describe('compare view', () => {
  it('asks for the chosen companies over the same filters and draws one line each, with a legend', async () => {
    const { calls } = renderView({ compare: ['MSFT', 'AAPL'], query: 'chips' }, () => ({
      status: 200,
      body: stats([series(1, 'AAPL', 'Apple Inc.'), series(2, 'MSFT', 'Microsoft Corporation')]),
    }));
    const legend = await screen.findByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MSFTMicrosoft Corporation · 3 articles', 'AAPLApple Inc. · 3 articles']);
    expect(calls[0]?.body).toMatchObject({
      query: 'chips',
      interval: 'hour',
      companySentiment: true,
      companyTickers: ['MSFT', 'AAPL'],
    });
    expect(screen.queryByTestId('compare-one')).toBeNull();
  });

  it('asks nothing with no company chosen, and says to pick some', async () => {
    const { calls } = renderView({});
    expect((await screen.findByTestId('compare-empty')).textContent).toMatch(/Pick two to five companies/);
    expect(calls).toHaveLength(0);
  });

  it('says when one company is chosen, and names a chosen company nothing judges', async () => {
    renderView({ compare: ['AAPL'] }, () => ({
      status: 200,
      body: stats([series(1, 'AAPL', 'Apple Inc.')]),
    }));
    expect((await screen.findByTestId('compare-one')).textContent).toContain('add another to compare');
    cleanup();
    renderView({ compare: ['AAPL', 'ZZZZ'] }, () => ({
      status: 200,
      body: stats([series(1, 'AAPL', 'Apple Inc.')]),
    }));
    expect((await screen.findByTestId('compare-missing')).textContent).toContain(
      'judges ZZZZ: no line for it',
    );
  });

  it('says plainly when nothing in the range judges the chosen companies', async () => {
    renderView({ compare: ['AAPL', 'MSFT'] }, () => ({ status: 200, body: stats([]) }));
    expect((await screen.findByTestId('compare-no-data')).textContent).toContain(
      'judges AAPL, MSFT: nothing to draw',
    );
  });

  it('is not available on an upstream without stats, or whose stats give no per-company sentiment', async () => {
    renderView({ compare: ['AAPL', 'MSFT'] });
    expect((await screen.findByTestId('compare-unavailable')).textContent).toContain(
      'has no /v2/articles/stats',
    );
    cleanup();
    renderView({ compare: ['AAPL', 'MSFT'] }, () => ({ status: 200, body: stats() }));
    expect((await screen.findByTestId('compare-unavailable')).textContent).toContain(
      'does not give each company’s own sentiment',
    );
  });

  it('names an error like the other charts', async () => {
    renderView({ compare: ['AAPL', 'MSFT'] }, () => ({
      status: 400,
      body: { statusCode: 400, message: ['companySentiment must be a boolean value'], error: 'Bad Request' },
    }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load company sentiment.');
    expect(alert.textContent).toContain('companySentiment must be a boolean value');
  });

  it('takes five companies at most: a sixth is refused with a message and the text kept', async () => {
    renderView({ compare: ['A', 'B', 'C', 'D', 'E'] }, () => ({ status: 200, body: stats([]) }));
    const input = screen.getByRole('combobox', { name: 'Companies to compare' });
    await userEvent.type(input, 'nvda{Enter}');
    expect(screen.getByTestId('compared').textContent).toContain('A,B,C,D,E');
    expect((input as HTMLInputElement).value).toBe('nvda');
    screen.getByText(/5 companies is the most one chart compares/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove C' }));
    await userEvent.type(input, '{Enter}');
    expect(screen.getByTestId('compared').textContent).toContain('A,B,D,E,NVDA');
  });
});
