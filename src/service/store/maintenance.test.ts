import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleInput } from '../model/article';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { insertNewArticles } from './articles-repo';
import type { Db } from './db';
import {
  ANALYZE_BASE_THRESHOLD,
  analyzeIsDue,
  checkpointIfDue,
  PGLITE_CHECKPOINT_BYTES,
  walSinceCheckpoint,
  maintainArticles,
  maintainIfDue,
  readArticleStats,
  startMaintenanceTimer,
} from './maintenance';

const article = (run: string, i: number): ArticleInput => ({
  link: `https://www.upkeep-wire.example/${run}/${i}`,
  source: 'www.upkeep-wire.example',
  title: `Brindlecourt Holdings update ${i}`,
  summary: i % 2 === 0 ? 'Quarterly volumes rose at the northern terminal.' : null,
  content: null,
  publishDate: new Date(Date.UTC(2025, 9, 1) + i * 60_000),
  language: 'en',
  sentiment: 'neutral',
  confidence: 0.6,
  images: [],
  countries: [],
  categories: ['business'],
  companies: [],
});

async function insert(db: Db, run: string, n: number): Promise<void> {
  const items = Array.from({ length: n }, (_, i) => ({ input: article(run, i), at: new Date() }));
  for (let i = 0; i < items.length; i += 250) await insertNewArticles(db, items.slice(i, i + 250));
}

describe('analyzeIsDue', () => {
  it('should analyse a table never analysed only when it holds rows', () => {
    expect(analyzeIsDue({ reltuples: -1, modifiedSinceAnalyze: 0, hasRows: true })).toBe(true);
    expect(analyzeIsDue({ reltuples: -1, modifiedSinceAnalyze: 0, hasRows: false })).toBe(false);
  });

  it('should follow autovacuum: changed rows over the base plus a tenth of the rows', () => {
    const at = (reltuples: number, modifiedSinceAnalyze: number) =>
      analyzeIsDue({ reltuples, modifiedSinceAnalyze, hasRows: true });
    expect(at(0, ANALYZE_BASE_THRESHOLD)).toBe(false);
    expect(at(0, ANALYZE_BASE_THRESHOLD + 1)).toBe(true);
    expect(at(100_000, 10_000 + ANALYZE_BASE_THRESHOLD)).toBe(false);
    expect(at(100_000, 10_001 + ANALYZE_BASE_THRESHOLD)).toBe(true);
  });
});

describe.each(ENGINES)('store maintenance [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine, 3);
  });
  afterAll(async () => db?.close());

  it.skipIf(skip)('should leave an empty table alone', async () => {
    expect(await maintainIfDue(db)).toBeNull();
  });

  it.skipIf(skip)('should give the planner a row count after a bulk load, and only once', async () => {
    await insert(db, 'first', 1_200);
    expect((await readArticleStats(db)).reltuples).toBeLessThan(1);
    const result = await maintainIfDue(db);
    expect(result?.ran).toBe(true);
    const stats = await readArticleStats(db);
    expect(stats.reltuples).toBeGreaterThan(1_000);
    expect(analyzeIsDue(stats)).toBe(false);
    expect(await maintainIfDue(db)).toBeNull();
  });

  it.skipIf(skip)('should analyse again once the rows changed since pass the threshold', async () => {
    await insert(db, 'second', ANALYZE_BASE_THRESHOLD + 400);
    // A server's backends report their counts when idle, within a second or so.
    await vi.waitFor(async () => expect(analyzeIsDue(await readArticleStats(db))).toBe(true), {
      timeout: 15_000,
      interval: 250,
    });
    await maintainArticles(db);
    const stats = await readArticleStats(db);
    expect(stats.reltuples).toBeGreaterThan(2_000);
    expect(stats.modifiedSinceAnalyze).toBeLessThanOrEqual(ANALYZE_BASE_THRESHOLD);
  });

  it.skipIf(skip)('should merge the GIN pending lists into their indexes', async () => {
    await insert(db, 'third', 300);
    const result = await maintainArticles(db);
    expect(result.ran).toBe(true);
    expect(result.pendingPagesMerged).toBeGreaterThan(0);
    expect((await maintainArticles(db)).pendingPagesMerged).toBe(0);
  });

  it.skipIf(skip)('should check on start and report what it did, as the service runs it', async () => {
    await insert(db, 'fourth', 2_000);
    const done = vi.fn();
    const timer = startMaintenanceTimer(db, { everyMs: 60_000, onMaintained: done, onError: done });
    await vi.waitFor(() => expect(done).toHaveBeenCalled(), { timeout: 15_000 });
    await timer.stop();
    expect(done.mock.calls[0]?.[0]).toMatchObject({ ran: true });
  });

  it.skipIf(skip)(
    'should checkpoint PGlite once its WAL passes the bound, and leave a server to its own',
    async () => {
      expect(await checkpointIfDue(db)).toBe(false);
      await db.exec(
        `CREATE TABLE wal_filler (t text);
       INSERT INTO wal_filler SELECT repeat(md5(g::text), 40) FROM generate_series(1, 30000) g`,
      );
      if (engine === 'pglite') expect(await walSinceCheckpoint(db)).toBeGreaterThan(PGLITE_CHECKPOINT_BYTES);
      expect(await checkpointIfDue(db)).toBe(engine === 'pglite');
      if (engine === 'pglite') expect(await walSinceCheckpoint(db)).toBeLessThan(PGLITE_CHECKPOINT_BYTES);
      await db.exec('DROP TABLE wal_filler');
    },
  );
});
