/**
 * @module Playwright: Debian's Chromium, never a downloaded browser. Against E2E_BASE_URL (e.g. `npm start`)
 * when set; otherwise builds the SPA and starts the dashboard server over a fake upstream.
 */
import { defineConfig } from '@playwright/test';

const external = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir, and test-results/ also holds the vitest report.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'npx vite build && npx tsx e2e/fake-stack.ts',
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        env: { E2E_PORT: String(port) },
      },
});
