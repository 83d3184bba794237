/** @module The drawer shows the opt-in fields the service adds (issues 28, 29, 31): first sighting and each company's own judgement. */
import { expect, test } from '@playwright/test';
import { dataRows } from './helpers';

const APPLE = '/?sources=%5B%22*%22%5D&tickers=%5B%22AAPL%22%5D';

test('the drawer shows when the service first saw the article and each company judged with its evidence', async ({
  page,
}) => {
  await page.goto(APPLE);
  await dataRows(page).first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const details = dialog.getByLabel('Article details');
  await expect(details).toContainText('First seen at');
  const companies = dialog.getByRole('table', { name: 'Companies mentioned' });
  await expect(companies.getByRole('columnheader', { name: 'Its sentiment' })).toBeVisible();
  await expect(companies).toContainText(/about it: \d+%/);
  await expect(dialog.getByRole('list', { name: /^Why: / }).first()).toBeVisible();
});
