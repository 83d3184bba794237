/**
 * @module The analyst's workflow against the real stack (`npm start` on a fresh demo corpus): builder,
 * paging, drawer, grid filters, charts, reload (copy-as-curl run for real: copy-as.spec.ts), inline syntax errors, a burst 429.
 * The corpus is generated relative to now, so these assert shapes and behaviour, never exact titles.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ERROR_TEXT } from '../src/contract/errors';
import { ALL_SOURCES, dataRows, firstLink, grid, nextSearch, shot } from './helpers';
import { E2E_API_URL, readLocalKey } from './stack';

test('the visual builder writes the query text, which runs and lands in the URL', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  const query = page.getByRole('combobox', { name: /^Query/ });
  await page.getByRole('button', { name: 'Visual builder' }).click();
  const builder = page.getByRole('region', { name: 'Visual query builder' });
  await expect(builder).toContainText('No clauses yet.');

  await builder.getByLabel('Clause kind').selectOption('term');
  await builder.getByLabel('Clause value').fill('market');
  await builder.getByRole('button', { name: 'Add clause' }).click();
  await expect(query).toHaveValue('market');

  await builder.getByLabel('Join with').selectOption('or');
  await builder.getByLabel('Clause kind').selectOption('ticker');
  await builder.getByText('NOT', { exact: true }).click();
  await builder.getByLabel('Clause value').fill('AAPL');
  const searched = nextSearch(page);
  await builder.getByLabel('Clause value').press('Enter');
  await expect(query).toHaveValue('market OR -ticker:AAPL');
  await expect(builder.getByRole('group', { name: 'OR group' })).toBeVisible();
  // Each builder edit commits: the request carries the printed text, the URL keeps it.
  const response = await searched;
  expect(response.request().postDataJSON()).toMatchObject({ query: 'market OR -ticker:AAPL' });
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/query=market\+OR\+-ticker%3AAAPL|query=market%20OR%20-ticker%3AAAPL/);
  await shot(page, 'query-builder');

  await builder.getByRole('button', { name: 'Remove market' }).click();
  await expect(query).toHaveValue('-ticker:AAPL');
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tickers this corpus has articles for, most frequent first, as the service counts them. */
async function topTickers(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.post(`${E2E_API_URL}/v2/articles/stats`, {
    headers: { 'X-API-KEY': readLocalKey() },
    data: { sources: ['*'], top: count },
  });
  expect(response.status()).toBe(200);
  const stats = (await response.json()) as { topTickers: { ticker: string }[] };
  const tickers = stats.topTickers.map((t) => t.ticker);
  expect(tickers.length).toBeGreaterThanOrEqual(count);
  return tickers.slice(0, count);
}

test('the builder makes a nested group, edits a chip in place, and the text follows and runs', async ({
  page,
  request,
}) => {
  const [first, second, third] = (await topTickers(request, 3)) as [string, string, string];
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  const query = page.getByRole('combobox', { name: /^Query/ });
  await page.getByRole('button', { name: 'Visual builder' }).click();
  const builder = page.getByRole('region', { name: 'Visual query builder' });

  // A group first, filled from its own form: (first OR second).
  await builder.getByRole('button', { name: 'Add a group', exact: true }).click();
  const groupForm = builder.getByRole('form', { name: 'Add a clause to group 1' });
  await groupForm.getByLabel('Clause value').fill(first);
  await groupForm.getByLabel('Clause value').press('Enter');
  await groupForm.getByLabel('Clause value').fill(second);
  await groupForm.getByLabel('Clause value').press('Enter');
  await groupForm.getByRole('button', { name: 'Done' }).click();
  await expect(query).toHaveValue(`ticker:${first} OR ticker:${second}`);

  // Then AND NOT category:crypto beside the group.
  const quick = builder.getByRole('form', { name: 'Add a clause', exact: true });
  await quick.getByLabel('NOT').check();
  await quick.getByLabel('Clause kind').selectOption('category');
  await quick.getByLabel('Clause value').selectOption('crypto');
  await quick.getByRole('button', { name: 'Add clause' }).click();
  const nested = `(ticker:${first} OR ticker:${second}) AND -category:crypto`;
  await expect(query).toHaveValue(nested);
  const group = builder.getByRole('group', { name: 'Group 1: OR' });
  await expect(group.getByRole('button', { name: `Edit ticker:${second}` })).toBeVisible();

  // Edit the second chip in place: the text follows and that query is what runs.
  await group.getByRole('button', { name: `Edit ticker:${second}` }).click();
  const edit = builder.getByRole('form', { name: `Edit clause ticker:${second}` });
  await edit.getByLabel('Clause value').fill(third);
  const searched = nextSearch(page);
  await edit.getByRole('button', { name: 'Save clause' }).click();
  const edited = `(ticker:${first} OR ticker:${third}) AND -category:crypto`;
  await expect(query).toHaveValue(edited);
  const response = await searched;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ query: edited });
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ (articles|stories) on page 1\./);
  await expect(page).toHaveURL(new RegExp(`query=.*${escapeRegExp(encodeURIComponent(third))}`));
  await shot(page, 'query-builder-nested');

  // NOT and the group's operator change in place too; the text typed by hand comes back into the tree.
  await builder.getByRole('button', { name: 'Negate group 1' }).click();
  await expect(query).toHaveValue(`NOT (ticker:${first} OR ticker:${third}) AND -category:crypto`);
  await expect(builder.getByRole('alert')).toContainText('At least one clause must be without NOT');
  await builder.getByRole('button', { name: 'Negate category:crypto' }).click();
  await expect(query).toHaveValue(`NOT (ticker:${first} OR ticker:${third}) AND category:crypto`);
  await query.fill(`category:crypto OR (ticker:${first} AND NOT ticker:${third})`);
  await expect(builder.getByRole('group', { name: 'Group 1: AND' })).toBeVisible();
  await expect(builder.getByRole('button', { name: `Edit NOT ticker:${third}` })).toBeVisible();
});

