/**
 * @module The dashboard's export goes through the service's streamed export: every match (more than the old
 * 1,000-row cap), the endpoint's CSV (UTF-8 BOM) saved under a name with the query and the time, progress in
 * rows and bytes, and a cancel that stops the download and saves nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, dataRows } from './helpers';
import { E2E_API_URL, readLocalKey } from './stack';

/** The records of an RFC 4180 text (CRLF or LF; quoted fields may hold line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      record.push(field.endsWith('\r') ? field.slice(0, -1) : field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += c;
    }
  }
  return records;
}

/** How many articles the service counts for the body the dashboard exported (straight to the API). */
async function matchesOf(page: Page, body: Record<string, unknown>): Promise<number> {
  const { format: _format, ...search } = body;
  const response = await page.request.post(`${E2E_API_URL}/v2/articles/stats`, {
    headers: { 'x-api-key': readLocalKey() },
    data: search,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test('CSV export: every match through the streamed endpoint, with BOM, progress and a named file', async ({
  page,
}) => {
  await page.goto(`${ALL_SOURCES}`);
  await expect(dataRows(page).first()).toBeVisible();
  const menu = page.getByTestId('export-menu');
  await expect(menu).toContainText('Export every matching article');

  const requested = page.waitForRequest((r) => r.url().endsWith('/api/v2/articles/export'));
  const downloaded = page.waitForEvent('download');
  const before = new Date();
  await menu.getByRole('button', { name: 'CSV' }).click();
  const body = (await requested).postDataJSON() as Record<string, unknown>;
  expect(body.format).toBe('csv');
  expect(body).not.toHaveProperty('page');
  expect(body).not.toHaveProperty('pageSize');
  const download = await downloaded;

  const name = download.suggestedFilename();
  const stamp = /^articles-all-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.csv$/.exec(name);
  expect(stamp, name).not.toBeNull();
  const at = Date.parse(`${stamp?.[1]}T${stamp?.[2]}:${stamp?.[3]}:${stamp?.[4]}Z`);
  expect(at).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
  expect(at).toBeLessThanOrEqual(Date.now());

  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = csvRecords(bytes.subarray(3).toString('utf8'));
  expect(records[0]?.slice(0, 3)).toEqual(['link', 'source', 'title']);
  const rows = records.length - 1;
  expect(rows).toBeGreaterThan(1000);
  expect(rows).toBe(await matchesOf(page, body));
  // Every row is an article (no error record ended it), and the links are all different.
  expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(rows);
  await expect(menu.getByRole('status')).toContainText(`Saved ${rows.toLocaleString('en')} rows as ${name}`);
});

test('the query is in the file name; cancel stops a running export and saves nothing', async ({
  page,
  context,
}) => {
  await page.goto(`${ALL_SOURCES}&q=market%20OR%20stock`);
  await expect(dataRows(page).first()).toBeVisible();
  const menu = page.getByTestId('export-menu');

  const downloaded = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'NDJSON' }).click();
  const name = (await downloaded).suggestedFilename();
  expect(name).toMatch(/^articles-market-OR-stock-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.ndjson$/);

  // A slow line, so the export is still running when it is cancelled.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 20 * 1024,
    uploadThroughput: -1,
  });
  let saved = false;
  page.on('download', () => (saved = true));
  await menu.getByRole('button', { name: 'CSV' }).click();
  const progress = menu.getByTestId('export-progress');
  await expect(progress).toContainText(/[1-9][\d,]* (of [\d,]+ )?rows · \d[\d,.]* (KB|MB)/);
  await expect(menu.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'CSV' })).toBeDisabled();
  await menu.getByRole('button', { name: 'Cancel export' }).click();
  await expect(menu.getByRole('status')).toContainText(/Export cancelled after [\d,]+ rows; nothing saved\./);
  await expect(progress).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'CSV' })).toBeEnabled();
  expect(saved).toBe(false);
});
