/**
 * @module Finding things in a real browser against the real stack: sentiment as a filter (query text,
 * visual builder, sidebar with minimum confidence), the count line, facets with include/exclude,
 * highlighted matches and a query hint.
 */
import { expect, test, type Frame, type Page, type Request, type Response } from '@playwright/test';
import type { ArticlePageV2, ArticleStatsResponse } from '../src/contract';
import { dataRows, EVERY_COPY, grid, shot } from './helpers';

/** The next search response whose body satisfies `accept`. */
function searchWhere(page: Page, accept: (body: Record<string, unknown>) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith('/v2/articles') || r.request().method() !== 'POST') return false;
    const body = r.request().postDataJSON() as Record<string, unknown>;
    return typeof body.page === 'number' && accept(body);
  });
}

/** The next stats response with facets whose body satisfies `accept`. */
function facetsWhere(
  page: Page,
  accept: (body: Record<string, unknown>) => boolean,
  issued: (request: Request) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith('/v2/articles/stats') || !issued(r.request())) return false;
    const body = r.request().postDataJSON() as Record<string, unknown>;
    return body.facets === true && accept(body);
  });
}

// The exact total, as the histogram reads it (issue 32): never capped at the pager's reach.
const countText = (total: number) => `${total.toLocaleString('en')} ${total === 1 ? 'article' : 'articles'}`;

async function expectOnlyNegative(page: Page, response: Response): Promise<void> {
  const body = (await response.json()) as ArticlePageV2;
  expect(body.articles.length).toBeGreaterThan(0);
  expect(body.articles.every((a) => a.sentiment === 'negative')).toBe(true);
  await expect(dataRows(page).first()).toBeVisible();
  const badges = await grid(page).locator('tbody tr td:nth-child(4)').allTextContents();
  expect(badges.every((text) => text.startsWith('negative'))).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto(EVERY_COPY);
  await expect(dataRows(page).first()).toBeVisible();
});

test('sentiment:negative typed in the query filters the results', async ({ page }) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  const searched = searchWhere(page, (b) => b.query === 'sentiment:negative');
  await query.fill('sentiment:negative');
  await expect(page.getByTestId('query-message')).toHaveText('Valid query.');
  await query.press('Enter');
  await expectOnlyNegative(page, await searched);
  await query.fill('sentiment:bearish');
  await expect(page.getByTestId('query-message')).toHaveText(
    'sentiment: takes positive, neutral, negative, not "bearish" (character 1)',
  );
});

test('sentiment from the visual builder writes sentiment:negative and filters', async ({ page }) => {
  await page.getByRole('button', { name: 'Visual builder' }).click();
  const form = page.getByRole('form', { name: 'Add a clause' });
  await form.getByRole('combobox', { name: 'Clause kind' }).selectOption('sentiment');
  await form.getByLabel('Clause value').selectOption('negative');
  const searched = searchWhere(page, (b) => b.query === 'sentiment:negative');
  await form.getByRole('button', { name: 'Add clause' }).click();
  await expect(page.getByRole('combobox', { name: /^Query/ })).toHaveValue('sentiment:negative');
  await expectOnlyNegative(page, await searched);
  await expect(page).toHaveURL(/query=%22sentiment%3Anegative%22|query=sentiment/);
});

test('the sidebar sentiment and minimum confidence filter results and counts alike', async ({ page }) => {
  const filter = page.getByTestId('sentiment-filter');
  const searched = searchWhere(page, (b) => JSON.stringify(b.sentiments) === '["negative"]');
  const counted = facetsWhere(page, (b) => JSON.stringify(b.sentiments) === '["negative"]');
  await filter.getByRole('checkbox', { name: /negative/ }).check();
  await expectOnlyNegative(page, await searched);
  const stats = (await (await counted).json()) as ArticleStatsResponse;
  expect(stats.sentiment.positive + stats.sentiment.neutral).toBe(0);
  await expect(page.getByTestId('result-count')).toHaveText(countText(stats.total));

  const confident = searchWhere(page, (b) => b.minConfidence === 0.8);
  const confidentCount = facetsWhere(page, (b) => b.minConfidence === 0.8);
  await filter.getByRole('slider', { name: 'Minimum sentiment confidence' }).fill('0.8');
  const body = (await (await confident).json()) as ArticlePageV2;
  expect(body.articles.every((a) => Number(a.confidence) >= 0.8 && a.sentiment === 'negative')).toBe(true);
  const fewer = (await (await confidentCount).json()) as ArticleStatsResponse;
  expect(fewer.total).toBeLessThanOrEqual(stats.total);
  await expect(page.getByTestId('result-count')).toHaveText(countText(fewer.total));
  await shot(page, 'finding-sentiment');
});

/**
 * Reloads the page and resolves with the reloaded page's first stats response with facets. A request the
 * page before the reload still had in flight is never taken: its body is gone once the page navigated.
 */
