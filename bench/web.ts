/**
 * @module `npm run bench:web [-- --articles N --runs R --flips F]`: the dashboard's budgets.
 *
 * 1. Bundle: `npm start` builds `dist/web`; the initial JS is what index.html loads (entry script +
 *    modulepreloads), gzip level 9; it must stay ≤ 200 KB. Every other chunk is lazy (charts).
 * 2. First rows: Chromium (Debian's) against `npm start` on the demo corpus, a fresh browser context per
 *    run (no HTTP cache, cold JS parse), `/?sources=["*"]`; the time is from the navigation start
 *    (performance.timeOrigin) to the animation frame after the first grid row is in the DOM, i.e. the
 *    frame that paints it. One warm-up run, then the median of R runs. Target ≤ 1 s on loopback.
 * 3. Re-render of a 100-row page: pages 1 and 2 at size 100 are loaded once (so both are in the query
 *    cache, no network in the measurement), then "Next →"/"← Previous" are clicked F times from inside
 *    the page; each time runs from just before the click to the animation frame after the grid shows the
 *    other page's 100 rows (URL update, router, React render + commit, layout, paint scheduling).
 *    Median and p95 over the flips. Target ≤ 50 ms.
 * Prints the table and appends it to bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { appendResults, markdownTable, percentile } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '9' },
    flips: { type: 'string', default: '20' },
    'service-port': { type: 'string', default: '28080' },
    'dashboard-port': { type: 'string', default: '25173' },
  },
});
const ARTICLES = Number(args.articles);
const RUNS = Number(args.runs);
const FLIPS = Number(args.flips);
const DASHBOARD = `http://127.0.0.1:${args['dashboard-port']}`;
const WEB_DIR = 'dist/web';
const INITIAL_JS_BUDGET = 200 * 1024;
const FIRST_ROWS_BUDGET_MS = 1000;
const RERENDER_BUDGET_MS = 50;
const ALL_SOURCES = '/?sources=%5B%22*%22%5D';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

async function startStack(): Promise<{ stop: () => Promise<void> }> {
  const dataDir = path.join(tmpdir(), `newsroom-bench-web-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env };
  delete env.NEWS_API_BASE_URL;
  delete env.NEWS_API_KEY;
  const child = spawn('npm', ['start'], {
    env: {
      ...env,
      NEWSROOM_DATA_DIR: dataDir,
      NEWSROOM_DEMO_ARTICLES: String(ARTICLES),
      NEWSROOM_DEMO_LIVE_SECONDS: '0',
      PORT: args['service-port'],
      DASHBOARD_PORT: args['dashboard-port'],
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() - started > 600_000) throw new Error('npm start: dashboard not up after 600 s');
    const up = await fetch(`${DASHBOARD}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (${ARTICLES} demo articles)`);
  return {
    stop: async () => {
      // The whole process group: npm, tsx and the service.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface BundleFigures {
  initial: { files: string[]; raw: number; gzip: number };
  lazy: { file: string; raw: number; gzip: number }[];
  css: number;
}

function bundleFigures(): BundleFigures {
  const html = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const initialFiles = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  const size = (file: string) => {
    const bytes = readFileSync(path.join(WEB_DIR, file));
    return { raw: statSync(path.join(WEB_DIR, file)).size, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const initial = initialFiles.map(size);
  const allJs = readdirSync(path.join(WEB_DIR, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const css = readdirSync(path.join(WEB_DIR, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .reduce((sum, f) => sum + size(`assets/${f}`).gzip, 0);
  return {
    initial: {
      files: initialFiles,
      raw: initial.reduce((s, x) => s + x.raw, 0),
      gzip: initial.reduce((s, x) => s + x.gzip, 0),
    },
    lazy: allJs.filter((f) => !initialFiles.includes(f)).map((file) => ({ file, ...size(file) })),
    css,
  };
}

/** ms from navigation start to the frame after the first grid row exists. */
/** tsx (esbuild keepNames) wraps named functions in `__name(…)`; give evaluated code a no-op one. */
const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

interface FirstRows {
  /** ms from navigation start to the frame after the first grid row exists. */
  painted: number;
  /** The entry script fully received. */
  jsLoaded: number;
  /** The POST /api/v2/articles request sent and answered (through the dashboard proxy). */
  searchStart: number;
  searchEnd: number;
}

async function firstRowsOnce(browser: Browser): Promise<FirstRows> {
  const context = await browser.newContext();
  await context.addInitScript(NAME_SHIM);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __firstRows?: Promise<number> };
    w.__firstRows = new Promise<number>((resolve) => {
      const seen = () => document.querySelector('[role="grid"] tr[data-row]') !== null;
      const done = () => requestAnimationFrame(() => resolve(performance.now()));
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  });
  await page.goto(`${DASHBOARD}${ALL_SOURCES}`);
  const value = await page.evaluate(async () => {
    const painted = await (window as unknown as { __firstRows: Promise<number> }).__firstRows;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const script = resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
    const search = resources.find((r) => r.name.endsWith('/api/v2/articles'));
    return {
      painted,
      jsLoaded: script?.responseEnd ?? Number.NaN,
      searchStart: search?.startTime ?? Number.NaN,
      searchEnd: search?.responseEnd ?? Number.NaN,
    };
  });
  await context.close();
  return value;
}

