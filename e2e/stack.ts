/** @module Where the e2e stack (`npm start` under Playwright) lives, and its local key. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Fresh per run; under test-results/ so it is never committed. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
export const E2E_SERVICE_PORT = Number(process.env.E2E_SERVICE_PORT ?? 18080);
export const E2E_DASHBOARD_PORT = Number(process.env.E2E_DASHBOARD_PORT ?? 15173);
export const E2E_DEMO_ARTICLES = Number(process.env.E2E_DEMO_ARTICLES ?? 3000);
/** The service's public API, as the copied curl targets it. */
export const E2E_API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${E2E_SERVICE_PORT}`;

/** The key the dashboard's proxy injects: E2E_API_KEY, else `<data dir>/local-api-key`. */
export function readLocalKey(): string {
  const fromEnv = process.env.E2E_API_KEY;
  if (fromEnv) return fromEnv;
  return readFileSync(join(E2E_DATA_DIR, 'local-api-key'), 'utf8').trim();
}

/** Every saved screenshot goes here (test-results/ is not committed; outputDir is emptied per run). */
export const SCREENSHOT_DIR = 'test-results/screenshots';
