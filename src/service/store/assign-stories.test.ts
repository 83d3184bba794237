/** @module Stories at write time on both stores: grouping, reprints, batches, revisions, window, two writers. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { insertNewArticles, writeArticle } from './articles-repo';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgDb } from './pg-db';
import { findStoryFacts, listStoryArticleIds } from './stories-repo';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { openIsolatedPostgres } from '../testing/test-service';

const T0 = Date.parse('2026-11-20T09:00:00Z');
const HOUR = 3_600_000;

function input(
  slug: string,
  title: string,
  summary: string | null,
  hours = 0,
  language = 'en',
): ArticleInput {
  const host = slug.split('/')[0] as string;
  return {
    link: `https://${host}.example/${slug}`,
    source: `${host}.example`,
    title,
    summary,
    content: null,
    publishDate: new Date(T0 + hours * HOUR),
    firstSeenAt: new Date(T0 + hours * HOUR),
    images: [],
    language,
    sentiment: 'neutral',
    confidence: 0.5,
    countries: [],
    categories: [],
    companies: [],
  };
}

const BAKKT = 'Bakkt sells loyalty business to focus on being pure-play crypto';
const BAKKT_LEAD =
  'Bakkt Holdings says it has agreed to sell its loyalty services business in its bid to focus on crypto.';

async function write(db: Db, article: ArticleInput): Promise<number> {
  const outcome = await writeArticle(db, article);
  if (outcome.article === null) throw new Error(`not written: ${article.link}`);
  return outcome.article.id;
}

async function facts(db: Db, ids: number[]) {
  const map = await findStoryFacts(db, ids);
  return ids.map((id) => map.get(id));
}

describe.each(ENGINES)('stories at write time [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeEach(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterEach(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)('groups copies of one story, marks the reprint, keeps other news apart', async () => {
    const first = await write(db, input('wire/bakkt', BAKKT, BAKKT_LEAD));
    const copy = await write(db, input('mirror/bakkt', BAKKT, BAKKT_LEAD, 2));
    const edited = await write(
      db,
      input('desk/bakkt', 'Bakkt sells loyalty business, pivots to pure-play crypto', null, 3),
    );
    const other = await write(
      db,
      input('wire/fed', 'Fed holds interest rates steady as inflation cools', null, 1),
    );
    const [a, b, c, d] = await facts(db, [first, copy, edited, other]);
    expect(a).toEqual({ storyId: a?.storyId, storySize: 3, reprintOf: null });
    expect(b).toEqual({ storyId: a?.storyId, storySize: 3, reprintOf: 'https://wire.example/wire/bakkt' });
    expect(c).toMatchObject({ storyId: a?.storyId, reprintOf: null });
    expect(d).toEqual({ storyId: d?.storyId, storySize: 1, reprintOf: null });
    expect(d?.storyId).not.toBe(a?.storyId);
    expect(await listStoryArticleIds(db, a?.storyId ?? -1, 10)).toEqual([first, copy, edited]);
    expect(await listStoryArticleIds(db, 999_999, 10)).toBeNull();
  });

  it.skipIf(skip)(
    'groups inside one batch and with the store, never beyond the window or across languages',
    async () => {
      const stored = await write(
        db,
        input('wire/metaplanet', 'Metaplanet adds 780 Bitcoin, now holds 17,132 BTC', null),
      );
      const rows = [
        input('coin/metaplanet', 'Metaplanet buys 780 Bitcoin, now holds 17,132 BTC', null, 1),
        input('desk/metaplanet', 'Metaplanet adds 780 Bitcoin, now holds 17,132 BTC worth $2B', null, 2),
        input('late/metaplanet', 'Metaplanet adds 780 Bitcoin, now holds 17,132 BTC', null, 80),
        input('de/metaplanet', 'Metaplanet adds 780 Bitcoin, now holds 17,132 BTC', null, 1, 'de'),
      ].map((row) => ({ input: row, at: new Date() }));
      const inserted = await insertNewArticles(db, rows);
      const byLink = new Map(inserted.map((a) => [a.link, a.id]));
      const ids = ['coin', 'desk', 'late', 'de'].map(
        (h) => byLink.get(`https://${h}.example/${h}/metaplanet`) ?? -1,
      );
      const [s, coin, desk, late, de] = await facts(db, [stored, ...ids]);
      expect([coin?.storyId, desk?.storyId]).toEqual([s?.storyId, s?.storyId]);
      expect(s?.storySize).toBe(3);
      expect(desk?.reprintOf).toBeNull();
      expect(late?.storyId).not.toBe(s?.storyId);
      expect(de?.storyId).not.toBe(s?.storyId);
    },
  );

  it.skipIf(skip)(
    'keeps the story of a revision whose compared text is unchanged, moves one whose text changed',
    async () => {
      const a = await write(db, input('wire/bakkt', BAKKT, BAKKT_LEAD));
      const b = await write(db, input('mirror/bakkt', BAKKT, BAKKT_LEAD, 1));
      const [before] = await facts(db, [b]);
      await writeArticle(db, {
        ...input('mirror/bakkt', BAKKT, BAKKT_LEAD, 1),
        content: 'A longer body now.',
      });
      expect((await facts(db, [b]))[0]).toEqual(before);
      await writeArticle(
        db,
        input('mirror/bakkt', 'Fed holds interest rates steady as inflation cools', null, 1),
      );
      const [moved, stays] = await facts(db, [b, a]);
      expect(moved?.storyId).not.toBe(before?.storyId);
      expect(stays).toEqual({ storyId: before?.storyId, storySize: 1, reprintOf: null });
    },
  );
});

describe.skipIf(ENGINES[1]?.skip ?? true)('two writers on one PostgreSQL database', () => {
  let instances: Db[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeEach(async () => {
    const isolated = await openIsolatedPostgres();
    drop = isolated.drop;
    instances = [
      await openPgDb({ url: isolated.url, maxConnections: 4 }),
      await openPgDb({ url: isolated.url, maxConnections: 4 }),
    ];
    await migrate(instances[0] as Db);
  });
  afterEach(async () => {
    await Promise.all(instances.map((i) => i.close()));
    await drop();
  });

  it('ends two copies written at once by two instances in one story', async () => {
    const [one, two] = instances as [Db, Db];
    const topics = Array.from(
      { length: 12 },
      (_, i) => `Company${i} agrees takeover of Rival${i} for ${i + 2} billion`,
    );
    const ids = await Promise.all(
      topics.flatMap((title, i) => [
        write(one, input(`wire/t${i}`, title, null, 0)),
        write(two, input(`mirror/t${i}`, title, null, 0)),
      ]),
    );
    const all = await facts(one, ids);
    for (let i = 0; i < topics.length; i += 1) {
      expect(all[2 * i]?.storyId).toBe(all[2 * i + 1]?.storyId);
      expect(all[2 * i]?.storySize).toBe(2);
    }
    expect(new Set(all.map((f) => f?.storyId)).size).toBe(topics.length);
  });
});
