/**
 * @module Playwright: Debian's Chromium, never a downloaded browser. By default the suite runs against the
 * REAL stack: `npm start` (build + service on a fresh demo corpus + dashboard server) with its own data dir
 * and non-default ports, so it never touches a developer's running service. With E2E_BASE_URL set it runs
 * against that dashboard instead (then E2E_DATA_DIR or E2E_API_KEY tell the key-leak spec the key).
 */
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_DASHBOARD_PORT, E2E_DEMO_ARTICLES, E2E_SERVICE_PORT } from './e2e/stack';

const external = process.env.E2E_BASE_URL;
const dashboardUrl = `http://127.0.0.1:${E2E_DASHBOARD_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir, and test-results/ also holds the vitest report.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  // No retries: a spec that passes only on a second try is a bug to fix, not a pass (.ci/summarize.mjs
  // also counts a flaky result as failed, should retries be turned on locally).
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  expect: { timeout: 10_000 },
  use: {
    baseURL: external ?? dashboardUrl,
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
  projects: [{ name: 'real-stack' }],
  webServer: external
    ? undefined
    : {
        // A fresh data dir each run (new key, new demo corpus relative to now); removed here, not in this
        // file's top level, because Playwright also loads the config in its workers.
        // `env -u`: the dashboard must talk to the service just started, with its local key.
        command: `rm -rf ${E2E_DATA_DIR} && env -u NEWS_API_BASE_URL -u NEWS_API_KEY npm start`,
        url: `${dashboardUrl}/`,
        // Reusing would mean a data dir (and key) this run did not create; opt in for local iteration only.
        reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          NEWSROOM_DATA_DIR: E2E_DATA_DIR,
          NEWSROOM_DEMO_ARTICLES: String(E2E_DEMO_ARTICLES),
          PORT: String(E2E_SERVICE_PORT),
          DASHBOARD_PORT: String(E2E_DASHBOARD_PORT),
          // The browser tests use the demo corpus; polling real publishers would only add noise offline.
          NEWSROOM_POLL: '0',
          // The specs count rows and read the newest articles: no demo wire adding more while they run.
          NEWSROOM_DEMO_LIVE_SECONDS: '0',
          // The webhook spec's receiver listens on loopback, which webhooks refuse by default.
          NEWSROOM_WEBHOOK_ALLOW_PRIVATE: '1',
        },
      },
});
