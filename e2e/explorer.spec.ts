/** @module The explorer in a real browser: results, validation, keyboard triage, the article drawer. */
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.goto('/?sources=%5B%22*%22%5D&everyCopy=true');
  await expect(page.getByRole('grid', { name: 'Articles' }).getByRole('row').nth(1)).toBeVisible();
});

test('shows results and announces their count', async ({ page }) => {
  await expect(page.getByTestId('live-region')).toHaveText(/\d+ articles on page 1\./);
  await shot(page, 'explorer');
});

test('flags an invalid query at its token, naming the problem and where', async ({ page }) => {
  await page.keyboard.press('/');
  const query = page.getByRole('combobox', { name: /^Query/ });
  await expect(query).toBeFocused();
  await query.fill('nvidia AND ticker:');
  await expect(page.getByTestId('query-message')).toHaveText(
    'ticker: needs a value after the colon (character 12)',
  );
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
});

test('runs a valid query and keeps it in the URL', async ({ page }) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('NOT zzzzqqq');
  // Only negations match nothing: the shared parser rejects it, as the server would.
  await expect(page.getByTestId('query-message')).toHaveText(
    'NOT needs a term before it: a query cannot only exclude (character 1)',
  );
  await query.fill('zzzzqqq');
  await expect(page.getByTestId('query-message')).toHaveText('Valid query.');
  await query.press('Enter');
  await expect(page).toHaveURL(/query=zzzzqqq/);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('j/k/o open an article in a drawer with its own URL; Escape closes it', async ({ page }) => {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('o');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/article=/);
  await expect(dialog.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  await shot(page, 'article-drawer');
  const url = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(url);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('clicking a category adds it as a filter', async ({ page }) => {
  const firstRow = page.getByRole('grid').getByRole('row').nth(1);
  const category = firstRow.getByRole('gridcell').nth(6).getByRole('button').first();
  const name = (await category.textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(new RegExp(`categories=.*${name}`));
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
});

test('the shortcut sheet opens with ?', async ({ page }) => {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