/** One page flip at size 100, timed inside the page. */
async function flipOnce(page: Page, label: string): Promise<number> {
  return page.evaluate(async (buttonLabel) => {
    const grid = document.querySelector('[role="grid"]') as HTMLElement;
    const firstHref = () => grid.querySelector('tr[data-row] a')?.getAttribute('href');
    const before = firstHref();
    const button = [...document.querySelectorAll('nav[aria-label="Pages"] button')].find(
      (b) => b.textContent?.trim() === buttonLabel,
    ) as HTMLButtonElement;
    const start = performance.now();
    performance.mark('flip-start');
    const shown = new Promise<number>((resolve) => {
      const ready = () =>
        firstHref() !== before &&
        grid.querySelectorAll('tr[data-row]').length === 100 &&
        grid.getAttribute('aria-busy') !== 'true';
      const finish = () =>
        requestAnimationFrame(() => {
          performance.mark('flip-painted');
          resolve(performance.now() - start);
        });
      if (ready()) return finish();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        finish();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    button.click();
    return shown;
  }, label);
}

async function rerender(browser: Browser): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(NAME_SHIM);
  const page = await context.newPage();
  await page.goto(`${DASHBOARD}${ALL_SOURCES}&size=100`);
  const rows = page.locator('[role="grid"] tr[data-row]');
  await rows.nth(99).waitFor();
  // Warm both pages into the query cache (and the JIT) before measuring.
  for (const label of ['Next →', '← Previous', 'Next →', '← Previous']) {
    await flipOnce(page, label);
    await page.waitForLoadState('networkidle');
  }
  const times: number[] = [];
  for (let i = 0; i < FLIPS; i += 1) times.push(await flipOnce(page, i % 2 === 0 ? 'Next →' : '← Previous'));
  await context.close();
  return times;
}

const stack = await startStack();
let browser: Browser | undefined;
try {
  const bundle = bundleFigures();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  await firstRowsOnce(browser); // warm-up: server caches, the OS page cache
  const runs: FirstRows[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await firstRowsOnce(browser));
  const firstRows = runs.map((r) => r.painted);
  const flips = await rerender(browser);

  const verdict = (ok: boolean) => (ok ? 'ok' : '**over**');
  const rows: (string | number)[][] = [
    [
      'Initial JS (gzip)',
      `${kb(bundle.initial.gzip)} (${kb(bundle.initial.raw)} raw; ${bundle.initial.files.join(', ')})`,
      '≤ 200 KB',
      verdict(bundle.initial.gzip <= INITIAL_JS_BUDGET),
    ],
    ...bundle.lazy.map((chunk) => [
      `Lazy chunk ${chunk.file} (gzip)`,
      `${kb(chunk.gzip)} (${kb(chunk.raw)} raw)`,
      'not initial',
      'ok',
    ]),
    ['CSS (gzip)', kb(bundle.css), '—', '—'],
    [
      `Navigation → first rows painted, median of ${RUNS}`,
      `${ms(median(firstRows))} (min ${ms(Math.min(...firstRows))}, max ${ms(Math.max(...firstRows))})`,
      '≤ 1 s',
      verdict(median(firstRows) <= FIRST_ROWS_BUDGET_MS),
    ],
    [
      '… of which: entry JS received / search sent / search answered (medians)',
      `${ms(median(runs.map((r) => r.jsLoaded)))} / ${ms(median(runs.map((r) => r.searchStart)))} / ${ms(median(runs.map((r) => r.searchEnd)))}`,
      '—',
      '—',
    ],
    [
      `Re-render of a 100-row page (cached page flip), median / p95 of ${FLIPS}`,
      `${ms(median(flips))} / ${ms(p95(flips))}`,
      '≤ 50 ms',
      verdict(median(flips) <= RERENDER_BUDGET_MS),
    ],
  ];
  const table = markdownTable(['Measure', 'Result', 'Target', 'Verdict'], rows);
  const body = [
    `Demo corpus: ${ARTICLES} articles, \`npm start\` (PGlite), Debian Chromium headless, loopback.`,
    '',
    table,
    '',
    `First-rows runs (ms): ${firstRows.map((v) => v.toFixed(0)).join(', ')}.`,
    `Flip times (ms): ${flips.map((v) => v.toFixed(1)).join(', ')}.`,
  ].join('\n');
  console.log(body);
  appendResults('Dashboard (bench:web)', body);
} finally {
  await browser?.close();
  await stack.stop();
}
