/**
 * @module axe-core on the explorer, the article drawer and the account pages (issue 32): no serious or
 * critical violation. A skip link leads past the header to each page's main content; the Live tab's name
 * reads "Live on". (The Live view itself is not analysed yet: axe did not finish on it within 3 minutes.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, grid } from './helpers';

// axe walks the whole DOM (the explorer's grid, facets and source list): more than the default 30 s on a
// loaded 2-core machine. A time budget only, nothing measured.
test.setTimeout(180_000);

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the explorer and its article drawer', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('o');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/account/usage', '/account/sources', '/account/webhooks']) {
  test(`the account page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await expect(grid(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the Live tab is named with a space before its badge', async ({ page }) => {
  await page.goto(`${ALL_SOURCES}&live=true`);
  await expect(page.getByRole('tab', { name: /^Live on$|^Live \w+/ })).toBeVisible();
  expect(await page.getByRole('tab', { name: /^Live/ }).textContent()).toMatch(/^Live /);
});
