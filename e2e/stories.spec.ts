/**
 * @module Stories on the dashboard against the real stack (issue 30): three copies of one story imported into the
 * running service (`npm run ingest`: an original and two near-identical reprints on other publishers) show as one
 * grid row with "+2 sources", which lists the other two in place (keyboard only), the drawer lists the whole
 * story, "Show every copy" brings back three rows, and the Live feed shows the story once with "+2 copies"
 * (its backfill carries the story fields; frames of new articles carry them once the service sends them).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataRows, grid, shot } from './helpers';
import { E2E_API_URL, E2E_DATA_DIR, readLocalKey } from './stack';

const run = promisify(execFile);

// Importing through the CLI and waiting for the grouping loop: more than the default 30 s on a busy machine.
test.setTimeout(180_000);

/** A word no demo article has: the searches below see the imported story only. */
const WORD = 'Vantorquil';
const TITLE = `${WORD} Mining raises full-year copper output target after record quarter`;
const SUMMARY = `${WORD} Mining lifted its copper output target for the year after a record second quarter at its Chilean mines.`;
const COPIES = [
  { source: 'www.story-wire.example', title: TITLE },
  { source: 'www.story-reprints.example', title: TITLE },
  { source: 'markets.story-daily.example', title: `${TITLE} - report` },
];
const SEARCH = `/?sources=%5B%22*%22%5D&query=%22${WORD.toLowerCase()}%22`;

/** Imports the three copies once (the data dir is fresh per run) and waits until the service grouped them. */
async function importStory(request: APIRequestContext, file: string): Promise<void> {
  const headers = { 'X-API-KEY': readLocalKey() };
  const folded = async () => {
    const response = await request.post(`${E2E_API_URL}/v2/articles`, {
      headers,
      data: { query: WORD.toLowerCase(), sources: ['*'], collapse: 'story' },
    });
    const body = (await response.json()) as { articles: { storySize?: number }[] };
    return body.articles.map((a) => a.storySize ?? 0);
  };
  if ((await folded()).length === 0) {
    const lines = COPIES.map((copy, i) =>
      JSON.stringify({
        link: `https://${copy.source}/mining/vantorquil-copper-target`,
        title: copy.title,
        source: copy.source,
        summary: SUMMARY,
        // Long before the demo corpus (and minutes apart): the specs reading the newest articles never see them.
        publishDate: `2019-07-01T08:0${i}:00.000Z`,
        language: 'en',
      }),
    );
    await writeFile(file, `${lines.join('\n')}\n`);
    const { stdout } = await run('npm', ['run', '--silent', 'ingest', '--', file], {
      env: { ...process.env, NEWSROOM_DATA_DIR: E2E_DATA_DIR },
    });
    expect(stdout).toMatch(/3 new/);
  }
  // Grouping runs just after the write, off its path.
  await expect.poll(folded, { timeout: 60_000 }).toEqual([3]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('table[aria-label="Articles"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the grid folds a story into one row, lists its other sources in place, and shows every copy on request', async ({
  page,
  request,
}, testInfo) => {
  await importStory(request, testInfo.outputPath('story-copies.jsonl'));
  await page.goto(SEARCH);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByTestId('result-count')).toHaveText('1 story (3 articles)');

  // From the keyboard: focus the row, Tab to its "+2 sources", Enter lists the other two under it.
  const row = dataRows(page).first();
  await row.focus();
  await page.keyboard.press('Tab');
  const toggle = row.getByRole('button', { name: '+2 sources of this story' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const others = grid(page).getByTestId('story-article');
  await expect(others).toHaveCount(2);
  const shown = await row.getByRole('link').textContent();
  // The two listed are the copies the row does not show, each with its source and first-seen time.
  const listed = await others.allTextContents();
  expect(listed.every((text) => /first seen \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/.test(text))).toBe(true);
  const sources = COPIES.map((c) => c.source).filter((s) => listed.some((text) => text.includes(s)));
  expect(sources).toHaveLength(2);
  expect(shown).not.toBeNull();
  // The reprints of the first copy say so.
  await expect(grid(page).getByText('reprint', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'stories-expanded');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(others).toHaveCount(0);

  // The drawer lists the whole story, first seen first, the open article marked.
  await row.getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'This story (3 articles)' })).toBeVisible();
  const story = dialog.getByRole('list', { name: "The story's articles, first seen first" });
  await expect(story.getByRole('listitem')).toHaveCount(3);
  await expect(story.getByText('(this article)')).toHaveCount(1);
  await shot(page, 'stories-drawer');
  await page.keyboard.press('Escape');

  // "Show every copy": part of the URL, three rows, counted as articles.
  await page.getByRole('checkbox', { name: /Show every copy/ }).check();
  await expect(page).toHaveURL(/everyCopy=true/);
  await expect(dataRows(page)).toHaveCount(3);
  await expect(page.getByTestId('result-count')).toHaveText('3 articles');
  await expect(grid(page).getByTestId('story-toggle')).toHaveCount(0);
  // The URL alone brings it back.
  await page.reload();
  await expect(dataRows(page)).toHaveCount(3);
});

test('the live feed shows the story once and counts its copies', async ({ page, request }, testInfo) => {
  await importStory(request, testInfo.outputPath('story-copies.jsonl'));
  await page.goto(`${SEARCH}&view=%22live%22&live=true`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  const rows = page.getByRole('table', { name: 'Live articles' }).getByTestId('live-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('live-copies')).toHaveText('+2 copies');
  await expect(page.getByTestId('live-counts')).toContainText('2 copies');
  await expect(page.getByTestId('live-filters')).toContainText('each once');
  await shot(page, 'stories-live');
});