async function reloadForFacets(page: Page): Promise<ArticleStatsResponse> {
  const issuedAfterReload = new WeakSet<Request>();
  let reloaded = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  };
  const onRequest = (request: Request) => {
    if (reloaded) issuedAfterReload.add(request);
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  try {
    const first = facetsWhere(
      page,
      () => true,
      (request) => issuedAfterReload.has(request),
    );
    await page.reload();
    return (await (await first).json()) as ArticleStatsResponse;
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
  }
}

test('the count line and the facets come from one stats request, and facets filter', async ({ page }) => {
  const stats = await reloadForFacets(page);
  await expect(page.getByTestId('result-count')).toHaveText(countText(stats.total));
  const facets = stats.facets;
  if (!facets) throw new Error('stats answered without facets');
  const [top, second] = facets.sources;
  if (!top || !second) throw new Error('the demo corpus should have two sources at least');

  const sources = page.getByTestId('facet-sources');
  const named = (domain: string) => new RegExp(`^${domain.replaceAll('.', '\\.')}`);
  await expect(sources.getByRole('button', { name: named(top.value) })).toContainText(
    top.count.toLocaleString('en'),
  );

  // Exclude the biggest source: its articles leave the count.
  const excluded = facetsWhere(page, (b) => JSON.stringify(b.excludeSources) === JSON.stringify([top.value]));
  await sources.getByRole('button', { name: `Exclude ${top.value}` }).click();
  await expect(page).toHaveURL(/excludeSources=/);
  const afterExclude = (await (await excluded).json()) as ArticleStatsResponse;
  expect(afterExclude.total).toBe(stats.total - top.count);
  await expect(page.getByTestId('result-count')).toHaveText(countText(afterExclude.total));

  // Include another: only its articles remain, as many as its facet said.
  const included = facetsWhere(page, (b) => JSON.stringify(b.sources) === JSON.stringify([second.value]));
  await sources.getByRole('button', { name: named(second.value) }).click();
  const afterInclude = (await (await included).json()) as ArticleStatsResponse;
  expect(afterInclude.total).toBe(second.count);
  await expect(page.getByTestId('result-count')).toHaveText(countText(second.count));
  await expect(page).toHaveURL(new RegExp(`sources=.*${second.value.replaceAll('.', '\\.')}`));
  await shot(page, 'finding-facets');
});

test('a named source with no articles says so', async ({ page }) => {
  await page.goto('/?sources=%5B%22nothing.example%22%5D');
  await expect(page.getByTestId('facet-sources')).toContainText('no articles');
  await expect(page.getByTestId('result-count')).toHaveText('0 articles');
  await expect(page.getByTestId('empty-state')).toContainText(
    'nothing.example is not a source this API knows',
  );
});

test('matches are highlighted in the grid', async ({ page }) => {
  const title = (await dataRows(page).first().getByRole('link').textContent()) ?? '';
  const word = title.split(/[^\p{L}]+/u).find((w) => w.length >= 5) ?? '';
  expect(word).not.toBe('');
  const searched = searchWhere(page, (b) => b.query === word && b.highlight === true);
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill(word);
  await query.press('Enter');
  await searched;
  const marks = grid(page).locator('mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.first().textContent())?.toLowerCase()).toBe(word.toLowerCase());
});

test('country:Germany suggests country:DE', async ({ page }) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.fill('country:Germany');
  await expect(page.getByTestId('query-hints')).toContainText('country:DE');
  await page.getByRole('button', { name: 'Use country:DE' }).click();
  await expect(query).toHaveValue('country:DE');
});

test('the time column sorts from its header; chosen columns are remembered', async ({ page }) => {
  const ascending = searchWhere(page, (b) => b.order === 'ASC');
  await grid(page)
    .getByRole('button', { name: /^Published \(UTC\)/ })
    .click();
  const body = (await (await ascending).json()) as ArticlePageV2;
  const dates = body.articles.map((a) => a.publishDate);
  expect(dates).toEqual([...dates].sort());
  await expect(page).toHaveURL(/order=%22ASC%22|order=ASC/);
  await expect(grid(page).getByRole('columnheader').first()).toHaveAttribute('aria-sort', 'ascending');

  const added = searchWhere(page, (b) => b.orderBy === 'createdAt');
  await grid(page).getByRole('combobox', { name: 'Sort by date' }).selectOption('createdAt');
  await added;
  await expect(grid(page).getByRole('button', { name: /^Added \(UTC\)/ })).toBeVisible();

  const menu = page.getByTestId('column-menu');
  await menu.getByText('Columns', { exact: true }).click();
  await menu.getByRole('checkbox', { name: 'Countries' }).uncheck();
  await expect(grid(page).getByRole('columnheader', { name: 'Countries' })).toHaveCount(0);
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Categories' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Countries' })).toHaveCount(0);
});

test('the suggestion popup never covers the error message', async ({ page }) => {
  const query = page.getByRole('combobox', { name: /^Query/ });
  await query.click();
  await query.pressSequentially('oil category:');
  const message = page.getByTestId('query-message');
  await expect(message).toHaveText('category: needs a value after the colon (character 5)');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  const [m, l] = [await message.boundingBox(), await list.boundingBox()];
  if (!m || !l) throw new Error('message or suggestions not laid out');
  expect(l.y).toBeGreaterThanOrEqual(m.y + m.height);
});
