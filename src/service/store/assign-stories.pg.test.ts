/**
 * @module Two instances on one PostgreSQL server, each writing a copy of one story and grouping at once, end
 * with one story: the grouping lock lets one group at a time, and the later round sees the earlier's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { isPostgresReachable, openIsolatedPostgres } from '../testing/test-service';
import { writeArticle } from './articles-repo';
import { groupAllStories } from './assign-stories';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgDb } from './pg-db';
import { readStoryFields } from './stories-repo';

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
    const outcome = await writeArticle(db, { ...BASE, link, source: host, title, firstSeenAt: at }, { at });
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
});
