// @vitest-environment jsdom
/** @module Article drawer: companies with identifiers; a 403 on full text is explained, not an error screen. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT, OPT_IN_FLAGS, type Company } from '../../../../contract';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { article } from '../../../testing/fixtures';
import { ArticleDrawer } from './article-drawer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const apple: Company = {
  companyId: 1,
  confidence: '0.9',
  country: 'US',
  exchange: 'NASDAQ',
  industry: 'Hardware',
  name: 'Apple Inc.',
  sector: 'Technology',
  ticker: 'AAPL',
  isin: 'US0378331005',
  openfigi: 'BBG000B9XRY4',
  primaryListing: { ticker: 'AAPL', exchangeCode: 'NASDAQ', exchangeCountry: 'US' },
  otherListings: [{ ticker: 'APC', exchangeCode: 'FRANKFURT_STOCK_EXCHANGE', exchangeCountry: 'DE' }],
};

type DrawerProps = Parameters<typeof ArticleDrawer>[0];

function renderDrawer(overrides: Partial<DrawerProps> = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const props: DrawerProps = {
    link: 'https://www.wire.example/a/1',
    onClose: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    position: { index: 2, count: 3 },
    fullText: { kind: 'unknown' },
    onInclude: vi.fn(),
    onExclude: vi.fn(),
    excludeBlocked: () => null,
    onOpenLink: vi.fn(),
    ...overrides,
  };
  render(
    <QueryClientProvider client={client}>
      <ArticleDrawer {...props} />
    </QueryClientProvider>,
  );
  return props;
}

const stubArticle = (overrides: Parameters<typeof article>[1] = {}) =>
  stubFetch({
    'GET /api/v2/articles/by-link': () => ({
      status: 200,
      body: { status: 'ok', article: article(1, overrides) },
    }),
  });

describe('ArticleDrawer', () => {
  it("lists the story's articles (source, first seen, reprint mark) and opens another one", async () => {
    const reprint = article(2, { source: 'markets.ledger.example', title: 'Copy of story 1' });
    const { calls } = stubFetch({
      'GET /api/v2/articles/by-link': () => ({
        status: 200,
        body: { status: 'ok', article: article(1, { storyId: '7', storySize: 2, reprintOf: null }) },
      }),
      'GET /api/v2/stories/7': () => ({
        status: 200,
        body: {
          status: 'ok',
          story: {
            id: '7',
            size: 2,
            articles: [
              { ...article(1), firstSeenAt: '2025-11-09T11:00:00.000Z', reprintOf: null },
              { ...reprint, firstSeenAt: '2025-11-09T11:30:00.000Z', reprintOf: article(1).link },
            ],
          },
        },
      }),
    });
    const props = renderDrawer();
    const list = await screen.findByRole('list', { name: "The story's articles, first seen first" });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('(this article)');
    expect(items[1]?.textContent).toContain('markets.ledger.example');
    expect(items[1]?.textContent).toContain('2025-11-09 11:30');
    expect(items[1]?.textContent).toContain('reprint');
    expect(items[0]?.textContent).not.toContain('reprint');
    await userEvent.click(screen.getByRole('button', { name: 'Copy of story 1' }));
    expect(props.onOpenLink).toHaveBeenCalledWith(reprint.link);
    expect(calls.filter((c) => c.url.pathname === '/api/v2/stories/7')).toHaveLength(1);
  });

  it('asks for no story when the article is alone in its story or not grouped yet', async () => {
    const { calls } = stubArticle({ storyId: '8', storySize: 1, reprintOf: null });
    renderDrawer();
    await screen.findByText('Summary 1');
    expect(screen.queryByRole('list', { name: /story's articles/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/v2/stories'))).toBe(false);
  });

  it('includes and excludes its source, countries, categories and tickers', async () => {
    stubArticle({ countries: ['DE'], categories: ['markets'], companies: [apple] });
    const props = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Include country DE' }));
    expect(props.onInclude).toHaveBeenCalledWith('countries', 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude category markets' }));
    expect(props.onExclude).toHaveBeenCalledWith('categories', 'markets');
    await userEvent.click(screen.getByRole('button', { name: 'Include ticker AAPL' }));
    expect(props.onInclude).toHaveBeenCalledWith('tickers', 'AAPL');
    await userEvent.click(screen.getByRole('button', { name: /Exclude source / }));
    expect(props.onExclude).toHaveBeenCalledWith('sources', article(1).source);
  });

  it('says why a value cannot be excluded and offers no click', async () => {
    stubArticle({ countries: ['DE'] });
    const props = renderDrawer({
      excludeBlocked: (kind) => (kind === 'sources' ? null : 'Type a query first'),
    });
    const exclude = await screen.findByRole('button', { name: 'Exclude country DE' });
    expect((exclude as HTMLButtonElement).disabled).toBe(true);
    expect(exclude.getAttribute('title')).toBe('Type a query first');
    expect((screen.getByRole('button', { name: /Exclude source/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(props.onExclude).not.toHaveBeenCalled();
  });

  it('moves with j/k and the buttons, and closes on Escape after a filter click', async () => {
    stubArticle({ countries: ['DE'] });
    const props = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Include country DE' }));
    await userEvent.keyboard('j');
    expect(props.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('k');
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(props.onPrevious).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('drawer-position').textContent).toBe('2 of 3 on this page');
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('disables previous / next at the ends of the page', async () => {
    stubArticle();
    renderDrawer({ onPrevious: null, onNext: null, position: null });
    expect(((await screen.findByRole('button', { name: /Previous/ })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the plan has no full text and asks nothing; a plan with it gets a button that says so', async () => {
    const { calls } = stubArticle();
    renderDrawer({ fullText: { kind: 'forbidden', plan: 'free' } });
    expect((await screen.findByTestId('content-not-in-plan')).textContent).toContain('(free)');
    expect(screen.queryByRole('button', { name: /full text/ })).toBeNull();
    expect(calls.every((c) => !c.url.searchParams.get('includeContent'))).toBe(true);
    cleanup();
    stubArticle();
    renderDrawer({ fullText: { kind: 'allowed' } });
    expect(
      await screen.findByRole('button', { name: /Load the full text \(this key’s plan includes it\)/ }),
    ).toBeTruthy();
  });

  it('asks by link with entities and lists ISIN, FIGI, exchange and listings', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/articles/by-link': () => ({
        status: 200,
        body: { status: 'ok', article: article(1, { companies: [apple] }) },
      }),
    });
    renderDrawer();
    expect(await screen.findByRole('dialog', { name: 'Story 1' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Companies mentioned' });
    expect(table.textContent).toContain('US0378331005');
    expect(table.textContent).toContain('BBG000B9XRY4');
    expect(table.textContent).toContain('APC (FRANKFURT_STOCK_EXCHANGE, DE)');
    expect(calls[0]?.url.searchParams.get('includeEntities')).toBe('true');
  });

  it('asks for the byline and shows it when the article has one, and nothing when it has none', async () => {
    const { calls } = stubArticle({ author: 'Jane Doe' });
    renderDrawer();
    expect(await screen.findByText('By Jane Doe')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('includeAuthor')).toBe('true');
    cleanup();
    stubArticle({ author: null });
    renderDrawer();
    expect(await screen.findByRole('dialog', { name: 'Story 1' })).toBeTruthy();
    expect(screen.queryByText(/^By /)).toBeNull();
  });

  it('asks for every opt-in field and shows each one the answer has, and each company judged on its own', async () => {
    const judgedApple: Company = {
      ...apple,
      sentiment: 'negative',
      sentimentScore: -0.7,
      sentimentConfidence: 0.9,
      salience: 0.8,
      evidence: [{ text: 'Apple shares slump', field: 'title', start: 0, end: 18, sentiment: 'negative' }],
    };
    const { calls } = stubArticle({
      companies: [judgedApple],
      firstSeenAt: '2026-11-30T10:00:00.000Z',
      storyId: '17',
      storySize: 3,
      reprintOf: 'https://www.wire.example/a/0',
    });
    renderDrawer();
    const list = await screen.findByLabelText('Article details');
    expect(list.textContent).toContain('First seen at');
    expect(list.textContent).toContain('2026-11-30');
    expect(list.textContent).toContain('Story size3');
    expect(screen.getByRole('link', { name: 'https://www.wire.example/a/0' })).toBeTruthy();
    for (const flag of OPT_IN_FLAGS) expect(calls[0]?.url.searchParams.get(flag)).toBe('true');

    const table = screen.getByRole('table', { name: 'Companies mentioned' });
    expect(table.textContent).toContain('negative 90%');
    expect(table.textContent).toContain('about it: 80%');
    expect(screen.getByRole('list', { name: 'Why: Apple Inc.' }).textContent).toContain(
      'Apple shares slump (title, negative)',
    );
  });

  it('shows no details and no judgement column for an answer without opt-in fields', async () => {
    stubArticle({ companies: [apple] });
    renderDrawer();
    expect(await screen.findByRole('table', { name: 'Companies mentioned' })).toBeTruthy();
    expect(screen.queryByLabelText('Article details')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Its sentiment' })).toBeNull();
  });

  it('explains a 403 on the full text and keeps the article', async () => {
    stubFetch({
      'GET /api/v2/articles/by-link': (url) =>
        url.searchParams.get('includeContent')
          ? { status: 403, body: { statusCode: 403, message: ERROR_TEXT.contentForbidden } }
          : { status: 200, body: { status: 'ok', article: article(1) } },
    });
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: /Ask for the full text/ }));
    expect((await screen.findByTestId('content-forbidden')).textContent).toContain(
      ERROR_TEXT.contentForbidden,
    );
    expect(screen.getByText('Summary 1')).toBeTruthy();
    expect(screen.getByText(/Companies are not part of this key's plan/)).toBeTruthy();
  });

  it('drops an image that fails to load and says so, keeping the ones that load', async () => {
    const images = ['https://img.example/ok.jpg', 'https://img.example/broken.jpg'];
    stubFetch({
      'GET /api/v2/articles/by-link': () => ({
        status: 200,
        body: { status: 'ok', article: article(1, { images }) },
      }),
    });
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Story 1' });
    const shown = () => [...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(images);
    fireEvent.error(dialog.querySelectorAll('img')[1] as HTMLImageElement);
    expect(shown()).toEqual(['https://img.example/ok.jpg']);
    expect(screen.getByText('1 image could not be loaded from the source.')).toBeTruthy();
  });
});
