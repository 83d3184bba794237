/** @module Reading results in a real browser: the drawer's filters and navigation, the charts' brush, the histogram. */
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, brushHandles, dataRows, searchParam, shot } from './helpers';

async function openFirst(page: Page) {
  await dataRows(page).first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Full text' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
});

test('drawer: + includes and − excludes the source; Escape closes after either', async ({ page }) => {
  let dialog = await openFirst(page);
  const chip = dialog.locator('[data-chip^="sources:"]');
  const source = ((await chip.getAttribute('data-chip')) ?? '').slice('sources:'.length);
  await dialog.getByRole('button', { name: `Include source ${source}` }).click();
  await expect.poll(() => searchParam(page, 'sources')).toEqual([source]);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(dataRows(page).first()).toContainText(source);

  await page.goto(ALL_SOURCES);
  dialog = await openFirst(page);
  const other = ((await dialog.locator('[data-chip^="sources:"]').getAttribute('data-chip')) ?? '').slice(8);
  await dialog.getByRole('button', { name: `Exclude source ${other}` }).click();
  await expect.poll(() => searchParam(page, 'excludeSources')).toEqual([other]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(dataRows(page).first()).toBeVisible();
  for (const row of await dataRows(page).all()) await expect(row).not.toContainText(other);
});

test('drawer: − on a category needs a query, then ANDs a negated term onto it', async ({ page }) => {
  await page.goto(`${ALL_SOURCES}&categories=%5B%22markets%22%5D`);
  await expect(dataRows(page).first()).toBeVisible();
  let dialog = await openFirst(page);
  const exclude = dialog.getByRole('button', { name: 'Exclude category markets' });
  await expect(exclude).toBeDisabled();
  await expect(exclude).toHaveAttribute('title', /Type a query first/);
  await page.keyboard.press('Escape');

  const title = (await dataRows(page).first().getByRole('link').textContent()) ?? '';
  const word = title.split(/\W+/).find((w) => w.length > 4) ?? 'market';
  await page.goto(`${ALL_SOURCES}&query=%22${encodeURIComponent(word)}%22`);
  await expect(dataRows(page).first()).toBeVisible();
  dialog = await openFirst(page);
  const category = (
    (await dialog.locator('[data-chip^="categories:"]').first().getAttribute('data-chip')) ?? ''
  ).slice('categories:'.length);
  await dialog.getByRole('button', { name: `Exclude category ${category}` }).click();
  await expect.poll(() => searchParam(page, 'query')).toBe(`${word} AND -category:${category}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('drawer: j/k and the buttons move through the page; focus stays inside', async ({ page }) => {
  const links = await dataRows(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const dialog = await openFirst(page);
  await expect(dialog.getByTestId('drawer-position')).toHaveText(
    new RegExp(`^1 of ${links.length} on this page$`),
  );
  await page.keyboard.press('j');
  await expect.poll(() => searchParam(page, 'article')).toBe(links[1]);
  await page.keyboard.press('j');
  await expect.poll(() => searchParam(page, 'article')).toBe(links[2]);
  await page.keyboard.press('k');
  await expect.poll(() => searchParam(page, 'article')).toBe(links[1]);
  await dialog.getByRole('button', { name: /Next/ }).click();
  await expect.poll(() => searchParam(page, 'article')).toBe(links[2]);
  await expect(
    dialog
      .getByRole('button', { name: /Load the full text|Ask for the full text/ })
      .or(dialog.getByTestId('content-not-in-plan')),
  ).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await shot(page, 'drawer-filters');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The grid's selection followed the drawer, and focus came back to that row.
  await expect(dataRows(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(dataRows(page).nth(2)).toBeFocused();
});

/** Drags from one point to another in many small steps with pauses, wandering off vertically midway. */
async function slowDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const wander = i === steps / 2 ? 60 : 0;
    await page.mouse.move(x, from.y + wander, { steps: 3 });
    // Pauses longer than the old 600 ms debounce and the brush's 1 s leave timer.
    await page.waitForTimeout(i % 4 === 0 ? 1200 : 150);
  }
  await page.mouse.move(to.x, to.y);
  await page.mouse.up();
}

test('charts: a slow drag of the brush start keeps "last 30 days" rolling; of its end, freezes the span', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${ALL_SOURCES}&range=%2230d%22&view=%22charts%22`);
  const figure = page.getByRole('figure', { name: /Sentiment per day/ });
  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const { start, end } = await brushHandles(figure);
  const y = start.y + start.height / 2;
  const before = page.url();
  const stats = page.waitForRequest((r) => r.url().endsWith('/v2/articles/stats'), { timeout: 60_000 });
  await slowDrag(page, { x: start.x + start.width / 2, y }, { x: start.x + (end.x - start.x) / 2, y });
  // Nothing applied mid-drag (the URL changed once, on release), and the range still rolls.
  await expect.poll(() => searchParam(page, 'range')).toMatch(/^\d+d$/);
  expect(page.url()).not.toBe(before);
  const days = Number(String(searchParam(page, 'range')).slice(0, -1));
  expect(days).toBeGreaterThan(8);
  expect(days).toBeLessThan(24);
  expect(searchParam(page, 'from')).toBeNull();
  await stats;
  await shot(page, 'charts-brushed');

  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const { start: s2, end: e2 } = await brushHandles(figure);
  await slowDrag(page, { x: e2.x + e2.width / 2, y }, { x: s2.x + (e2.x - s2.x) * 0.6, y });
  await expect.poll(() => searchParam(page, 'to')).toMatch(/T23:59:59\.000Z$/);
  expect(searchParam(page, 'range')).toBeNull();
  expect(String(searchParam(page, 'from'))).toMatch(/T00:00:00\.000Z$/);
});

test('charts: empty buckets are drawn on a time axis with titled axes; the dark brush follows the theme', async ({
  page,
}) => {
  await page.goto(`${ALL_SOURCES}&range=%227d%22&view=%22charts%22`);
  const figure = page.getByRole('figure', { name: /Sentiment per hour/ });
  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(figure.getByText('Time (UTC), one bar per hour')).toBeVisible();
  await expect(figure.getByText('Avg. confidence')).toBeVisible();
  await expect(figure.getByText('100%', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  const fill = await figure
    .locator('.recharts-brush > rect')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
  expect(fill).not.toBe('rgb(255, 255, 255)');
  await shot(page, 'charts-dark');
});

test('results: the histogram zooms the date range by drag', async ({ page }) => {
  // The demo corpus's 90 days (the live spec imports a 2019 article, which would stretch "any time").
  await page.goto(`${ALL_SOURCES}&range=%2290d%22`);
  const histogram = page.getByTestId('query-histogram');
  await expect(histogram).toBeVisible();
  const box = await histogram.boundingBox();
  if (!box) throw new Error('histogram not drawn');
  const y = box.y + box.height / 2;
  await slowDrag(page, { x: box.x + box.width * 0.2, y }, { x: box.x + box.width * 0.5, y });
  await expect.poll(() => searchParam(page, 'from')).toMatch(/^\d{4}-/);
  expect(searchParam(page, 'to')).toMatch(/^\d{4}-/);
  await expect(dataRows(page).first()).toBeVisible();
  await shot(page, 'histogram-zoomed');
});
