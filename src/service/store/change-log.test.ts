/**
 * The change log on both engines: every article write that is news appends in its own transaction, cursors
 * are given at commit (gapless, in commit order), the wake-up arrives after commit, and under concurrent
 * writers on PostgreSQL a paging reader never misses a change at or below a cursor it has seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteArticlesFrom } from './articles-repo';
import { insertNewArticles, moveArticle, writeArticle } from './articles-repo';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { openIsolatedPostgres } from '../testing/test-service';
import { migrate } from './migrate';
import {
  appendChanges,
  cursorStanding,
  latestCursor,
  oldestRetainedCursor,
  readChangesAfter,
  type ArticleChange,
} from './change-log';
import { createLocalChangeWakeups, createPgChangeWakeups } from '../events/change-wakeups';
import { openPgNotifyHub } from '../events/pg-notify';
import { testArticle } from '../testing/test-article';

const FIXED_DATE = new Date('2026-11-20T10:00:00Z');
const input = (title: string, source = 'www.wire.example') =>
  testArticle(title, { source, publishDate: FIXED_DATE });

const brief = (changes: ArticleChange[]) => changes.map(({ cursor, kind, link }) => ({ cursor, kind, link }));

describe.each(ENGINES)('change log on $engine', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(skip)(
    'appends created, revised, moved and removed writes in order, with gapless cursors',
    async () => {
      const start = await latestCursor(db);
      const first = input('First');
      const created = await writeArticle(db, first);
      await writeArticle(db, first); // unchanged: no change
      const revised = await writeArticle(db, { ...first, title: 'First, revised' });
      const moved = `${first.link}-moved`;
      expect(await moveArticle(db, first.link, moved, new Date())).toBe(true);
      const bulk = [input('Bulk one'), input('Bulk two')];
      expect(
        await insertNewArticles(
          db,
          bulk.map((i) => ({ input: i, at: new Date() })),
        ),
      ).toHaveLength(2);
      const changes = await readChangesAfter(db, start, 100);
      expect(brief(changes)).toEqual([
        { cursor: start + 1, kind: 'created', link: first.link },
        { cursor: start + 2, kind: 'revised', link: first.link },
        { cursor: start + 3, kind: 'revised', link: moved },
        { cursor: start + 4, kind: 'created', link: bulk[0]?.link },
        { cursor: start + 5, kind: 'created', link: bulk[1]?.link },
      ]);
      expect(changes[0]?.articleId).toBe(created.article?.id);
      expect(changes[1]?.articleId).toBe(revised.article?.id);
      expect(changes.every((c) => c.changedAt instanceof Date && !Number.isNaN(c.changedAt.getTime()))).toBe(
        true,
      );
      expect(await latestCursor(db)).toBe(start + 5);
      expect(await readChangesAfter(db, start + 3, 1)).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'appends a removal for each article of a deleted source, in the same transaction',
    async () => {
      const source = `custom-${engine}.changes.example`;
      const a = await writeArticle(db, input('Custom A', source));
      const b = await writeArticle(db, input('Custom B', source));
      const before = await latestCursor(db);
      expect(await deleteArticlesFrom(db, source)).toBe(2);
      const removed = await readChangesAfter(db, before, 10);
      expect(removed.map(({ kind, articleId, link }) => ({ kind, articleId, link }))).toEqual([
        { kind: 'removed', articleId: a.article?.id, link: a.article?.link },
        { kind: 'removed', articleId: b.article?.id, link: b.article?.link },
      ]);
    },
  );

  it.skipIf(skip)('leaves no change and no cursor behind a write that rolled back', async () => {
    const before = await latestCursor(db);
    await expect(
      db.transaction(async (tx) => {
        await writeArticle(tx, input('Rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await latestCursor(db)).toBe(before);
    await writeArticle(db, input('After the rollback'));
    expect((await readChangesAfter(db, before, 10)).map((c) => c.cursor)).toEqual([before + 1]);
  });

  it.skipIf(skip)('tells a resumable cursor from one ahead of the log', async () => {
    const latest = await latestCursor(db);
    expect(await cursorStanding(db, latest)).toEqual({ ok: true });
    expect(await cursorStanding(db, 0)).toEqual({ ok: true });
    expect(await cursorStanding(db, latest + 1)).toMatchObject({ ok: false, reason: 'ahead' });
    expect(await oldestRetainedCursor(db)).toBe(1);
  });

  // In-process wake-ups are the embedded store's; PostgreSQL wakes readers by LISTEN/NOTIFY (events/).
  const embeddedOnly = engine === 'pglite' ? it.skipIf(skip) : null;
  embeddedOnly?.('wakes listeners after the appending transaction commits', async () => {
    const wakeups = await createLocalChangeWakeups(db, (error) => {
      throw error;
    });
    let woken = 0;
    wakeups.onAppended(() => (woken += 1));
    try {
      await db.transaction(async (tx) => {
        await appendChanges(tx, [{ kind: 'created', articleId: 1, link: 'https://x.example/1' }]);
        await new Promise((r) => setTimeout(r, 20));
        expect(woken).toBe(0);
      });
      await expect.poll(() => woken).toBeGreaterThan(0);
    } finally {
      await wakeups.close();
    }
  });
});

describe.skipIf(ENGINES.find((e) => e.engine === 'postgres')?.skip ?? true)(
  'change log under concurrent writers on PostgreSQL',
  () => {
    let isolated: Awaited<ReturnType<typeof openIsolatedPostgres>>;
    let db: Db;
    beforeAll(async () => {
      isolated = await openIsolatedPostgres();
      db = await openPgDb({ url: isolated.url, maxConnections: 12 });
      await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
      await isolated?.drop();
    });

    it('wakes the listeners of every instance after the appending transaction commits', async () => {
      const hub = await openPgNotifyHub({ connectionString: isolated.url, db, onError: () => undefined });
      const wakeups = createPgChangeWakeups(hub, () => undefined);
      let woken = 0;
      wakeups.onAppended(() => (woken += 1));
      try {
        await hub.listening();
        await db.transaction(async (tx) => {
          await writeArticle(tx, input('Announced at commit'));
          await new Promise((r) => setTimeout(r, 50));
          expect(woken).toBe(0);
        });
        await expect.poll(() => woken).toBeGreaterThan(0);
      } finally {
        await wakeups.close();
        await hub.close();
      }
    });

    it('never lets a paging reader miss a committed change at or below a cursor it has seen', async () => {
      const WRITERS = 8;
      const PER_WRITER = 40;
      const start = await latestCursor(db);
      let writing = true;
      const committed = new Set<number>();
      // Each writer holds its transaction open a random while after appending, so commits interleave and
      // a later-starting transaction often commits first: the case a sequence-numbered log gets wrong.
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; i < PER_WRITER; i += 1) {
          const id = await db.transaction(async (tx) => {
            const outcome = await writeArticle(tx, input(`Writer ${w} article ${i}`));
            await tx.query('SELECT pg_sleep($1)', [Math.random() * 0.004]);
            return outcome.article?.id ?? 0;
          });
          committed.add(id);
        }
      });
      const seen: ArticleChange[] = [];
      const reader = (async () => {
        let after = start;
        for (;;) {
          const done = !writing;
          const page = await readChangesAfter(db, after, 7);
          for (const change of page) {
            expect(change.cursor).toBe(after + 1);
            seen.push(change);
            after = change.cursor;
          }
          if (done && page.length === 0) return after;
        }
      })();
      await Promise.all(writers);
      writing = false;
      const last = await reader;
      expect(last).toBe(start + WRITERS * PER_WRITER);
      expect(new Set(seen.map((c) => c.articleId))).toEqual(committed);
      // A reader starting over finds exactly what the paging reader saw: nothing committed behind its back.
      const again = await readChangesAfter(db, start, 10_000);
      expect(brief(again)).toEqual(brief(seen));
    }, 60_000);
  },
);
