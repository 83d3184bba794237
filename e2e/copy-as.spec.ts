/**
 * @module "Copy as" runs as pasted against the real stack: the copied curl, run by a shell without NEWS_API_KEY
 * (its first line reads the key file), names the API itself, computes its relative range, and returns the
 * rows the page shows; the MCP copy writes categories into the query.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, dataRows, shot } from './helpers';
import { E2E_API_URL, E2E_DATA_DIR } from './stack';

const run = promisify(execFile);

async function rowLinks(page: Page): Promise<string[]> {
  const rows = dataRows(page);
  const links: string[] = [];
  for (let i = 0; i < (await rows.count()); i += 1)
    links.push((await rows.nth(i).getByRole('link').first().getAttribute('href')) ?? '');
  return links;
}

async function copied(page: Page, tab: string): Promise<string> {
  await page.getByRole('tab', { name: 'Request & copy as' }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByTestId('copy-as-text')).toHaveText(text);
  return text;
}

test('the copied curl runs in a shell as pasted and returns the rows the page shows', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${ALL_SOURCES}&q=%22market%22%20OR%20stock&size=10&range=%2230d%22`);
  await expect(dataRows(page)).toHaveCount(10);
  const shown = await rowLinks(page);

  const curl = await copied(page, 'curl');
  // The API the proxy talks to, by name; the key from the environment, with where to find it.
  expect(curl).toContain(`${E2E_API_URL}/v2/articles`);
  expect(curl).not.toContain('NEWS_API_BASE_URL');
  expect(curl).toContain('X-API-KEY: $NEWS_API_KEY');
  expect(curl.split('\n')[0]).toBe(
    `export NEWS_API_KEY="\${NEWS_API_KEY:-$(cat ${join(E2E_DATA_DIR, 'local-api-key')})}"`,
  );
  // "Last 30 days" stays relative: the shell computes it (GNU date, else BSD date's -v).
  expect(curl).toContain("date -u -d '30 days ago'");
  expect(curl).toContain('|| date -u -v-30d');
  await expect(page.getByText(/Runs as pasted against/)).toContainText(E2E_API_URL);
  await shot(page, 'request-curl');

  // As pasted into a fresh terminal: no key in the environment, the first line reads it from the key file.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NEWS_API_KEY;
  delete env.NEWS_API_BASE_URL;
  const { stdout } = await run('sh', ['-c', `${curl} -w '\\n%{http_code}'`], { env });
  const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
  const json = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as { articles: { link: string }[] };
  expect(status).toBe('200');
  expect(json.articles.map((a) => a.link)).toEqual(shown);
});

test('the copied MCP tools/call writes categories into the query instead of dropping them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${ALL_SOURCES}&q=stock&categories=%5B%22markets%22%5D&range=%227d%22`);
  await expect(dataRows(page).first()).toBeVisible();
  const mcp = JSON.parse(await copied(page, 'MCP tools/call')) as {
    params: { arguments: Record<string, unknown> };
  };
  expect(mcp.params.arguments).toMatchObject({ query: '(stock) AND category:markets' });
  expect(mcp.params.arguments).not.toHaveProperty('categories');
  await expect(page.getByText(/Rewritten for this target: categories/)).toBeVisible();
  await expect(page.getByText(/The range “the last 7 days” was frozen to from = /)).toBeVisible();
  await expect(page.getByText(/left out: categories/)).toHaveCount(0);
});
