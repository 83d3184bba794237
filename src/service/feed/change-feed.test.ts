/**
 * The change feed on both engines: only the matching changes leave the store (a rare filter over a long log
 * reads a handful of rows, not the log), each call looks through a bounded span of the log and says where to
 * resume, and retention that overtakes a reader is told, never skipped over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewArticles } from '../store/articles-repo';
import type { Db, Queryable, QueryOptions, SqlValue } from '../store/db';
import { toSearchRequest } from '../search/search-request';
import { parseQuery } from '../../query/parse';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { readChangeFeed, readMatchingPage } from './change-feed';
import type { ChangeFilter } from './change-filter-sql';
import { latestCursor } from '../store/change-log';
import { testArticle } from '../testing/test-article';

const SOURCE = 'www.feed.example';

const input = (slug: string, title: string) =>
  testArticle(title, {
    link: `https://${SOURCE}/${slug}`,
    source: SOURCE,
    publishDate: new Date('2026-11-20T10:00:00Z'),
  });

function filterOf(query: string): ChangeFilter {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(query);
  return {
    request: toSearchRequest({ sources: ['*'] }, parsed.ast, 1),
    includeUpdates: false,
    removals: true,
  };
}

/** `db` counting the rows its queries return. */
function counting(db: Db): { db: Queryable; rows: () => number } {
  let rows = 0;
  return {
    db: {
      async query<T>(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<T[]> {
        const result = await db.query<T>(sql, params, options);
        rows += result.length;
        return result;
      },
      exec: (sql) => db.exec(sql),
    },
    rows: () => rows,
  };
}

describe.each(ENGINES)('change feed on $engine', ({ engine, skip }) => {
  let db: Db;
  let start: number;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    start = await latestCursor(db);
    const common = Array.from({ length: 60 }, (_, i) => input(`common-${i}`, `Markets move on day ${i}`));
    const inputs = [
      ...common.slice(0, 30),
      input('rare-1', 'Zephyrquill issues a bond'),
      ...common.slice(30),
      input('rare-2', 'Zephyrquill prices the bond'),
    ];
    await insertNewArticles(
      db,
      inputs.map((article) => ({ input: article, at: new Date('2026-11-20T10:01:00Z') })),
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(skip)('reads only the matching changes from the store, not the log', async () => {
    const store = counting(db);
    const page = await readChangeFeed(store.db, {
      filter: filterOf('zephyrquill'),
      after: start,
      limit: 100,
    });
    expect(page).toMatchObject({ ok: true, nextCursor: start + 62, hasMore: false });
    if (!page.ok) return;
    expect(page.entries.map((e) => (e.kind === 'removed' ? e.change.link : e.article.link))).toEqual([
      `https://${SOURCE}/rare-1`,
      `https://${SOURCE}/rare-2`,
    ]);
    // The log's head (read twice), the two matching changes and their two articles.
    expect(store.rows()).toBe(6);
  });

  it.skipIf(skip)('looks through a bounded span per call and says where to resume', async () => {
    const filter = filterOf('zephyrquill');
    const first = await readMatchingPage(db, filter, start, 100, 20);
    expect(first).toMatchObject({ ok: true, changes: [], nextCursor: start + 20, hasMore: true });
    const second = await readMatchingPage(db, filter, start + 20, 100, 20);
    expect(second).toMatchObject({ ok: true, nextCursor: start + 40, hasMore: true });
    expect(second.ok && second.changes.map((c) => c.cursor)).toEqual([start + 31]);
    const last = await readMatchingPage(db, filter, start + 40, 100, 20);
    expect(last).toMatchObject({ ok: true, nextCursor: start + 60, hasMore: true });
    expect(await readMatchingPage(db, filter, start + 60, 100, 20)).toMatchObject({
      ok: true,
      nextCursor: start + 62,
      hasMore: false,
    });
  });

  it.skipIf(skip)('a full page ends at its last match, whatever the span', async () => {
    const page = await readMatchingPage(db, filterOf('markets'), start, 5);
    expect(page).toMatchObject({ ok: true, nextCursor: start + 5, hasMore: true });
    expect(page.ok && page.changes).toHaveLength(5);
  });

  it.skipIf(skip)('refuses a cursor ahead of the log, and one that retention has passed', async () => {
    const latest = await latestCursor(db);
    expect(await readMatchingPage(db, filterOf('markets'), latest + 1, 5)).toMatchObject({
      ok: false,
      reason: 'ahead',
    });
    await db.query('UPDATE article_change_head SET pruned_through = $1', [start + 1]);
    try {
      expect(await readMatchingPage(db, filterOf('markets'), start, 5)).toMatchObject({
        ok: false,
        reason: 'expired',
        oldest: start + 2,
      });
    } finally {
      await db.query('UPDATE article_change_head SET pruned_through = 0');
    }
  });
});
