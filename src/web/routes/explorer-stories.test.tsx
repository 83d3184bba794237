// @vitest-environment jsdom
/**
 * @module The folded grid in jsdom: each story one row with "+N sources" that lists the story's other articles in
 * place, the count in stories and articles, and "Show every copy" in the URL asking for every article.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { article, page, SOURCES } from '../testing/fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lead = article(1, { storyId: '7', storySize: 3, reprintOf: null });
const copy = (i: number) => ({
  ...article(i, { source: `copy${i}.example`, title: `Copy ${i}` }),
  firstSeenAt: '2025-11-09T11:30:00.000Z',
  reprintOf: i === 3 ? lead.link : null,
});
const stats = (stories: boolean) => ({
  status: 'ok',
  total: 5,
  sentiment: { positive: 5, neutral: 0, negative: 0 },
  averageConfidence: 0.9,
  interval: 'day',
  timeline: [],
  topSources: [],
  topTickers: [],
  facets: { sources: [], tickers: [], countries: [], categories: [], sentiments: [], languages: [] },
  ...(stories ? { stories: { total: 2, timeline: [] } } : {}),
});

function routes() {
  return stubFetch({
    'GET /api/v2/sources': () => ({ status: 200, body: SOURCES }),
    'POST /api/v2/articles': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { collapse?: string };
      return {
        status: 200,
        body: body.collapse
          ? page([lead, article(2, { storyId: '8', storySize: 1, reprintOf: null })])
          : page([lead, article(2), copy(3), copy(4), article(5)]),
      };
    },
    'POST /api/v2/articles/stats': (_url, init) => ({
      status: 200,
      body: stats(String(init?.body).includes('includeStories')),
    }),
    'GET /api/v2/stories/7': () => ({
      status: 200,
      body: {
        status: 'ok',
        story: {
          id: '7',
          size: 3,
          articles: [{ ...lead, firstSeenAt: '2025-11-09T11:00:00.000Z', reprintOf: null }, copy(3), copy(4)],
        },
      },
    }),
  });
}

describe('the folded grid', () => {
  it('shows a story once with "+N sources", lists its other sources in place, and counts stories', async () => {
    const { calls } = routes();
    renderApp('/');
    // The first render loads the route's modules: slow on a busy machine.
    const grid = await screen.findByRole('grid', { name: 'Articles' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.getByTestId('result-count').textContent).toBe('2 stories (5 articles)'),
    );
    const toggle = within(grid).getByRole('button', { name: '+2 sources of this story' });
    // A story of one article offers nothing to expand.
    expect(within(grid).getAllByTestId('story-toggle')).toHaveLength(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await within(grid).findByRole('list', { name: `Other sources of “${lead.title}”` });
    expect(list.closest('tr')?.id).toBe(toggle.getAttribute('aria-controls'));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('copy3.example'),
      expect.stringContaining('copy4.example'),
    ]);
    expect(items[0]?.textContent).toContain('reprint');
    expect(items[1]?.textContent).not.toContain('reprint');
    await userEvent.click(toggle);
    expect(within(grid).queryByRole('list')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/v2/stories/7')).toHaveLength(1);
    const search = calls.find((c) => c.url.pathname === '/api/v2/articles');
    expect(search?.body).toMatchObject({ collapse: 'story' });
  });

  it('"Show every copy" goes into the URL and asks for every article, counted as articles', async () => {
    const { calls } = routes();
    const { router } = renderApp('/');
    await screen.findByRole('grid', { name: 'Articles' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: /Show every copy/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ everyCopy: true }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('5 articles'));
    expect(screen.queryByTestId('story-toggle')).toBeNull();
    const last = calls.filter((c) => c.url.pathname === '/api/v2/articles').at(-1);
    expect(last?.body).not.toHaveProperty('collapse');
    const lastStats = calls.filter((c) => c.url.pathname === '/api/v2/articles/stats').at(-1);
    expect(lastStats?.body).not.toHaveProperty('includeStories');
  });
});
