/**
 * @module Two instances on one PostgreSQL server, each writing a copy of one story and grouping at once, end
 * with one story: the grouping lock lets one group at a time, and the later round sees the earlier's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { isPostgresReachable, openIsolatedPostgres } from '../testing/test-service';
import { deleteArticlesFrom, writeArticle } from './articles-repo';
import { groupAllStories, groupStoriesRound } from './assign-stories';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgDb } from './pg-db';
import { readStoryFields, tryLockGrouping } from './stories-repo';

const skip = !(await isPostgresReachable());
const BASE = { ...(FIXTURE_ARTICLES[0] as ArticleInput), companies: [], summary: null, content: null };
const HOUR = 3_600_000;
const ROUNDS = 20;

describe.skipIf(skip)('story grouping by two instances [postgres]', () => {
  let a: Db;
  let b: Db;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const isolated = await openIsolatedPostgres();
    drop = isolated.drop;
    a = await openPgDb({ url: isolated.url, maxConnections: 3 });
    b = await openPgDb({ url: isolated.url, maxConnections: 3 });
    await migrate(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  const copy = async (db: Db, host: string, i: number) => {
    const at = new Date(Date.parse('2026-02-01T00:00:00.000Z') + i * 100 * HOUR);
    const link = `https://${host}/merger/${i}`;
    const title = 'Quokka Airlines agrees to buy Wombat Air for $2bn in cash';
    const outcome = await writeArticle(
      db,
      { ...BASE, link, source: host, title, firstSeenAt: at, publishDate: at },
      { at },
    );
    if (outcome.kind !== 'created') throw new Error('not created');
    // Each instance groups right after its write, as its loop does when the change log wakes it; the jitter
    // makes every interleaving of the two writes and the two rounds come up.
    await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
    await groupAllStories(db);
    return outcome.article.id;
  };

  it('two copies written and grouped at once end in one story, every time', async () => {
    const pairs: [number, number][] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      pairs.push(await Promise.all([copy(a, 'one.example', i), copy(b, 'two.example', i)]));
    }
    // The wake-up that follows the last commit: whatever a busy instance left is grouped now.
    await Promise.all([groupAllStories(a), groupAllStories(b)]);
    const fields = await readStoryFields(a, pairs.flat());
    const stories = pairs.map(([x, y]) => [fields.get(x)?.storyId, fields.get(y)?.storyId]);
    for (const [x, y] of stories) {
      expect(x).toBeDefined();
      expect(x).toBe(y);
    }
    expect(new Set(stories.map(([x]) => x)).size).toBe(ROUNDS);
    for (const [x] of pairs) expect(fields.get(x)?.storySize).toBe(2);
  });

  it("follows what the other instance grouped, and its removals, in the same stories as one instance's", async () => {
    const t = Date.parse('2026-06-01T00:00:00.000Z');
    const write = async (db: Db, host: string, title: string, hours: number) => {
      const at = new Date(t + hours * HOUR);
      const link = `https://${host}/follow/${hours}`;
      const outcome = await writeArticle(
        db,
        { ...BASE, link, source: host, title, firstSeenAt: at, publishDate: at },
        { at },
      );
      if (outcome.kind !== 'created') throw new Error('not created');
      return outcome.article.id;
    };
    const MERGER = 'Quokka Airlines agrees to buy Wombat Air for $2bn in cash';
    const RATES = 'Wombat central bank holds interest rates steady as inflation cools';
    const first = await write(a, 'first.example', MERGER, 0);
    await groupAllStories(a);
    // b groups a copy of a's article and a new story while a's window is behind.
    const copy = await write(b, 'copy.example', MERGER, 1);
    const rates = await write(b, 'rates.example', RATES, 2);
    await groupAllStories(b);
    // a follows b's rounds: its next copies join both stories.
    const rates2 = await write(a, 'rates2.example', RATES, 3);
    await groupAllStories(a);
    // b removes the first copy's source; the copy that reprinted it now reprints nothing, and a's next copy
    // of the merger reprints that copy, as the store holds it.
    await deleteArticlesFrom(b, 'first.example');
    await groupAllStories(b);
    const third = await write(a, 'third.example', MERGER, 4);
    await groupAllStories(a);
    const fields = await readStoryFields(a, [copy, rates, rates2, third]);
    expect(fields.get(copy)?.storyId).toBe(fields.get(third)?.storyId);
    expect(fields.get(rates)?.storyId).toBe(fields.get(rates2)?.storyId);
    expect(fields.get(copy)?.storyId).not.toBe(fields.get(rates)?.storyId);
    expect(fields.get(rates2)?.reprintOf).toBe('https://rates.example/follow/2');
    expect(fields.get(copy)?.reprintOf).toBeNull();
    expect(fields.get(third)?.reprintOf).toBe('https://copy.example/follow/1');
    expect((await readStoryFields(a, [first])).size).toBe(0);
  });

  it('groups in its own schema while a store in another schema of the database groups', async () => {
    const other = await openIsolatedPostgres();
    const elsewhere = await openPgDb({ url: other.url, maxConnections: 2 });
    try {
      await migrate(elsewhere);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const taken = new Promise<void>((resolve) => (locked = resolve));
      const holder = elsewhere.transaction(async (tx) => {
        expect(await tryLockGrouping(tx)).toBe(true);
        locked();
        await held;
      });
      await taken;
      expect((await groupStoriesRound(a)).kind).toBe('done');
      release();
      await holder;
    } finally {
      await elsewhere.close();
      await other.drop();
    }
  });
});
