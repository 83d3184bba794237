/**
 * @module The built service (scripts/build.mjs): imports only `dependencies` at run time, carries the files
 * it reads, starts its worker threads from dist, and serves a search when run with plain `node` — no tsx.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// Inside the repository, so that the bundles find node_modules as dist/server does.
const OUT = path.join(ROOT, 'test-results', `dist-check-${process.pid}`);
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let packages: string[] = [];

beforeAll(() => {
  const report = execFileSync(process.execPath, ['scripts/build.mjs', '--server-only', OUT], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  packages = (JSON.parse(report.trim().split('\n').at(-1) ?? '{}') as { packages: string[] }).packages;
});
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('npm run build: the service bundle', () => {
  it('imports at run time only packages listed in dependencies', () => {
    expect(packages.length).toBeGreaterThan(5);
    for (const name of packages) {
      expect(pkg.dependencies, name).toHaveProperty([name]);
      expect(pkg.devDependencies, name).not.toHaveProperty([name]);
    }
    const main = readFileSync(path.join(OUT, 'src/main.js'), 'utf8');
    for (const tool of ['tsx', 'vite', 'esbuild', 'vitest']) {
      expect(main).not.toMatch(new RegExp(`from ["']${tool}[/"']|import\\(["']${tool}[/"']`));
    }
  });

  it('carries the files its modules read: migrations, models, catalog, plans', () => {
    const migrations = readdirSync(path.join(ROOT, 'src/service/store/migrations')).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(readdirSync(path.join(OUT, 'src/service/store/migrations')).sort()).toEqual(migrations.sort());
    for (const file of [
      'src/service/enrich/sentiment/model-en.json',
      'src/service/sources/default-catalog.json',
      'config/plans.json',
      'package.json',
    ]) {
      expect(existsSync(path.join(OUT, file)), file).toBe(true);
    }
  });

  it('runs an extraction on the worker pool from its built entry', async () => {
    const pool = new Piscina<{ html: string; url: string }, { title: string | null }>({
      filename: pathToFileURL(path.join(OUT, 'src/service/ingest/extract/extract-worker.js')).href,
      maxThreads: 1,
    });
    try {
      const html =
        '<html><head><title>Copper rallies</title></head><body><article><h1>Copper rallies</h1>' +
        `<p>${'Copper prices rose on Tuesday as supply worries grew. '.repeat(20)}</p></article></body></html>`;
      const extracted = await pool.run({ html, url: 'https://wire.example/copper' });
      expect(extracted.title).toBe('Copper rallies');
    } finally {
      await pool.destroy();
    }
  });
});

describe('node dist/server/src/main.js', () => {
  let child: ChildProcess;
  let dataDir: string;
  const lines: { msg?: string; banner?: { api: string } }[] = [];
  let api = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-dist-'));
    child = spawn(process.execPath, [path.join(OUT, 'src/main.js')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NEWSROOM_DATA_DIR: dataDir,
        NEWSROOM_DEMO_ARTICLES: '120',
        NEWSROOM_DEMO_LIVE_SECONDS: '0',
        NEWSROOM_POLL: '0',
        PORT: '0',
        DASHBOARD_PORT: '0',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const reader = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    api = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the built service exited (${code}) before it started`)));
      reader.on('line', (text) => {
        const line = JSON.parse(text) as { msg?: string; banner?: { api: string } };
        lines.push(line);
        if (line.banner) resolve(line.banner.api);
      });
    });
  });
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo corpus through its enrichment workers and serves a search', async () => {
    expect(lines.some((line) => line.msg === 'demo corpus loaded')).toBe(true);
    expect(lines.filter((line) => /workers failed/.test(line.msg ?? ''))).toEqual([]);
    const key = readFileSync(path.join(dataDir, 'local-api-key'), 'utf8').trim();
    const res = await fetch(`${api}/v2/articles`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 5 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { articles: unknown[] };
    expect(body.articles).toHaveLength(5);
  });

  it('shuts down cleanly on SIGTERM, its last line written', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines.at(-1)?.msg).toBe('shutting down');
  });
});
