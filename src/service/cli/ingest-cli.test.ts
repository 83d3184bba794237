/**
 * `npm run ingest` as an operator runs it (a child process) while a service runs on the same store: the import
 * goes through the service, so its live subscribers see the new articles, on the embedded store and on a
 * PostgreSQL server alike.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminToken, removeServiceLock, storeIdentity, writeServiceLock } from '../system/data-dir';
import { createMemoryEventBus, type ArticleEventBus } from '../events/article-events';
import { ENGINES } from '../testing/engines';
import { runIngestCli } from '../testing/ingest-cli';
import {
  openIsolatedPostgres,
  plansWithoutBurst,
  startTestService,
  type TestService,
} from '../testing/test-service';

describe.each(ENGINES)('ingest CLI while a service runs on the same store ($engine)', ({ engine, skip }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-ingest-cli-'));
  const file = path.join(dataDir, 'articles.jsonl');
  const created: string[] = [];
  let service: TestService;
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (skip) return;
    if (engine === 'postgres') {
      const isolated = await openIsolatedPostgres();
      databaseUrl = isolated.url;
      dropSchema = isolated.drop;
    }
    const events: ArticleEventBus = createMemoryEventBus();
    events.on('article.created', ({ article }) => created.push(article.link));
    service = await startTestService({
      engine,
      databaseUrl,
      plans: plansWithoutBurst(),
      adminToken: ensureAdminToken(dataDir),
      events,
    });
    writeServiceLock(dataDir, {
      pid: process.pid,
      url: service.url,
      engine,
      store: storeIdentity({ databaseUrl }),
    });
  });
  afterAll(async () => {
    if (skip) return;
    removeServiceLock(dataDir);
    await service.close();
    await dropSchema?.();
  });

  it.skipIf(skip)(
    'imports through the running service, which announces each new article',
    async () => {
      const line = (slug: string) =>
        JSON.stringify({
          link: `https://www.cli-wire.example/${engine}/${slug}`,
          title: `Harrowgate Freight expands its ${slug} terminal`,
          source: 'www.cli-wire.example',
        });
      writeFileSync(file, [line('north'), '{"link": broken', line('south')].join('\n'));
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const run = await runIngestCli(
        { ...env, NEWSROOM_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        file,
      );
      expect(run.stdout).toContain(
        `Imported via the running service at ${service.url}: 2 new, 0 revised, 0 unchanged, 0 skipped, 1 bad lines.`,
      );
      expect(run.stderr).toContain('line 2:');
      expect(run.code).toBe(2);
      // The service refreshed its statistics at the import's end: the planner knows the table has rows.
      expect(run.stdout).toContain('Search statistics refreshed.');
      const [stats] = await service.db.query<{ n: number }>(
        `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'articles'::regclass`,
      );
      expect(stats?.n).toBeGreaterThan(0);
      expect(created).toEqual([
        `https://www.cli-wire.example/${engine}/north`,
        `https://www.cli-wire.example/${engine}/south`,
      ]);
    },
    60_000,
  );
});
