/**
 * @module Nothing the browser receives (HTML, JS, CSS, JSON, SSE, WebSocket frames, headers, redirects)
 * contains the API key the dashboard's proxy injects: the real one, read from the e2e data dir's local-api-key.
 */
import { expect, test, type Response } from '@playwright/test';
import { ALL_SOURCES, dataRows, shot } from './helpers';
import { readLocalKey } from './stack';

test('the key never reaches the browser', async ({ page, context }) => {
  const key = readLocalKey();
  expect(key).toMatch(/^\S{20,}$/);
  const leaks: string[] = [];
  const scanned: Promise<void>[] = [];
  let responses = 0;
  const scan = async (response: Response) => {
    responses += 1;
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (headers.includes(key) || body.includes(key)) leaks.push(response.url());
  };
  context.on('response', (response) => scanned.push(scan(response)));
  const frames: string[] = [];
  const socketUrls: string[] = [];
  page.on('websocket', (socket) => {
    socketUrls.push(socket.url());
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  // Whatever the page can see of itself, too (storage, cookies, the DOM).
  await page.goto(ALL_SOURCES + '&entities=true');
  await expect(dataRows(page).first()).toBeVisible();
  await dataRows(page).first().getByRole('link').click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Companies', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Query/ }).fill('ticker:A');
  // The ticker suggestions open under the editor and cover the tabs; a user closes them first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('tab', { name: 'Sentiment charts' }).click();
  await expect(page.getByRole('region', { name: 'Sentiment mix' })).toBeVisible();
  await page.getByRole('tab', { name: 'Request & copy as' }).click();
  await expect(page.getByTestId('copy-as-text')).toBeVisible();
  for (const format of ['curl', 'TypeScript fetch', 'Python requests', 'MCP tools/call']) {
    await page.getByRole('tab', { name: format }).click();
    await expect(page.getByTestId('copy-as-text')).not.toContainText(key);
  }
  await shot(page, 'request-panel');
  // The live feed: the relay adds the key upstream only; whatever the service answers (admitted, refused,
  // unreachable), no frame or close reason carries it.
  await page.getByRole('tab', { name: 'Live' }).click();
  await expect(page.getByTestId('live-status')).toHaveText(/^(Live|Stopped|Reconnecting in \d+ s)$/);
  const seen = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  await Promise.all(scanned);
  expect(responses).toBeGreaterThan(5);
  expect(leaks).toEqual([]);
  expect(socketUrls.length).toBeGreaterThan(0);
  expect(socketUrls.join(' ')).not.toContain(key);
  expect(frames.join('\n')).not.toContain(key);
  expect(JSON.stringify(seen)).not.toContain(key);
  expect(JSON.stringify(await context.cookies())).not.toContain(key);
});
