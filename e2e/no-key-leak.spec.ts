/** @module Nothing the browser receives (HTML, JS, CSS, JSON, headers) contains the API key. */
import { expect, test } from '@playwright/test';
import { FAKE_E2E_KEY } from './fake-key';

const key = process.env.E2E_API_KEY ?? (process.env.E2E_BASE_URL ? undefined : FAKE_E2E_KEY);

test('the key never reaches the browser', async ({ page }) => {
  test.skip(!key, 'set E2E_API_KEY to the key the dashboard server uses');
  const leaks: string[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.text().catch(() => '');
    if (headers.includes(key as string) || body.includes(key as string)) leaks.push(response.url());
  });
  await page.goto('/?sources=%5B%22*%22%5D');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'Sentiment charts' }).click();
  await expect(page.getByRole('region', { name: 'Sentiment mix' })).toBeVisible();
  await page.getByRole('tab', { name: 'Request & copy as' }).click();
  await expect(page.getByTestId('copy-as-text')).toBeVisible();
  expect(leaks).toEqual([]);
});
