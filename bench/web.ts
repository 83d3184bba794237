/**
 * @module `npm run bench:web [-- --articles N --runs R --flips F --feed-seconds S --rate A]`: the dashboard's
 * budgets, measured on what `npm start` serves to a browser.
 *
 * 1. Bytes on the wire: every file index.html loads up front (entry script, modulepreloads, CSS), fetched from the
 *    dashboard server with the Accept-Encoding Chromium sends, counted as received (compressed body bytes), and
 *    cross-checked with the browser's own Resource Timing (encodedBodySize) of a cold load. Initial JS ≤ 170 KB.
 * 2. First rows: Chromium (Debian's) against `npm start` on the demo corpus, a fresh browser context per run
 *    (no HTTP cache, cold JS parse), `/?sources=["*"]`; from the navigation start (performance.timeOrigin) to
 *    the animation frame after the first grid row is in the DOM. One warm-up run, then the median of R runs.
 *    Target ≤ 800 ms on loopback.
 * 3. Re-render of a 100-row page (cached page flip), median / p95 of F flips. Target ≤ 50 ms.
 * 4. Long tasks while the live feed takes A articles/s (default 20) for S seconds: the Live view open over
 *    `/ws`, articles imported through the running service's admin API (the write path `npm run ingest` uses,
 *    so each is announced to the live stream), a PerformanceObserver('longtask') in the page. No task > 50 ms.
 * 5. Layout shift of a cold load: a PerformanceObserver('layout-shift') from the first byte until the rows,
 *    the count and the facets are all shown (shifts right after input left out, as the metric does); its sum is
 *    the cumulative layout shift of the load. Target ≤ 0.1. Long tasks of the same loads are counted too.
 * Prints the table and appends it to bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { runningServiceAdmin } from '../src/service/system/data-dir';
import { httpPipelineAdmin } from '../src/service/admin/pipeline-admin';
import { appendResults, markdownTable, percentile } from './results-file';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '9' },
    flips: { type: 'string', default: '20' },
    'feed-seconds': { type: 'string', default: '15' },
    rate: { type: 'string', default: '20' },
    'service-port': { type: 'string', default: '28080' },
    'dashboard-port': { type: 'string', default: '25173' },
  },
});
const ARTICLES = Number(args.articles);
const RUNS = Number(args.runs);
const FLIPS = Number(args.flips);
const FEED_SECONDS = Number(args['feed-seconds']);
const RATE = Number(args.rate);
const DASHBOARD = `http://127.0.0.1:${args['dashboard-port']}`;
const WEB_DIR = 'dist/web';
const INITIAL_JS_BUDGET = 170 * 1024;
const FIRST_ROWS_BUDGET_MS = 800;
const LONG_TASK_BUDGET_MS = 50;
/** Cumulative layout shift of a cold load ("good" in Core Web Vitals). */
const LAYOUT_SHIFT_BUDGET = 0.1;
/** What Chromium sends on a plain https/http navigation's subresources. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
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

async function startStack(): Promise<{ dataDir: string; stop: () => Promise<void> }> {
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
      // The feed is ours (below); polling real publishers would only add noise.
      NEWSROOM_POLL: '0',
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
    dataDir,
    stop: async () => {
      // The whole process group: npm, tsx and the service.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface WireFile {
  file: string;
  /** Body bytes as received (compressed when the server compressed). */
  wire: number;
  /** The file's own size. */
  raw: number;
  encoding: string;
}

/** GET as a browser asks for it; the body is counted as sent, not decoded. */
function fetchAsBrowser(file: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${DASHBOARD}/${file}`,
      { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') })
            : reject(new Error(`${file}: HTTP ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

interface BundleFigures {
  initialJs: WireFile[];
  css: WireFile[];
  lazy: WireFile[];
  maps: number;
}

async function bundleFigures(): Promise<BundleFigures> {
  const html = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const initialFiles = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map(
    (m) => m[1] as string,
  );
  const measure = async (file: string): Promise<WireFile> => {
    const { bytes, encoding } = await fetchAsBrowser(file);
    return { file, wire: bytes, raw: readFileSync(path.join(WEB_DIR, file)).length, encoding };
  };
  const assets = readdirSync(path.join(WEB_DIR, 'assets'));
  const lazyFiles = assets
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
    .filter((f) => !initialFiles.includes(f));
  return {
    initialJs: await Promise.all(initialFiles.map(measure)),
    css: await Promise.all(cssFiles.map(measure)),
    lazy: await Promise.all(lazyFiles.map(measure)),
    maps: assets.filter((f) => f.endsWith('.map')).length,
  };
}

const sum = (files: WireFile[], key: 'wire' | 'raw') => files.reduce((total, f) => total + f[key], 0);

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
  /** Resource Timing's encodedBodySize summed over the initial JS files: what this cold load received. */
  initialJsWire: number;
  /** Cumulative layout shift from navigation until the rows, the count and the facets are all shown. */
  layoutShift: number;
  /** Long tasks (ms each) of the same span. */
  longTasks: number[];
}

