/**
 * @module Saved searches kept by the service (issue 32): a saved view is there in a fresh browser context,
 * searches saved in the browser before are offered for upload once, an alert shows the dry run's count first,
 * and a webhook from a saved search keeps every one of its filters.
 */
import { expect, test, type Page } from '@playwright/test';
import type { DryRunResponse, SavedSearchListResponse } from '../src/contract';

/** An explorer URL with these state keys (lists and numbers JSON-encoded, as the router writes them). */
function explorerUrl(state: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) params.set(key, JSON.stringify(value));
  return `/?${params.toString()}`;
}

const NEGATIVE_AAPL = {
  sources: ['*'],
  excludeSources: ['spam.example'],
  query: 'ticker:AAPL',
  tickers: ['AAPL'],
  countries: ['US'],
  sentiments: ['negative'],
  minConfidence: 0.8,
  range: '30d',
};

const savedList = (page: Page) => page.getByRole('region', { name: 'Saved', exact: true });

async function saveView(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name for this search' }).fill(name);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/v2/saved-searches') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(savedList(page).getByRole('button', { name, exact: true })).toBeVisible();
}

/** The saved search's id, read back through the dashboard's proxy (which adds the key). */
async function savedId(page: Page, name: string): Promise<string> {
  const list = (await (await page.request.get('/api/v2/saved-searches')).json()) as SavedSearchListResponse;
  const found = list.savedSearches.find((s) => s.name === name);
  expect(found, name).toBeDefined();
  return found?.id ?? '';
}

test('a saved search is there in a fresh browser context, and opens the same filters', async ({
  page,
  browser,
}) => {
  await page.goto(explorerUrl(NEGATIVE_AAPL));
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveValue('ticker:AAPL');
  await saveView(page, 'Negative Apple (fresh context)');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/');
  const entry = savedList(other).getByRole('button', { name: 'Negative Apple (fresh context)', exact: true });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(other.getByRole('combobox', { name: /^Query/ })).toHaveValue('ticker:AAPL');
  await expect(other.getByText('Sentiment: negative')).toBeVisible();
  await expect(other).toHaveURL(/minConfidence=0\.8/);
  await expect(other).toHaveURL(/range=30d/);
  await fresh.close();
});

test('searches saved in this browser before are offered for upload once, then not again', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.removeItem('newsroom.saved-queries.upload-offered');
    localStorage.setItem(
      'newsroom.saved-queries',
      JSON.stringify([
        {
          name: 'Old local NVDA',
          at: '2026-01-01T00:00:00.000Z',
          state: { query: 'ticker:NVDA', sentiments: ['positive'], sources: ['*'] },
        },
      ]),
    );
  });
  await page.reload();
  const offer = page.getByRole('region', { name: 'Saved in this browser' });
  await expect(offer).toContainText('One search is saved in this browser only');
  await offer.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded 1 saved search.')).toBeVisible();
  await expect(savedList(page).getByRole('button', { name: 'Old local NVDA', exact: true })).toBeVisible();

  await page.reload();
  await expect(savedList(page).getByRole('button', { name: 'Old local NVDA', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved in this browser' })).toHaveCount(0);
  // Uploaded once: the service holds it once, and this browser no longer keeps its own copy.
  const list = (await (await page.request.get('/api/v2/saved-searches')).json()) as SavedSearchListResponse;
  const uploaded = list.savedSearches.filter((s) => s.name === 'Old local NVDA');
  expect(uploaded).toHaveLength(1);
  expect(uploaded[0]?.search).toMatchObject({
    query: 'ticker:NVDA',
    sentiments: ['positive'],
    sources: ['*'],
  });
  expect(await page.evaluate(() => localStorage.getItem('newsroom.saved-queries'))).toBe('[]');
});

test('an alert shows the dry run first: the count of the last 7 days and the newest matches', async ({
  page,
}) => {
  await page.goto(explorerUrl({ sources: ['*'], range: '7d' }));
  await saveView(page, 'Everything (dry run)');
  const id = await savedId(page, 'Everything (dry run)');
  const expected = (await (
    await page.request.post(`/api/v2/saved-searches/${id}/dry-run`)
  ).json()) as DryRunResponse;
  expect(expected.total).toBeGreaterThan(0);

  await savedList(page).getByRole('button', { name: 'Alert from Everything (dry run)' }).click();
  const dryRun = page.getByTestId('dry-run');
  const count = `${expected.total.toLocaleString('en-US')}${expected.totalExact ? '' : '+'} article`;
  await expect(dryRun).toContainText(`This would have matched ${count}`);
  await expect(dryRun).toContainText('in the last 7 days');
  await expect(dryRun.getByRole('listitem')).toHaveCount(expected.articles.length);
  await expect(dryRun.getByRole('listitem').first()).toContainText(expected.articles[0]?.title ?? '');
});

test('a webhook alert from a saved search keeps every filter', async ({ page }) => {
  await page.goto(explorerUrl(NEGATIVE_AAPL));
  await saveView(page, 'Negative Apple (webhook)');
  await savedList(page).getByRole('button', { name: 'Alert from Negative Apple (webhook)' }).click();
  await expect(page.getByTestId('dry-run')).toContainText('in the last 7 days');
  await page.getByRole('link', { name: 'Webhook…' }).click();

  await expect(
    page.getByRole('heading', { name: 'New webhook from the saved search “Negative Apple (webhook)”' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:9/saved-search-alert');
  const created = page.waitForRequest((r) => r.url().endsWith('/v2/webhooks') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create webhook' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    type: 'enriched',
    query: 'ticker:AAPL',
    sources: ['*'],
    excludeSources: ['spam.example'],
    tickers: ['AAPL'],
    countries: ['US'],
    sentiments: ['negative'],
    minConfidence: 0.8,
    language: 'en',
  });
  await page.getByRole('button', { name: 'I have stored it' }).click();
  const card = page.locator('[data-webhook]').filter({ hasText: 'saved-search-alert' });
  await expect(card).toContainText('sentiments negative');
  await expect(card).toContainText('minConfidence 0.8');
  await expect(card).toContainText('excludeSources spam.example');
});

test('a browser notification alert runs the Live view with the saved search, permission asked on the click', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto(explorerUrl(NEGATIVE_AAPL));
  await saveView(page, 'Negative Apple (notify)');
  await savedList(page).getByRole('button', { name: 'Alert from Negative Apple (notify)' }).click();
  await expect(page.getByTestId('dry-run')).toContainText('in the last 7 days');
  await page.getByRole('button', { name: 'Browser notification' }).click();

  const bar = page.getByTestId('notify-bar');
  await expect(bar).toContainText('Browser notifications for “Negative Apple (notify)”: on');
  await expect(page.getByRole('tab', { name: /Live/ })).toHaveAttribute('aria-selected', 'true');
  // A filter changed: the feed is no longer the saved search's, so notifications pause until restored.
  await page.getByRole('button', { name: /^Remove filter Sentiment/ }).click();
  await expect(bar).toContainText('paused — the filters are no longer this saved search’s');
  await bar.getByRole('button', { name: 'Restore its filters' }).click();
  await expect(bar).toContainText(': on');
});
