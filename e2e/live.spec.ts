/**
 * @module The live feed against the real stack: the Live tab connects through the dashboard's relay, shows the
 * latest matching article, then an article imported into the running service (`npm run ingest`) arrives on
 * top, opens in the drawer, and no frame either way carries the key.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ALL_SOURCES, shot } from './helpers';
import { E2E_DATA_DIR, readLocalKey } from './stack';

const run = promisify(execFile);

function liveRows(page: Page) {
  return page.getByRole('table', { name: 'Live articles' }).getByTestId('live-row');
}

/** Every WebSocket frame the page sends or receives, and the sockets' URLs. */
function recordSockets(page: Page): { urls: string[]; frames: string[] } {
  const seen = { urls: [] as string[], frames: [] as string[] };
  page.on('websocket', (socket) => {
    seen.urls.push(socket.url());
    socket.on('framesent', (frame) => seen.frames.push(String(frame.payload)));
    socket.on('framereceived', (frame) => seen.frames.push(String(frame.payload)));
  });
  return seen;
}

test('the live feed shows the latest match, then an article imported into the running service', async ({
  page,
  baseURL,
}, testInfo) => {
  const key = readLocalKey();
  const sockets = recordSockets(page);
  await page.goto(ALL_SOURCES);
  await page.getByRole('tab', { name: 'Live' }).click();
  await expect(page).toHaveURL(/view=live/);
  await expect(page).toHaveURL(/live=true/);
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Live');
  await expect(page.getByTestId('live-filters')).toContainText('every source');

  // Right after admit the service sends the latest matching article.
  await expect(liveRows(page).first()).toBeVisible();
  const before = await liveRows(page).count();
  await shot(page, 'live-latest');

  const stamp = Date.now();
  const title = `Live feed e2e ${stamp}: chipmaker raises its full-year revenue guidance`;
  const link = `https://www.live-e2e.example/markets/${stamp}`;
  const file = testInfo.outputPath('live-article.jsonl');
  await writeFile(
    file,
    `${JSON.stringify({
      link,
      title,
      source: 'www.live-e2e.example',
      summary: 'Shares rose after the company raised its outlook on strong data-centre demand.',
      // Long before the demo corpus: the live feed shows it as new (ingestion order), while the searches of
      // the specs that run after this one, newest first, still see the demo articles on top.
      publishDate: '2019-06-03T08:00:00.000Z',
      language: 'en',
    })}\n`,
  );
  // The CLI finds the running service through the data dir's lock and admin token, and imports through it.
  const { stdout } = await run('npm', ['run', '--silent', 'ingest', '--', file], {
    env: { ...process.env, NEWSROOM_DATA_DIR: E2E_DATA_DIR },
  });
  expect(stdout).toMatch(/1 new/);

  await expect(liveRows(page).first().getByRole('link')).toHaveText(title, { timeout: 20_000 });
  await expect(liveRows(page)).toHaveCount(before + 1);
  await expect(status).toHaveText('Live');
  await expect(page.getByTestId('live-counts')).toContainText(`${before + 1} new`);
  await shot(page, 'live-arrived');

  // The row opens the same drawer as the grid, from the service's REST by link.
  await liveRows(page).first().getByRole('link').click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // The browser talked to its own origin only, and no frame carried the key.
  expect(sockets.urls.length).toBeGreaterThan(0);
  for (const url of sockets.urls) expect(url).toBe(`${(baseURL ?? '').replace(/^http/, 'ws')}/ws`);
  expect(sockets.frames.some((f) => f.includes('"action":"admit"'))).toBe(true);
  expect(sockets.frames.join('\n')).not.toContain(key);
});

test('the live view pauses, resumes and stops, dark at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(`${ALL_SOURCES}&view=%22live%22&live=true`);
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Live');
  await expect(liveRows(page).first()).toBeVisible();
  // Nothing scrolls sideways at 768 px: the source and publish columns fold under the title.
  const table = page.getByRole('table', { name: 'Live articles' });
  expect(await table.locator('..').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toHaveText('Paused');
  await page.getByRole('button', { name: /^Resume/ }).click();
  await expect(status).toHaveText('Live');
  await shot(page, 'live-dark-768');

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(status).toHaveText('Off');
  await expect(page).not.toHaveURL(/live=true/);
  await expect(liveRows(page).first()).toBeVisible();
});

test('the live feed keeps its rows across a reload and replays what arrived while the page was away', async ({
  page,
}, testInfo) => {
  await page.goto(`${ALL_SOURCES}&view=%22live%22&live=true`);
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Live');
  // On connect the feed is filled with the latest matches, never empty.
  await expect(liveRows(page).first()).toBeVisible();
  const shown = await liveRows(page).count();
  expect(shown).toBeGreaterThan(1);
  const firstTitle = await liveRows(page).first().getByRole('link').textContent();

  // The page goes away; an article is imported meanwhile; the page comes back in the same tab.
  await page.goto('about:blank');
  const stamp = Date.now();
  const title = `Resume e2e ${stamp}: refiner restarts its coastal plant`;
  const file = testInfo.outputPath('resume-article.jsonl');
  await writeFile(
    file,
    `${JSON.stringify({
      link: `https://www.live-e2e.example/resume/${stamp}`,
      title,
      source: 'www.live-e2e.example',
      summary: 'Output resumes after a month of repairs.',
      publishDate: '2019-06-04T08:00:00.000Z',
      language: 'en',
    })}\n`,
  );
  const { stdout } = await run('npm', ['run', '--silent', 'ingest', '--', file], {
    env: { ...process.env, NEWSROOM_DATA_DIR: E2E_DATA_DIR },
  });
  expect(stdout).toMatch(/1 new/);

  await page.goBack();
  await expect(status).toHaveText('Live');
  // The rows are back from the session, and the missed article is replayed on top of them, once.
  await expect(liveRows(page).first().getByRole('link')).toHaveText(title, { timeout: 20_000 });
  await expect(liveRows(page)).toHaveCount(shown + 1);
  await expect(liveRows(page).nth(1).getByRole('link')).toHaveText(firstTitle ?? '');
  await expect(liveRows(page).getByRole('link', { name: title })).toHaveCount(1);
  await shot(page, 'live-resumed');
});
