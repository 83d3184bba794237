/** Change-log retention on both engines: by count and by age, and expired cursors reported, never skipped. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import {
  appendChanges,
  cursorStanding,
  latestCursor,
  readChangesAfter,
  readChangesResuming,
} from '../store/change-log';
import { pruneChanges } from './change-retention';

const DAY = 86_400_000;

async function append(db: Db, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1)
    await db.transaction((tx) =>
      appendChanges(tx, [{ kind: 'created', articleId: i + 1, link: `https://r.example/${i}` }]),
    );
}

describe.each(ENGINES)('change-log retention on $engine', ({ engine, skip }) => {
  let db: Db;
  beforeEach(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterEach(async () => {
    await db?.close();
  });

  it.skipIf(skip)('keeps the newest maxChanges and expires the cursors below them', async () => {
    await append(db, 10);
    expect(await pruneChanges(db, { maxAgeMs: 30 * DAY, maxChanges: 4 })).toBe(6);
    expect((await readChangesAfter(db, 0, 100)).map((c) => c.cursor)).toEqual([7, 8, 9, 10]);
    expect(await readChangesResuming(db, 6, 100)).toMatchObject({
      ok: true,
      changes: [{ cursor: 7 }, {}, {}, {}],
    });
    expect(await readChangesResuming(db, 5, 100)).toEqual({
      ok: false,
      reason: 'expired',
      latest: 10,
      oldest: 7,
    });
    expect(await readChangesResuming(db, 0, 100)).toMatchObject({ ok: false, reason: 'expired' });
    expect(await readChangesResuming(db, 11, 100)).toMatchObject({ ok: false, reason: 'ahead', latest: 10 });
    expect(await readChangesResuming(db, 10, 100)).toEqual({ ok: true, changes: [] });
    // Pruning again removes nothing more; new changes keep counting from the head.
    expect(await pruneChanges(db, { maxAgeMs: 30 * DAY, maxChanges: 4 })).toBe(0);
    await append(db, 1);
    expect(await latestCursor(db)).toBe(11);
  });

  it.skipIf(skip)(
    'removes changes older than maxAgeMs, and an emptied log still expires old cursors',
    async () => {
      await append(db, 3);
      await db.query(`UPDATE article_changes SET changed_at = now() - interval '40 days' WHERE cursor <= 2`);
      expect(await pruneChanges(db, { maxAgeMs: 30 * DAY, maxChanges: 1_000_000 })).toBe(2);
      expect((await readChangesAfter(db, 0, 100)).map((c) => c.cursor)).toEqual([3]);
      expect(
        await pruneChanges(
          db,
          { maxAgeMs: 30 * DAY, maxChanges: 1_000_000 },
          new Date(Date.now() + 31 * DAY),
        ),
      ).toBe(1);
      expect(await readChangesAfter(db, 0, 100)).toEqual([]);
      expect(await cursorStanding(db, 2)).toMatchObject({ ok: false, reason: 'expired', oldest: 4 });
      expect(await readChangesResuming(db, 3, 10)).toEqual({ ok: true, changes: [] });
      // Cursors never restart after the log was emptied.
      await append(db, 1);
      expect((await readChangesAfter(db, 0, 100)).map((c) => c.cursor)).toEqual([4]);
    },
  );
});
