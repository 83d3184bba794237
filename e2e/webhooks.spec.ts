/** @module The Webhooks page in a real browser: a webhook created from a query gets a test delivery, shown in the log. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { shot } from './helpers';

let receiver: Server;
let url = '';
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a webhook created from the explorer query receives a test delivery, shown in the log', async ({
  page,
}) => {
  await page.goto('/?sources=%5B%22*%22%5D&q=%22ticker%3ANVDA%22');
  await expect(page.getByRole('grid', { name: 'Articles' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page.getByText(/Filters taken from the explorer/).click();
  await expect(page.getByTestId('webhook-filters')).toContainText('"query": "ticker:NVDA"');
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/\S{16,}/);
  await page.getByRole('button', { name: 'I have stored it' }).click();

  const card = page.locator(`[data-webhook]`).filter({ hasText: url });
  await expect(card).toContainText('query ticker:NVDA');
  await card.getByRole('button', { name: 'Send a test' }).click();
  await expect(page).toHaveURL(/open=/);
  const log = card.getByRole('table', { name: 'Deliveries' });
  await expect(log.locator('[data-delivery="delivered"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(log).toContainText('204');
  expect(received).toHaveLength(1);
  expect(received[0]?.headers['x-webhook-signature']).toBeTruthy();
  await shot(page, 'webhooks');

  await card.getByRole('combobox', { name: 'Show' }).selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(card).toContainText('No failed deliveries yet.');
});
