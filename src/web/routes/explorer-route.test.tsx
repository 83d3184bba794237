// @vitest-environment jsdom
/** @module The explorer end to end in jsdom: URL state, results, validation, click-to-filter, errors. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '../../contract';
import { article, page, SOURCES } from '../testing/fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { toExplorerState, withFilterValue } from '../lib/explorer-state';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const okRoutes = {
  'GET /api/v2/sources': () => ({ status: 200, body: SOURCES }),
  'POST /api/v2/articles': () => ({
    status: 200,
    body: page([article(1, { companies: [] }), article(2, { categories: ['energy'] })]),
  }),
};

describe('explorer /', () => {
  it('shows the results in an ARIA grid and announces the count', async () => {
    stubFetch(okRoutes);
    renderApp('/');
    const grid = await screen.findByRole('grid', { name: 'Articles' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('2 articles on page 1.'));
  });

  it('sends the URL state as the body, defaults written out', async () => {
    const { calls } = stubFetch(okRoutes);
    renderApp('/?query=%22nvidia%22&tickers=%5B%22NVDA%22%5D&page=2');
    await screen.findByRole('grid');
    // The first answer shows companies, so the key's plan has them: the grid then asks for them.
    await waitFor(() => {
      const searches = calls.filter(
        (c) => c.url.pathname === '/api/v2/articles' && (c.body as { page?: number }).page === 2,
      );
      expect(searches.at(-1)?.body).toEqual({
        query: 'nvidia',
        tickers: ['NVDA'],
        language: 'en',
        includeEntities: true,
        orderBy: 'publishDate',
        order: 'DESC',
        collapse: 'story',
        page: 2,
        pageSize: 20,
        highlight: true,
      });
    });
  });

  it('asks for companies until an answer shows the plan has none, then says so', async () => {
    const { calls } = stubFetch({
      ...okRoutes,
      'POST /api/v2/articles': () => ({ status: 200, body: page([article(1), article(2)]) }),
    });
    renderApp('/');
    await screen.findByRole('grid');
    const searches = () => calls.filter((c) => c.url.pathname === '/api/v2/articles');
    expect((searches()[0]?.body as { includeEntities?: boolean }).includeEntities).toBe(true);
    expect((await screen.findByTestId('entities-note')).textContent).toMatch(/plan has no companies/);
    await waitFor(() =>
      expect((searches().at(-1)?.body as { includeEntities?: boolean }).includeEntities).toBe(false),
    );
  });

  it('underlines an invalid query, names the problem and where, and does not send it', async () => {
    const { calls } = stubFetch(okRoutes);
    renderApp('/');
    const input = await screen.findByRole('combobox', { name: /^Query/ });
    await userEvent.type(input, 'nvidia AND ticker:');
    expect(screen.getByTestId('query-message').textContent).toBe(
      'ticker: needs a value after the colon (character 12)',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-error]')?.textContent).toBe('ticker:');
    await userEvent.keyboard('{Enter}');
    expect(calls.some((c) => JSON.stringify(c.body ?? '').includes('ticker:'))).toBe(false);
  });

  it('shows the server 400 query message under the editor', async () => {
    stubFetch({
      ...okRoutes,
      'POST /api/v2/articles': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: [{ property: 'query', constraints: { query: ERROR_TEXT.querySyntax('zzz') } }],
          error: 'Bad Request',
        },
      }),
    });
    renderApp('/?query=%22zzz%22');
    await waitFor(() =>
      expect(screen.getByTestId('query-message').textContent).toBe("Invalid query syntax near 'zzz'"),
    );
  });

  it('adds a clicked category as a filter and returns to page 1', async () => {
    stubFetch(okRoutes);
    const { router } = renderApp('/?page=3');
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'energy' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ categories: ['energy'] }));
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it('a clicked source narrows "every source" (*) to that source', async () => {
    stubFetch(okRoutes);
    const { router } = renderApp('/?sources=%5B%22*%22%5D');
    await screen.findByRole('grid');
    await userEvent.click(screen.getAllByRole('button', { name: 'www.wire.example' })[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sources: ['www.wire.example'] }),
    );
  });

  it('redirects a bookmark with the old keys to the contract names', async () => {
    stubFetch(okRoutes);
    const { router } = renderApp('/?q=%22oil%22&lang=%22de%22&size=50&minConf=0.5');
    await screen.findByRole('grid');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        query: 'oil',
        language: 'de',
        pageSize: 50,
        minConfidence: 0.5,
      }),
    );
  });

  it('keeps defaults out of the URL', async () => {
    stubFetch(okRoutes);
    const { router } = renderApp('/?language=%22en%22&page=1&pageSize=20');
    await screen.findByRole('grid');
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
  });

  it('explains an empty result', async () => {
    stubFetch({ ...okRoutes, 'POST /api/v2/articles': () => ({ status: 200, body: page([]) }) });
    renderApp('/?range=%227d%22');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toMatch(/Only articles in "en" are searched/);
    expect(empty.textContent).toMatch(/default source set/);
    expect(empty.textContent).toMatch(/date range/);
  });

  it('explains a 401 instead of showing nothing', async () => {
    stubFetch({
      ...okRoutes,
      'POST /api/v2/articles': () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }),
    });
    renderApp('/');
    expect((await screen.findByRole('alert')).textContent).toMatch(/rejected the API key/);
  });

  it('moves with j/k and opens the selected article with o', async () => {
    stubFetch({
      ...okRoutes,
      'GET /api/v2/articles/by-link': (url) => ({
        status: 200,
        body: { status: 'ok', article: article(Number(url.searchParams.get('link')?.slice(-1))) },
      }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('grid');
    await userEvent.keyboard('jo');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ article: 'https://www.wire.example/a/2' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Story 2' })).toBeTruthy();
  });

  it('keeps the visual builder and the text in sync both ways', async () => {
    stubFetch(okRoutes);
    const { router } = renderApp('/?query=%22ticker%3AAAPL%20OR%20ticker%3ANVDA%22');
    await userEvent.click(await screen.findByRole('button', { name: 'Visual builder' }));
    const builder = screen.getByRole('region', { name: 'Visual query builder' });
    expect(within(builder).getByRole('group', { name: 'OR group' })).toBeTruthy();
    await userEvent.click(within(builder).getByRole('button', { name: 'Remove ticker:NVDA' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: 'ticker:AAPL' }));
    await userEvent.selectOptions(within(builder).getByLabelText('Clause kind'), 'term');
    await userEvent.type(within(builder).getByLabelText('Clause value'), 'energy{Enter}');
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('combobox', { name: /^Query/ }).value).toBe(
        'ticker:AAPL AND energy',
      ),
    );
  });

  it('shows the date the results are ordered by, with the publish date beside it', async () => {
    stubFetch({
      ...okRoutes,
      'POST /api/v2/articles': () => ({
        status: 200,
        body: page([
          article(1, { createdAt: '2025-11-09T12:07:00.000Z' }),
          article(2, { createdAt: undefined }),
        ]),
      }),
    });
    renderApp('/?orderBy=%22createdAt%22');
    const grid = await screen.findByRole('grid', { name: 'Articles' });
    const timeHeader = within(grid).getAllByRole('columnheader')[0] as HTMLElement;
    expect(within(timeHeader).getAllByRole('button')[0]?.textContent).toBe('Added (UTC) ▼');
    expect(timeHeader.getAttribute('aria-sort')).toBe('descending');
    const [first, second] = within(grid).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getAllByRole('gridcell')[0]?.textContent).toBe(
      '2025-11-09 12:07 UTCpublished 2025-11-09 11:00 UTC',
    );
    expect(within(second as HTMLElement).getAllByRole('gridcell')[0]?.textContent).toBe(
      '2025-11-09 10:00 UTCno createdAt: publish date shown',
    );
  });

  it('a chart or grid click on a source narrows "*" and a category is checked once', () => {
    const state = toExplorerState({ sources: ['*'], categories: ['energy'] });
    expect(withFilterValue(state, 'sources', 'www.wire.example')).toEqual({ sources: ['www.wire.example'] });
    expect(withFilterValue(state, 'categories', 'energy')).toEqual({ categories: ['energy'] });
    expect(withFilterValue(state, 'categories', 'not-a-category')).toEqual({});
    expect(withFilterValue(state, 'tickers', 'NVDA')).toEqual({ tickers: ['NVDA'] });
  });
});
