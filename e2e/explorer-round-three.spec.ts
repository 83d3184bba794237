/**
 * @module The explorer, round three (issue 32), against the real stack: pills edited in place, facets that
 * toggle and keep excluded values, one count with no layout jump, errors that name the problem and where
 * with the last results marked outdated, the histogram zoomed from the keyboard, and the phone layout
 * (touch targets, "Show N results").
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleStatsResponse } from '../src/contract';
import { ALL_SOURCES, dataRows, EVERY_COPY, grid } from './helpers';

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
/** The range as the router writes it (`7d`), whether or not a link quoted it (`"7d"`). */
const range = (page: Page) => param(page, 'range')?.replaceAll('"', '') ?? null;

const FILTERED = '/?sources=%5B%22*%22%5D&tickers=%5B%22AAPL%22%5D&minConfidence=0.5&range=%2230d%22';

test('a pill is edited in place: Enter applies, Escape cancels, from the keyboard', async ({ page }) => {
  await page.goto(FILTERED);
  const bar = page.getByRole('list', { name: 'Active filters' });
  await expect(bar).toContainText('Ticker: AAPL');

  await page.getByRole('button', { name: 'Edit filter Ticker AAPL' }).click();
  const ticker = page.getByRole('group', { name: 'Edit filter Ticker' }).getByRole('textbox');
  await expect(ticker).toBeFocused();
  await expect(ticker).toHaveValue('AAPL');
  await ticker.fill('msft');
  await ticker.press('Enter');
  await expect.poll(() => param(page, 'tickers')).toBe('["MSFT"]');
  await expect(bar).toContainText('Ticker: MSFT');
  // Focus returns to the pill, so the next edit needs no mouse.
  await expect(page.getByRole('button', { name: 'Edit filter Ticker MSFT' })).toBeFocused();

  const confidencePill = page.getByRole('button', { name: 'Edit filter Confidence ≥ 50%' });
  await confidencePill.focus();
  await page.keyboard.press('Enter');
  const confidence = page.getByRole('group', { name: 'Edit filter Confidence' }).getByRole('textbox');
  await expect(confidence).toBeFocused();
  await confidence.fill('80');
  await confidence.press('Escape');
  await expect(page.getByRole('group', { name: 'Edit filter Confidence' })).toHaveCount(0);
  expect(param(page, 'minConfidence')).toBe('0.5');

  await confidencePill.focus();
  await page.keyboard.press('Enter');
  await confidence.fill('200');
  await confidence.press('Enter');
  // Refused: the editor stays and says why; nothing changed.
  await expect(page.getByRole('group', { name: 'Edit filter Confidence' })).toContainText(
    'Not a valid value: a percentage from 0 to 100.',
  );
  expect(param(page, 'minConfidence')).toBe('0.5');
  await confidence.fill('80');
  await confidence.press('Enter');
  await expect.poll(() => param(page, 'minConfidence')).toBe('0.8');

  await page.getByRole('button', { name: 'Edit filter Published the last 30 days' }).click();
  const range = page.getByRole('group', { name: 'Edit filter Published' }).getByRole('combobox');
  await expect(range).toBeFocused();
  await range.selectOption({ label: 'the last 7 days' });
  await range.press('Enter');
  await expect.poll(() => param(page, 'range')).toBe('7d');
  await expect(bar).toContainText('Published: the last 7 days');
});

test('facets toggle, and an excluded value stays listed, struck through, to be re-included', async ({
  page,
}) => {
  const facetsAnswer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/v2/articles/stats') &&
      (r.request().postDataJSON() as { facets?: boolean }).facets === true,
  );
  await page.goto(ALL_SOURCES);
  const stats = (await (await facetsAnswer).json()) as ArticleStatsResponse;

  // Tickers: one row per company, counted once (the service's top companies), listings beside the main ticker.
  const tickers = page.getByTestId('facet-tickers');
  const rows = tickers.getByRole('button', { pressed: false }).filter({ hasNotText: '−' });
  await expect(rows).toHaveCount(stats.topTickers.length);
  const first = stats.topTickers[0];
  if (!first) throw new Error('the demo corpus has companies');
  await expect(rows.first()).toContainText(first.ticker);
  await expect(rows.first()).toContainText(first.name);
  await expect(rows.first()).toContainText(first.count.toLocaleString('en'));
  const labels = await rows.allTextContents();
  for (const company of stats.topTickers) {
    expect(
      labels.filter((l) => l.startsWith(`${company.ticker} `) || l.startsWith(`${company.ticker}·`)),
    ).toHaveLength(1);
  }

  // Include, then click again: the filter is gone.
  await rows.first().click();
  await expect.poll(() => param(page, 'tickers')).toBe(JSON.stringify([first.ticker]));
  await tickers.getByRole('button', { pressed: true }).click();
  await expect.poll(() => param(page, 'tickers')).toBeNull();

  // Exclude a source: it stays in the list, struck through; a click includes it again.
  const sources = page.getByTestId('facet-sources');
  const topSource = stats.facets?.sources[0]?.value ?? '';
  await sources.getByRole('button', { name: `Exclude ${topSource}` }).click();
  await expect.poll(() => param(page, 'excludeSources')).toBe(JSON.stringify([topSource]));
  const excluded = sources.getByRole('button', { name: `Re-include ${topSource} (excluded)` });
  await expect(excluded).toBeVisible();
  await expect(excluded.locator('s')).toHaveText(topSource);
  await excluded.click();
  await expect.poll(() => param(page, 'excludeSources')).toBeNull();

  // A ticker excluded in the query (-ticker:) is listed the same way; re-including takes the term out.
  await page.goto(`${ALL_SOURCES}&query=${encodeURIComponent('"shares" -ticker:ZZZQ')}`);
  const zzz = page.getByTestId('facet-tickers').getByRole('button', { name: 'Re-include ZZZQ (excluded)' });
  await expect(zzz).toBeVisible();
  await zzz.click();
  await expect.poll(() => param(page, 'query')).toBe('"\\"shares\\""');
});

