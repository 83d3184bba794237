/**
 * @module Comparing companies' own sentiment (issue 29 §3) in a real browser on the demo corpus: pick two by
 * typing, two lines with a legend, counts on hover, the brush zooms both, remove one, back/forward; and the
 * grid's "Sentiment for <TICKER>" column for a filtered company. Apple and Microsoft are among the demo's most
 * named companies (seed order is size order), so a 90-day range always judges both.
 */
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, brushHandles, dataRows, grid, searchParam, shot } from './helpers';

async function pick(page: Page, typed: string, ticker: string) {
  const input = page.getByRole('combobox', { name: 'Companies to compare' });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${ticker}`) }).click();
}

test('compare companies: two picked by typing, a line and a legend each, counts on hover, the brush zooms both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${ALL_SOURCES}&range=%2290d%22&view=%22charts%22`);
  await page.getByRole('button', { name: 'Compare companies' }).click();
  await expect(page.getByTestId('compare-empty')).toContainText('Pick two to five companies');

  const stats = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v2/articles/stats') &&
      JSON.stringify(r.postDataJSON()).includes('"companyTickers":["AAPL","MSFT"]'),
  );
  await pick(page, 'Apple', 'AAPL');
  await expect(page.getByTestId('compare-one')).toContainText('add another to compare');
  await pick(page, 'Microsoft', 'MSFT');
  expect((await stats).postDataJSON()).toMatchObject({ companySentiment: true, interval: 'day' });
  expect(searchParam(page, 'compare')).toEqual(['AAPL', 'MSFT']);
  expect(searchParam(page, 'chartMode')).toBe('compare');

  const figure = page.getByRole('figure', { name: /Companies' own sentiment per day/ });
  const legend = figure.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(2);
  await expect(legend.getByRole('listitem').first()).toContainText('AAPL');
  await expect(legend.getByRole('listitem').last()).toContainText('MSFT');
  const curves = figure.locator('path.recharts-line-curve');
  await expect(curves).toHaveCount(2);
  // Told apart without colour: the second line is dashed, the first solid.
  expect(await curves.first().getAttribute('stroke-dasharray')).toBeNull();
  expect(await curves.last().getAttribute('stroke-dasharray')).toBe('8 4');

  // Hovering a judged bucket (one of Apple's dots) shows each company's score and counts.
  const dot = figure.locator('.recharts-line-dots').first().locator('circle').first();
  const box = await dot.boundingBox();
  if (!box) throw new Error('no dot drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tooltip = page.getByTestId('compare-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('MSFT');
  await expect(tooltip).toContainText(/AAPL[+−]?\d\.\d\d · \d+ articles?, \d+ positive, \d+ negative/);
  await shot(page, 'compare-hover');

  // The brush sets the shared date range: both lines are asked for again over the shorter range.
  const { start, end } = await brushHandles(figure);
  const y = start.y + start.height / 2;
  const zoomed = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v2/articles/stats') &&
      JSON.stringify(r.postDataJSON()).includes('"companyTickers":["AAPL","MSFT"]'),
  );
  await page.mouse.move(start.x + start.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(start.x + (end.x - start.x) / 2, y, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => searchParam(page, 'range')).not.toBe('90d');
  expect(searchParam(page, 'range')).toMatch(/^\d+d$/);
  const days = Number(String(searchParam(page, 'range')).slice(0, -1));
  expect(days).toBeLessThan(90);
  expect(Date.parse(String((await zoomed).postDataJSON().from))).toBeGreaterThan(
    Date.now() - 80 * 86_400_000,
  );
  await expect(curves).toHaveCount(2);
  await expect(legend.getByRole('listitem')).toHaveCount(2);

  // Removing one leaves one line and says so; back brings it again (the choice is URL state).
  await page.getByRole('button', { name: 'Remove MSFT' }).click();
  await expect.poll(() => searchParam(page, 'compare')).toEqual(['AAPL']);
  await expect(legend.getByRole('listitem')).toHaveCount(1);
  await expect(curves).toHaveCount(1);
  await expect(page.getByTestId('compare-one')).toBeVisible();
  await page.goBack();
  await expect.poll(() => searchParam(page, 'compare')).toEqual(['AAPL', 'MSFT']);
  await expect(legend.getByRole('listitem')).toHaveCount(2);
});

test('the grid shows the filtered company’s own sentiment in a column, asked for only then', async ({
  page,
}) => {
  await page.goto(`${ALL_SOURCES}&tickers=%5B%22AAPL%22%5D`);
  await expect(dataRows(page).first()).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: /Sentiment for/ })).toHaveCount(0);
  const judged = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v2/articles') && r.method() === 'POST' && r.postDataJSON().includeCompanySentiment,
  );
  await page.getByRole('combobox', { name: 'Sentiment for' }).selectOption('AAPL');
  await judged;
  await expect(grid(page).getByRole('columnheader', { name: 'Sentiment for AAPL' })).toBeVisible();
  expect(searchParam(page, 'sentimentFor')).toBe('AAPL');
  // Every row tags Apple; the demo judges every company it tags.
  await expect(dataRows(page).first().getByTestId('company-sentiment')).toHaveText(
    /^(positive|neutral|negative) \d+% ([+−]\d\.\d\d|0\.00)$/,
  );
  await shot(page, 'grid-company-sentiment');
});
