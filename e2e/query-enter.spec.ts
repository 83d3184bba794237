/** @module Enter in the query editor runs what was typed while suggestions are open (issue 32). */
import { expect, test } from '@playwright/test';
import { ALL_SOURCES, grid } from './helpers';

const TYPED = 'ticker:AAPL -category:regulation';

test.beforeEach(async ({ page }) => {
  await page.goto(ALL_SOURCES);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
});

test('Enter with the suggestion list open runs the typed query, its minus kept', async ({ page }) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  // Typing the last letter opens the suggestions, as typing the whole query would.
  await query.fill(TYPED.slice(0, -1));
  await query.pressSequentially(TYPED.slice(-1));
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await query.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(query).toHaveValue(TYPED);
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(TYPED);
});

test('Enter accepts a suggestion only after the user moved into the list, the minus kept', async ({
  page,
}) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('ticker:AAPL -category:regu');
  await query.pressSequentially('l');
  await query.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'regulation' })).toHaveAttribute('aria-selected', 'true');
  await query.press('Enter');
  await expect(query).toHaveValue(TYPED);
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(TYPED);
});
