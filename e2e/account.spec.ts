/** @module The account pages in a real browser: usage rises after searches, sources feed the explorer, 390–1440 px, dark. */
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, dataRows, nextSearch, shot } from './helpers';

async function usedThisMonth(page: Page): Promise<number> {
  const text = (await page.getByTestId('usage-used').textContent()) ?? '';
  return Number(text.split(' ')[0]?.replaceAll(',', ''));
}

test('usage rises after searches, and reading it counts nothing', async ({ page }) => {
  await page.goto('/account/usage');
  await expect(page.getByTestId('plan-name')).toHaveText('enterprise');
  const before = await usedThisMonth(page);
  await page.reload();
  await expect(page.getByTestId('usage-used')).toHaveText(new RegExp(`^${before.toLocaleString('en')} `));

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Explorer' }).click();
  const query = page.getByRole('combobox', { name: /^Query/ });
  await expect(page.getByRole('grid', { name: 'Articles' })).toBeVisible();
  // Run, not Enter: Enter may take a company suggestion instead of the text typed.
  for (const word of ['"oil price"', '"central bank"', '"quarterly results"']) {
    const search = nextSearch(page);
    await query.fill(word);
    await page.getByRole('button', { name: 'Run' }).click();
    expect((await search).status()).toBe(200);
  }
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Usage' }).click();
  await expect.poll(() => usedThisMonth(page)).toBeGreaterThanOrEqual(before + 3);
  await expect(page.getByTestId('daily-usage-chart')).toBeVisible();
  await page.getByRole('button', { name: 'table', exact: true }).click();
  await expect(page).toHaveURL(/days=table/);
  const today = new Date().toISOString().slice(0, 10);
  const row = page.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row).toBeVisible();
  expect(
    Number(((await row.getByRole('cell').last().textContent()) ?? '').replaceAll(',', '')),
  ).toBeGreaterThanOrEqual(3);
  await shot(page, 'account-usage');
});

test('sources: searchable table with counts; opting in and excluding lead back to the explorer', async ({
  page,
}) => {
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sources' }).click();
  const table = page.getByRole('table', { name: 'Sources' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const counts = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(counts.some((c) => Number(c.replaceAll(',', '')) > 0)).toBe(true);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('articles');
  await expect(page).toHaveURL(/sort=articles/);
  const first = (await table.locator('tbody tr').first().getAttribute('data-domain')) ?? '';
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('optIn');
  await expect(page).toHaveURL(/kind=optIn/);
  const optIn = (await table.locator('tbody tr').first().getAttribute('data-domain')) ?? '';
  expect(optIn).not.toBe('');
  await page.getByRole('button', { name: `Opt in ${optIn}` }).click();
  await expect(page.getByRole('button', { name: `Opt in ${optIn}` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('combobox', { name: 'Kind' }).selectOption('all');
  await page.getByRole('searchbox', { name: 'Search' }).fill(first.slice(0, 6));
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('button', { name: `Exclude ${first}` }).click();

  await page.getByRole('link', { name: /back to the explorer/ }).click();
  await expect(page).toHaveURL(/optInSources=/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('optInSources') ?? '[]')).toEqual([optIn]);
  expect(JSON.parse(url.searchParams.get('excludeSources') ?? '[]')).toEqual([first]);
  // The explorer's other filters survived the trip.
  expect(JSON.parse(url.searchParams.get('sources') ?? '[]')).toEqual(['*']);
});

for (const width of [390, 1440]) {
  test(`account pages at ${width} px in dark mode: no sideways page scroll, keyboard reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account/usage');
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await expect(page.getByTestId('plan-name')).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, `account-usage-${width}-dark`);
    // The tabs are links reached with Tab; Enter opens Sources.
    let reached = false;
    for (let i = 0; i < 15 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () =>
          document.activeElement?.textContent === 'Sources' &&
          document.activeElement.closest('nav[aria-label="Account pages"]') !== null,
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/sources/);
    await expect(page.getByRole('table', { name: 'Sources' }).getByRole('row').nth(1)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, `account-sources-${width}-dark`);
  });
}