test('the header count and the histogram read the same number, and nothing jumps when they arrive', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(EVERY_COPY);
  await expect(dataRows(page).first()).toBeVisible();
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^[\d,]+ articles?$/);
  const histogram = page.getByRole('figure', { name: 'Matching articles over time' });
  await expect(histogram).toBeVisible();
  await expect(page.getByTestId('facet-sources')).toBeVisible();
  const header = Number((await count.textContent())?.replace(/\D/g, ''));
  const caption = await histogram.locator('figcaption').textContent();
  expect(Number(caption?.match(/^([\d,]+) matching/)?.[1]?.replace(/,/g, ''))).toBe(header);
  // Give late layout work a frame to land before reading the sum.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.1);
});

test('a query error names the problem and where; the last results stay, marked outdated', async ({
  page,
}) => {
  await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('NOT apple');
  await expect(page.getByTestId('query-message')).toHaveText(
    'NOT needs a term before it: a query cannot only exclude (character 1)',
  );
  // The position is marked in the editor.
  await expect(page.locator('[data-error]')).toHaveText('NOT');
  // The rows of the last valid query are still there, said to be outdated, to the eye and to a screen reader.
  await expect(dataRows(page).first()).toBeVisible();
  const notice = page.getByTestId('results-outdated');
  await expect(notice).toHaveRole('status');
  await expect(notice).toHaveText(/^Outdated: these are the results of the last valid query \(no query\)\./);
  await expect(grid(page)).toHaveAttribute('aria-describedby', (await notice.getAttribute('id')) ?? '');
  await expect(grid(page)).toHaveAttribute('data-outdated', 'true');

  await query.fill('apple');
  await expect(notice).toHaveText('');
  await expect(grid(page)).not.toHaveAttribute('data-outdated', 'true');
});

test('the histogram zooms from the keyboard: arrows select, shift+arrow widens, Enter applies', async ({
  page,
}) => {
  await page.goto(`${ALL_SOURCES}&range=%2230d%22`);
  await expect(dataRows(page).first()).toBeVisible();
  const bars = page.getByRole('group', { name: /^Zoom the date range/ });
  await bars.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByTestId('histogram-selection')).toContainText('(Enter: zoom, Escape: cancel)');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('histogram-selection')).toContainText('drag across the bars');
  expect(range(page)).toBe('30d');

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Enter');
  // The last buckets with an open end: the range stays rolling, shorter.
  await expect.poll(() => range(page)).toMatch(/^\d+[mhd]$/);
  expect(range(page)).not.toBe('30d');
});

test('the chart brush applies from the keyboard', async ({ page }) => {
  await page.goto(`${ALL_SOURCES}&range=%2230d%22&view=%22charts%22`);
  const handle = page.locator('.recharts-brush-traveller').first();
  await expect(handle).toBeVisible();
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('brush-selection')).toContainText('(Enter: apply, Escape: cancel)');
  await page.keyboard.press('Enter');
  // The brushed span still reaches now: the range stays rolling, shorter.
  await expect.poll(() => range(page)).toMatch(/^\d+[mhd]$/);
  expect(range(page)).not.toBe('30d');
});

test('on a phone: touch targets of at least 24 px, and the filter panel ends with "Show N results"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${FILTERED}&everyCopy=true`);
  await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ articles?$/);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('complementary', { name: 'Filters and saved searches' });
  await expect(panel.getByTestId('facet-sources')).toBeVisible();

  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main select, main input, main [role="group"][tabindex], aside button, aside select, aside input, [data-testid="filter-bar"] button',
    );
    const tooSmall: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not shown
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (box.width < 24 || box.height < 24)
        tooSmall.push(
          `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
        );
    }
    return tooSmall;
  });
  expect(small).toEqual([]);

  const count = (await page.getByTestId('result-count').textContent())?.replace(/ articles?$/, '');
  const show = panel.getByTestId('show-results');
  await expect(show).toHaveText(`Show ${count} results`);
  // The last control of the panel.
  const last = await panel.evaluate((aside) => {
    const all = aside.querySelectorAll('button, a, input, select, textarea');
    return all[all.length - 1]?.textContent;
  });
  expect(last).toBe(`Show ${count} results`);
  await show.click();
  await expect(panel).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
});
