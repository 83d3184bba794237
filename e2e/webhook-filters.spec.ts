/**
 * @module "New webhook from the current query" keeps every filter the webhook API accepts (issue 32): a
 * "negative AAPL with confidence ≥ 0.8" alert stays that, not "all AAPL".
 */
import { expect, test } from '@playwright/test';

const EXPLORER =
  '/?sources=%5B%22*%22%5D&query=%22ticker%3AAAPL%22&sentiments=%5B%22negative%22%5D&minConfidence=0.8&countries=%5B%22US%22%5D';
// Nothing is delivered (no demo wire runs during the suite): the webhook only has to be stored.
const RECEIVER = 'http://127.0.0.1:9/negative-aapl';

test('a webhook from the explorer keeps sentiment, minimum confidence and the other filters', async ({
  page,
}) => {
  await page.goto(EXPLORER);
  // The filters are read from the URL whatever the demo corpus holds (it may have no match for them).
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveValue('ticker:AAPL');
  await expect(page.getByText('Sentiment: negative')).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Webhooks' }).click();

  await page.getByRole('textbox', { name: 'URL' }).fill(RECEIVER);
  await page.getByText(/Filters taken from the explorer/).click();
  const shown = page.getByTestId('webhook-filters');
  await expect(shown).toContainText('"sentiments": [\n    "negative"\n  ]');
  await expect(shown).toContainText('"minConfidence": 0.8');

  const created = page.waitForRequest((r) => r.url().endsWith('/v2/webhooks') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create webhook' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    type: 'enriched',
    query: 'ticker:AAPL',
    sources: ['*'],
    countries: ['US'],
    sentiments: ['negative'],
    minConfidence: 0.8,
    language: 'en',
  });
  await page.getByRole('button', { name: 'I have stored it' }).click();

  // The card reads the webhook back from the API: the service stored the filters too.
  const card = page.locator('[data-webhook]').filter({ hasText: RECEIVER });
  await expect(card).toContainText('query ticker:AAPL');
  await expect(card).toContainText('countries US');
  await expect(card).toContainText('sentiments negative');
  await expect(card).toContainText('minConfidence 0.8');
});
