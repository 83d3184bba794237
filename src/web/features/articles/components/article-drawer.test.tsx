// @vitest-environment jsdom
/** @module Article drawer: companies with identifiers; a 403 on full text is explained, not an error screen. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT, type Company } from '../../../../contract';
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

function renderDrawer() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <ArticleDrawer link="https://www.wire.example/a/1" onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('ArticleDrawer', () => {
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

  it('explains a 403 on the full text and keeps the article', async () => {
    stubFetch({
      'GET /api/v2/articles/by-link': (url) =>
        url.searchParams.get('includeContent')
          ? { status: 403, body: { statusCode: 403, message: ERROR_TEXT.contentForbidden } }
          : { status: 200, body: { status: 'ok', article: article(1) } },
    });
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: /Show full text/ }));
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
