/**
 * @module Shared e2e helpers: the grid, the URL's search parameters, a chart's brush handles, waiting for a
 * search response, screenshots under test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { SCREENSHOT_DIR } from './stack';

/** Every source (incl. opt-in ones), so the demo corpus is never filtered away by defaults. */
export const ALL_SOURCES = '/?sources=%5B%22*%22%5D';

/** Every source, every copy of a story a row of its own: the count line and the pages are of articles. */
export const EVERY_COPY = `${ALL_SOURCES}&everyCopy=true`;

export function grid(page: Page) {
  return page.getByRole('grid', { name: 'Articles' });
}

/** Data rows only (row 0 is the header). */
export function dataRows(page: Page) {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
}

export async function firstLink(page: Page): Promise<string> {
  const link = dataRows(page).first().getByRole('link');
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

/** A search parameter as the router wrote it: JSON where it parses (a plain string goes as it is), else the raw text. */
export function searchParam(page: Page, key: string): unknown {
  const raw = new URL(page.url()).searchParams.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * The boxes of a chart's two brush handles, once scrolled into view (the controls above a chart can leave its
 * brush below a 720 px viewport).
 */
export async function brushHandles(figure: Locator): Promise<{ start: Box; end: Box }> {
  const travellers = figure.locator('.recharts-brush-traveller');
  await travellers.last().scrollIntoViewIfNeeded();
  const start = await travellers.first().boundingBox();
  const end = await travellers.last().boundingBox();
  if (!start || !end) throw new Error('brush travellers not drawn');
  return { start, end };
}

/** The next POST /v2/articles through the dashboard proxy. */
export function nextSearch(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/v2/articles') && r.request().method() === 'POST');
}

/** A full-page screenshot kept under test-results/screenshots (not emptied by Playwright, not committed). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