async function firstRowsOnce(browser: Browser, initialJs: string[]): Promise<FirstRows> {
  const context = await browser.newContext();
  await context.addInitScript(NAME_SHIM);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __loadTasks: number[] };
    w.__cls = 0;
    w.__loadTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__loadTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
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
  const value = await page.evaluate(async (initialFiles) => {
    const painted = await (window as unknown as { __firstRows: Promise<number> }).__firstRows;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const initialJsWire = resources
      .filter((r) => initialFiles.some((file) => new URL(r.name).pathname === `/${file}`))
      .reduce((total, r) => total + r.encodedBodySize, 0);
    const script = resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
    const search = resources.find((r) => r.name.endsWith('/api/v2/articles'));
    // Shifts after the rows: the count line and the facets arrive later. Two frames let their layout land.
    const counted = () =>
      /\d/.test(document.querySelector('[data-testid="result-count"]')?.textContent ?? '') &&
      document.querySelector('[data-testid="facet-sources"]') !== null;
    const deadline = performance.now() + 10_000;
    while (!counted() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const w = window as unknown as { __cls: number; __loadTasks: number[] };
    return {
      layoutShift: w.__cls,
      longTasks: [...w.__loadTasks],
      painted,
      jsLoaded: script?.responseEnd ?? Number.NaN,
      searchStart: search?.startTime ?? Number.NaN,
      searchEnd: search?.responseEnd ?? Number.NaN,
      initialJsWire,
    };
  }, initialJs);
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

interface LiveFeedFigures {
  imported: number;
  shown: number;
  seconds: number;
  /** Long tasks (ms) while the feed ran, and while the page loaded (before the feed). */
  during: number[];
  atLoad: number[];
}

/** A unique demo-like article; the demo's own publisher, so the default sources find it. */
function feedArticle(n: number) {
  return {
    link: `https://www.wire.example/bench-web/${process.pid}-${n}`,
    title: `Bench wire ${n}: chipmakers rally as ${['copper', 'bonds', 'oil', 'the euro'][n % 4]} moves`,
    source: 'www.wire.example',
    summary: `Markets moved on item ${n} of the bench feed; investors weighed earnings and guidance.`,
    content: null,
    publishDate: new Date(),
    language: 'en',
    images: [],
  };
}

async function liveFeed(browser: Browser, dataDir: string): Promise<LiveFeedFigures> {
  const running = runningServiceAdmin({ dataDir });
  if (!running) throw new Error('bench:web: no running service found in the data dir');
  const admin = httpPipelineAdmin(running.url, running.token);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(NAME_SHIM);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${DASHBOARD}${ALL_SOURCES}&view=%22live%22&live=true`);
  const rows = page.getByRole('table', { name: 'Live articles' }).getByTestId('live-row');
  await page.getByTestId('live-status').getByText('Live').waitFor();
  await page.waitForLoadState('networkidle');
  const before = await rows.count();
  const feedStart = await page.evaluate(() => performance.now());

  // A batch every 250 ms keeps the rate without one HTTP call per article; each article is announced alone.
  const perBatch = Math.max(1, Math.round(RATE / 4));
  const batches = Math.round((FEED_SECONDS * RATE) / perBatch);
  const started = Date.now();
  let imported = 0;
  for (let b = 0; b < batches; b += 1) {
    const due = started + (b * perBatch * 1000) / RATE;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    const articles = Array.from({ length: perBatch }, (_, i) => feedArticle(b * perBatch + i));
    const counts = await admin.importBatch(articles);
    imported += counts.created;
  }
  const seconds = (Date.now() - started) / 1000;
  await page.waitForTimeout(1000); // the last announcements reach the page
  const shown = (await rows.count()) - before;
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
  );
  await context.close();
  await admin.close();
  return {
    imported,
    shown,
    seconds,
    during: tasks.filter((t) => t.start >= feedStart).map((t) => t.duration),
    atLoad: tasks.filter((t) => t.start < feedStart).map((t) => t.duration),
  };
}

const stack = await startStack();
let browser: Browser | undefined;
try {
  const bundle = await bundleFigures();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const initialFiles = bundle.initialJs.map((f) => f.file);
  await firstRowsOnce(browser, initialFiles); // warm-up: server caches, the OS page cache
  const runs: FirstRows[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await firstRowsOnce(browser, initialFiles));
  const firstRows = runs.map((r) => r.painted);
  const flips = await rerender(browser);
  const feed = await liveFeed(browser, stack.dataDir);

  const verdict = (ok: boolean) => (ok ? 'ok' : '**over**');
  const wire = (f: WireFile) => `${kb(f.wire)} ${f.encoding} (${kb(f.raw)} raw)`;
  const initialWire = sum(bundle.initialJs, 'wire');
  const longest = Math.max(0, ...feed.during);
  const loadTasks = runs.flatMap((r) => r.longTasks);
  const rows: (string | number)[][] = [
    [
      'Initial JS on the wire (as served to a browser)',
      `${kb(initialWire)} (${kb(sum(bundle.initialJs, 'raw'))} raw; ${bundle.initialJs.map(wire).join(', ')})`,
      '≤ 170 KB',
      verdict(initialWire <= INITIAL_JS_BUDGET),
    ],
    [
      '… as Chromium received it (Resource Timing encodedBodySize, cold load, median)',
      kb(median(runs.map((r) => r.initialJsWire))),
      '—',
      '—',
    ],
    ['CSS on the wire', bundle.css.map(wire).join(', '), '—', '—'],
    ...bundle.lazy.map((chunk) => [`Lazy chunk ${chunk.file}`, wire(chunk), 'not initial', 'ok']),
    ['Source maps in dist/web', String(bundle.maps), '0', verdict(bundle.maps === 0)],
    [
      `Navigation → first rows painted, median of ${RUNS}`,
      `${ms(median(firstRows))} (min ${ms(Math.min(...firstRows))}, max ${ms(Math.max(...firstRows))})`,
      '≤ 800 ms',
      verdict(median(firstRows) <= FIRST_ROWS_BUDGET_MS),
    ],
    [
      '… of which: entry JS received / search sent / search answered (medians)',
      `${ms(median(runs.map((r) => r.jsLoaded)))} / ${ms(median(runs.map((r) => r.searchStart)))} / ${ms(median(runs.map((r) => r.searchEnd)))}`,
      '—',
      '—',
    ],
    [
      `Cumulative layout shift of a cold load until rows, count and facets are shown, worst of ${RUNS}`,
      `${Math.max(...runs.map((r) => r.layoutShift)).toFixed(3)} (median ${median(runs.map((r) => r.layoutShift)).toFixed(3)})`,
      '≤ 0.1',
      verdict(Math.max(...runs.map((r) => r.layoutShift)) <= LAYOUT_SHIFT_BUDGET),
    ],
    [
      `Long tasks of the cold loads (same span), all ${RUNS}`,
      loadTasks.length
        ? `${loadTasks.length} over 50 ms, longest ${ms(Math.max(...loadTasks))}`
        : 'none over 50 ms',
      '—',
      '—',
    ],
    [
      `Re-render of a 100-row page (cached page flip), median / p95 of ${FLIPS}`,
      `${ms(median(flips))} / ${ms(p95(flips))}`,
      '≤ 50 ms',
      verdict(median(flips) <= RERENDER_BUDGET_MS),
    ],
    [
      `Long tasks while the live feed takes ${RATE} articles/s (${feed.imported} imported in ${feed.seconds.toFixed(1)} s, ${feed.shown} new rows shown)`,
      `${feed.during.length} over 50 ms${feed.during.length ? `, longest ${ms(longest)}` : ''}`,
      'none > 50 ms',
      verdict(feed.during.length === 0 || longest <= LONG_TASK_BUDGET_MS),
    ],
    [
      '… long tasks while the Live view loaded (before the feed)',
      feed.atLoad.length ? feed.atLoad.map((d) => d.toFixed(0)).join(', ') + ' ms' : 'none',
      '—',
      '—',
    ],
  ];
  const table = markdownTable(['Measure', 'Result', 'Target', 'Verdict'], rows);
  const body = [
    `Demo corpus: ${ARTICLES} articles, \`npm start\` (PGlite), Debian Chromium headless, loopback. ` +
      `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}. The machine is shared with other jobs: times are upper bounds.`,
    '',
    table,
    '',
    `First-rows runs (ms): ${firstRows.map((v) => v.toFixed(0)).join(', ')}.`,
    `Layout shift per cold load: ${runs.map((r) => r.layoutShift.toFixed(3)).join(', ')}.`,
    `Flip times (ms): ${flips.map((v) => v.toFixed(1)).join(', ')}.`,
    `Long tasks during the feed (ms): ${feed.during.map((v) => v.toFixed(0)).join(', ') || 'none'}.`,
  ].join('\n');
  console.log(body);
  appendResults('Dashboard (bench:web)', body);
} finally {
  await browser?.close();
  await stack.stop();
}
