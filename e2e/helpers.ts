/** @module Shared e2e helpers: the grid, waiting for a search response, screenshots under test-results/. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
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

/** The next POST /v2/articles through the dashboard proxy. */
export function nextSearch(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/v2/articles') && r.request().method() === 'POST');
}

/** A full-page screenshot kept under test-results/screenshots (not emptied by Playwright, not committed). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