test('the tickers filter suggests companies from the service and filters by the picked one', async ({
  page,
  request,
}) => {
  const [ticker] = (await topTickers(request, 1)) as [string];
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  const input = page.getByRole('combobox', { name: 'Tickers' });
  await input.fill(ticker.toLowerCase());
  const option = page
    .getByRole('listbox', { name: 'Tickers suggestions' })
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(ticker)}`) });
  await expect(option.first()).toBeVisible();
  await shot(page, 'ticker-suggestions');
  const searched = nextSearch(page);
  await option.first().click();
  expect((await searched).request().postDataJSON().tickers).toEqual([ticker]);
  await expect(page.getByRole('list', { name: 'Tickers selected' })).toContainText(ticker);
  await expect(page).toHaveURL(/tickers=/);
});

test('runs a query, pages to page 2 and back', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('market OR shares OR stock');
  const searched = nextSearch(page);
  await page.getByRole('button', { name: 'Run' }).click();
  expect((await searched).status()).toBe(200);
  await expect(page.getByTestId('live-region')).toHaveText(/^20 (articles|stories) on page 1\.$/);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 · rows 1–20');
  const first = await firstLink(page);

  const page2 = nextSearch(page);
  await pager.getByRole('button', { name: 'Next →' }).click();
  expect((await page2).request().postDataJSON()).toMatchObject({
    page: 2,
    query: 'market OR shares OR stock',
  });
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('Page 2 · rows 21–');
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ (articles|stories) on page 2\./);
  expect(await firstLink(page)).not.toBe(first);
  await shot(page, 'results-page-2');

  await pager.getByRole('button', { name: '← Previous' }).click();
  await expect(pager).toContainText('Page 1 · rows 1–20');
  expect(await firstLink(page)).toBe(first);
});

test('the detail drawer loads the article by link with its companies table', async ({ page }) => {
  await page.goto(`${ALL_SOURCES}&entities=true`);
  // A row whose companies column has a ticker chip: its drawer must list companies.
  const row = dataRows(page)
    .filter({ has: page.getByRole('gridcell').nth(4).getByRole('button') })
    .first();
  await expect(row).toBeVisible();
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  const byLink = page.waitForResponse((r) => r.url().includes('/v2/articles/by-link'));
  await row.getByRole('link').click();
  const response = await byLink;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('link')).toBe(href);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/article=/);
  await expect(dialog.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  const companies = dialog.getByRole('table');
  await expect(companies.getByRole('row').nth(1)).toBeVisible();
  await expect(companies.getByRole('columnheader').first()).toBeVisible();
  await shot(page, 'drawer-companies');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/article=/);
});

test('grid clicks add ticker, source and category filters, and the results follow', async ({ page }) => {
  await page.goto(`${ALL_SOURCES}&entities=true`);
  const rows = dataRows(page);
  await expect(rows.first()).toBeVisible();

  // Source (column 2): every row afterwards is from that source.
  const source = rows.first().getByRole('gridcell').nth(1).getByRole('button').first();
  const domain = (await source.textContent()) ?? '';
  let searched = nextSearch(page);
  await source.click();
  expect((await searched).request().postDataJSON().sources).toContain(domain);
  await expect(page).toHaveURL(/sources=/);
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ (articles|stories) on page 1\./);
  for (const cell of await rows.locator('td:nth-child(2)').all()) await expect(cell).toHaveText(domain);

  // Ticker (column 5): added to the Tickers filter and the request.
  const ticker = rows
    .filter({ has: page.getByRole('gridcell').nth(4).getByRole('button') })
    .first()
    .getByRole('gridcell')
    .nth(4)
    .getByRole('button')
    .first();
  const symbol = (await ticker.textContent()) ?? '';
  searched = nextSearch(page);
  await ticker.click();
  expect((await searched).request().postDataJSON().tickers).toEqual([symbol]);
  await expect(page).toHaveURL(/tickers=/);
  await expect(page.getByRole('list', { name: 'Tickers selected' })).toContainText(symbol);

  // Category (column 7): its checkbox is ticked.
  await expect(page.getByTestId('live-region')).toHaveText(
    /(\d+ (articles|stories) on page 1\.)|(No articles match\.)/,
  );
  const category = rows.first().getByRole('gridcell').nth(6).getByRole('button').first();
  if (await category.count()) {
    const name = (await category.textContent()) ?? '';
    await category.click();
    await expect(page).toHaveURL(new RegExp(`categories=.*${name}`));
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  await shot(page, 'grid-filters');
});

test('charts: the stats endpoint answers with totals and the timeline is drawn', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  const stats = page.waitForResponse((r) => r.url().includes('/v2/articles/stats'));
  await page.getByRole('tab', { name: 'Sentiment charts' }).click();
  const response = await stats;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total: number; timeline: unknown[] };
  expect(body.total).toBeGreaterThan(0);
  expect(body.timeline.length).toBeGreaterThan(0);
  await expect(page.getByTestId('stats-sampled')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sentiment mix' })).toContainText(/[1-9][\d,.\s]* articles/);
  // The bucket size follows the matches' span (the live spec imports a 2019 article: months then).
  const timeline = page.getByRole('figure', { name: /Sentiment per (minute|hour|day|week|month)/ });
  await expect(timeline).toBeVisible();
  await expect(timeline.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await timeline.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Top sources' })).toBeVisible();
  await shot(page, 'charts-timeline');
});

test('reloading the URL restores the same state and results', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await page.getByRole('combobox', { name: /^Query/ }).fill('market OR stock');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).getByLabel('Page size').selectOption('50');
  await expect(page.getByTestId('live-region')).toHaveText(/^50 (articles|stories) on page 1\.$/);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ (articles|stories) on page 2\./);
  const url = page.url();
  const first = await firstLink(page);
  const count = await dataRows(page).count();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveValue('market OR stock');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByLabel('Page size')).toHaveValue('50');
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ (articles|stories) on page 2\./);
  expect(await firstLink(page)).toBe(first);
  await expect(dataRows(page)).toHaveCount(count);
});

test('a syntax error is shown inline, named and placed, at the token the server names; nothing is sent', async ({
  page,
  request,
}) => {
  // A fake clock: the editor's 600 ms "commit when settled" timer is advanced, not waited for.
  await page.clock.install();
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/articles') && r.method() === 'POST') sent.push(r.postDataJSON());
  });
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('nvidia AND ticker:');
  await query.press('Enter');
  const message = page.getByTestId('query-message');
  // The dashboard's words for the rejection (issue 32); the marked token is the one the server names.
  const words = 'ticker: needs a value after the colon (character 12)';
  await expect(message).toHaveText(words);
  await expect(page.locator('[data-error]')).toHaveText('ticker:');
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
  await page.clock.runFor(2_000);
  await expect(message).toHaveText(words);
  expect(sent).toEqual([]);
  await expect(page).not.toHaveURL(/query=/);
  await shot(page, 'query-syntax-error');

  // The same text sent to the service directly: its 400 (the spec's wording) names the token marked inline.
  const direct = await request.post(`${E2E_API_URL}/v2/articles`, {
    headers: { 'X-API-KEY': readLocalKey() },
    data: { query: 'nvidia AND ticker:' },
  });
  expect(direct.status()).toBe(400);
  expect(JSON.stringify(await direct.json())).toContain(ERROR_TEXT.querySyntax('ticker:'));
});

test('a burst 429 shows a countdown and retries by itself', async ({ page }) => {
  await page.clock.install();
  // The service's exact burst body (no Retry-After), for the first search only; the retry goes through.
  let refused = 0;
  await page.route('**/api/v2/articles', async (route) => {
    if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, message: ERROR_TEXT.burstExceeded(10, 1) }),
    });
  });
  await page.goto(ALL_SOURCES);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load articles.' });
  await expect(alert).toContainText(ERROR_TEXT.burstExceeded(10, 1));
  // The page's clock still runs in real time until paused: a slow machine may first show 9 s, not 10 s.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const countdown = page.getByTestId('retry-countdown');
  const shown = Number(/in (\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThanOrEqual(5);
  expect(shown).toBeLessThanOrEqual(10);
  await page.clock.runFor(3_000);
  await expect(countdown).toHaveText(`Retrying automatically in ${shown - 3} s…`);
  await shot(page, 'burst-429');
  const retried = nextSearch(page);
  await page.clock.runFor((shown - 3) * 1_000);
  // The retried query renders through timers of its own: let the clock run again.
  await page.clock.resume();
  expect((await retried).status()).toBe(200);
  await expect(alert).toBeHidden();
  await expect(grid(page)).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  expect(refused).toBe(1);
});
