/** @module Charts, the effective request with copy-as/paste-back, themes and the 768 px layout. */
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

test('sentiment charts load lazily and the confidence slider is part of the URL', async ({ page }) => {
  await page.goto('/?sources=%5B%22*%22%5D');
  await page.getByRole('tab', { name: 'Sentiment charts' }).click();
  await expect(page.getByRole('region', { name: 'Sentiment mix' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByRole('slider', { name: /Min. confidence/ }).fill('0.7');
  await expect(page).toHaveURL(/minConfidence=0.7/);
  await shot(page, 'charts');
});

test('the effective request spells out defaults and a pasted body restores the state', async ({ page }) => {
  await page.goto('/?view=%22request%22');
  const text = page.getByTestId('copy-as-text');
  await expect(text).toContainText('"language": "en"');
  await expect(text).toContainText('"pageSize": 20');
  await page.getByRole('tab', { name: 'curl' }).click();
  await expect(text).toContainText('X-API-KEY: $NEWS_API_KEY');
  await shot(page, 'request');
  await page.getByLabel(/Paste a request/).fill('{"query":"ticker:NVDA","tickers":["NVDA"],"pageSize":50}');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(/tickers=/);
  await expect(page).toHaveURL(/pageSize=50/);
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveValue('ticker:NVDA');
});

test('dark theme at 768 px keeps filters and results usable', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/?sources=%5B%22*%22%5D');
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  // The grid fits the width: lower-priority columns fold away instead of scrolling sideways.
  const grid = page.getByRole('grid');
  const box = grid.locator('..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(grid.getByRole('columnheader', { name: /Countries/ })).toBeHidden();
  await expect(grid.getByRole('columnheader', { name: /Title/ })).toBeVisible();
  await shot(page, 'dark-768');

  // The sidebar folds behind a button; opening it shows the filters, and a set filter is counted.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'markets', exact: true }).check();
  await expect(page).toHaveURL(/categories=/);
  await toggle.click();
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  await expect(toggle).toHaveText(/^Filters \(2 set\)/);

  // The key's plan has companies: the Tickers column is filled without asking (no "show" link).
  const tickers = grid.getByRole('columnheader', { name: /Tickers/ });
  await expect(tickers).toBeVisible();
  await expect(tickers.getByRole('button')).toHaveCount(0);
  await expect(grid.locator('tbody td:nth-child(5) button').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
