/** @module Stories grouped just after the write, on both stores: joins, reprints, stability, catch-up, the lock. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { openMigratedStore } from '../testing/migrated-store';
import { deleteArticlesFrom, insertNewArticles, writeArticle } from './articles-repo';
import { DEFAULT_GROUPING_OPTIONS, groupAllStories, groupStoriesRound } from './assign-stories';
import { pruneChanges } from '../feed/change-retention';
import type { Db } from './db';
import { listStoryMembers, readStoryFields, saveGroupingProgress, tryLockGrouping } from './stories-repo';

const BASE = { ...(FIXTURE_ARTICLES[0] as ArticleInput), companies: [], summary: null, content: null };
const HOUR = 3_600_000;
const LEAD = 'A wire report.';

const TITLES = [
  'Metaplanet adds 780 Bitcoin, now holds 17,132 BTC worth over $2B',
  'Bakkt sells loyalty business to focus on being pure-play crypto',
  'Fed holds interest rates steady as inflation cools',
  'Oman suspends Boeing 737 MAX flights after crash',
  'Quokka Airlines orders forty narrowbody jets from Airbus',
];

describe.each(ENGINES)('story grouping [$engine]', ({ engine, skip }) => {
  let db: Db;
  let run = 0;
  /** Each test writes at its own time, weeks from the others, so no window reaches another test's articles. */
  let epoch = Date.parse('2026-01-01T00:00:00.000Z');
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  const nextEpoch = () => {
    epoch += 30 * 24 * HOUR;
    return epoch;
  };
  const write = async (title: string, at: number, extra: Partial<ArticleInput> = {}) => {
    run += 1;
    const link = extra.link ?? `https://copy${run}.example/story/${run}`;
    const outcome = await writeArticle(
      db,
      {
        ...BASE,
        source: new URL(link).host,
        link,
        title,
        firstSeenAt: new Date(at),
        publishDate: new Date(at),
        ...extra,
      },
      { at: new Date(at) },
    );
    if (outcome.kind === 'unchanged') throw new Error('the test wrote nothing');
    return { id: outcome.article.id, link };
  };
  const storyOf = async (id: number) => (await readStoryFields(db, [id])).get(id);

  it.skipIf(skip)('puts copies in one story, marks the near-identical as reprints of the first', async () => {
    const t = nextEpoch();
    const first = await write(TITLES[0] as string, t);
    const reprint = await write(TITLES[0] as string, t + HOUR);
    const edited = await write(
      'Metaplanet adds 790 Bitcoin, now holds 17,130 BTC worth over $2B',
      t + 2 * HOUR,
    );
    const other = await write(TITLES[2] as string, t + HOUR);
    await groupAllStories(db);
    const fields = await readStoryFields(db, [first.id, reprint.id, edited.id, other.id]);
    const story = fields.get(first.id)?.storyId;
    expect(fields.get(first.id)).toEqual({ storyId: story, storySize: 3, reprintOf: null });
    expect(fields.get(reprint.id)).toEqual({ storyId: story, storySize: 3, reprintOf: first.link });
    expect(fields.get(edited.id)?.storyId).toBe(story);
    expect(fields.get(other.id)).toMatchObject({ storySize: 1, reprintOf: null });
    expect(fields.get(other.id)?.storyId).not.toBe(story);
    const members = await listStoryMembers(db, Number(story), 10);
    expect(members.map((m) => m.articleId)).toEqual([first.id, reprint.id, edited.id]);
    expect(members.map((m) => m.reprintOf)).toEqual([null, first.link, null]);
  });

  it.skipIf(skip)(
    'places an archive imported at one moment at its publish dates, and counts it as seen',
    async () => {
      const t = nextEpoch();
      const imported = t + 20 * 24 * HOUR;
      const archived = (title: string, publishedHours: number) =>
        write(title, imported, { publishDate: new Date(t + publishedHours * HOUR) });
      const published2nd = await archived(TITLES[3] as string, 2);
      const published1st = await archived(TITLES[3] as string, 1);
      const tenDaysOn = await archived(TITLES[3] as string, 240);
      const seenLive = await write(TITLES[3] as string, imported + HOUR);
      await groupAllStories(db);
      const fields = await readStoryFields(db, [published1st.id, published2nd.id, tenDaysOn.id, seenLive.id]);
      const story = fields.get(published1st.id)?.storyId;
      expect(fields.get(published1st.id)).toEqual({ storyId: story, storySize: 2, reprintOf: null });
      // The first copy is the first published; the story's order is still the order they were seen in.
      expect(fields.get(published2nd.id)).toEqual({
        storyId: story,
        storySize: 2,
        reprintOf: published1st.link,
      });
      expect(new Set([story, fields.get(tenDaysOn.id)?.storyId, fields.get(seenLive.id)?.storyId]).size).toBe(
        3,
      );
      const members = await listStoryMembers(db, Number(story), 10);
      expect(members.map((m) => [m.articleId, m.seenAt.getTime()])).toEqual([
        [published2nd.id, imported],
        [published1st.id, imported],
      ]);
      // As of a time between publication and import, the story had none of them.
      const before = await readStoryFields(db, [published1st.id], { asOf: new Date(imported - HOUR) });
      expect(before.get(published1st.id)?.storySize).toBe(1);
    },
  );

  it.skipIf(skip)(
    'a round of live and archived articles leaves the window holding what it placed',
    async () => {
      const t = nextEpoch();
      const pairs = { ...DEFAULT_GROUPING_OPTIONS, batch: 2 };
      // Two rounds (the first may be a catch-up, which holds no window): the window now holds t's span.
      for (const [i, title] of [TITLES[0], TITLES[4]].entries()) {
        await write(title as string, t + i * HOUR);
        await groupAllStories(db, pairs);
      }
      // One round: an archived article (placed 15 days back, looked up by key) beside a live one.
      await write(TITLES[1] as string, t + HOUR, { publishDate: new Date(t - 15 * 24 * HOUR) });
      const live = await write(TITLES[2] as string, t + HOUR);
      await groupAllStories(db, pairs);
      // The next round takes its candidates from the window: the live article placed by key is there.
      const copy = await write(TITLES[2] as string, t + 2 * HOUR);
      await groupAllStories(db, pairs);
      expect((await storyOf(copy.id))?.storyId).toBe((await storyOf(live.id))?.storyId);
    },
  );

  it.skipIf(skip)('never joins across languages or beyond the window', async () => {
    const t = nextEpoch();
    const a = await write(TITLES[1] as string, t);
    const german = await write(TITLES[1] as string, t, { language: 'de' });
    const late = await write(TITLES[1] as string, t + 73 * HOUR);
    await groupAllStories(db);
    const fields = await readStoryFields(db, [a.id, german.id, late.id]);
    expect(new Set([...fields.values()].map((f) => f.storyId)).size).toBe(3);
  });

  it.skipIf(skip)('takes the window from its options', async () => {
    const t = nextEpoch();
    const a = await write(TITLES[4] as string, t);
    const b = await write(TITLES[4] as string, t + 30 * HOUR);
    const options = {
      ...DEFAULT_GROUPING_OPTIONS,
      match: { ...DEFAULT_GROUPING_OPTIONS.match, windowHours: 24 },
    };
    await groupAllStories(db, options);
    expect((await storyOf(a.id))?.storyId).not.toBe((await storyOf(b.id))?.storyId);
  });

  it.skipIf(skip)(
    'is stable: a story id stays with an article until its text changes; grouping again changes nothing',
    async () => {
      // Steps: write a new article with one of the titles, or revise an earlier one (same text or a new title).
      const step = fc.oneof(
        fc.record({ kind: fc.constant('new' as const), title: fc.nat(TITLES.length - 1), hours: fc.nat(80) }),
        fc.record({
          kind: fc.constant('revise' as const),
          which: fc.nat(20),
          title: fc.nat(TITLES.length - 1),
          summaryOnly: fc.boolean(),
        }),
        fc.constant({ kind: 'group' as const }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          const t = nextEpoch();
          const written: { id: number; link: string; title: string; at: number }[] = [];
          /** Articles whose compared text changed since the last grouping. */
          const changed = new Set<number>();
          let before = new Map<number, string | undefined>();
          const groupAndCheck = async () => {
            await groupAllStories(db);
            const ids = written.map((w) => w.id);
            const now = await readStoryFields(db, ids);
            for (const id of ids) {
              const story = now.get(id)?.storyId;
              expect(story).toBeDefined();
              if (!changed.has(id) && before.has(id)) expect(story).toBe(before.get(id));
            }
            await groupAllStories(db);
            expect(await readStoryFields(db, ids)).toEqual(now);
            before = new Map([...now].map(([id, f]) => [id, f.storyId]));
            changed.clear();
          };
          for (const s of steps) {
            if (s.kind === 'group') await groupAndCheck();
            else if (s.kind === 'new' || written.length === 0) {
              const title = TITLES[s.kind === 'new' ? s.title : 0] as string;
              const at = t + (s.kind === 'new' ? s.hours : 0) * HOUR;
              written.push({ ...(await write(title, at, { summary: LEAD })), title, at });
            } else {
              const target = written[s.which % written.length] as (typeof written)[number];
              // New content under the same title and summary is a revision whose compared text is unchanged.
              const title = s.summaryOnly ? target.title : (TITLES[s.title] as string);
              run += 1;
              await writeArticle(
                db,
                {
                  ...BASE,
                  link: target.link,
                  source: new URL(target.link).host,
                  title,
                  summary: LEAD,
                  content: `c ${run}`,
                },
                { at: new Date(target.at + HOUR) },
              );
              if (title !== target.title) changed.add(target.id);
              target.title = title;
            }
          }
          await groupAndCheck();
        }),
        { numRuns: engine === 'pglite' ? 15 : 25 },
      );
    },
    300_000,
  );

  it.skipIf(skip)(
    'groups alike whether candidates come from the window, from the store, or from a window too small to hold them',
    async () => {
      const step = fc.record({
        title: fc.nat(TITLES.length - 1),
        hours: fc.nat(160),
        german: fc.boolean(),
        groupAfter: fc.boolean(),
        // Imported from an archive: seen at its time, published 15 days before (a round may hold both kinds).
        archived: fc.boolean(),
      });
      const modes = [
        { ...DEFAULT_GROUPING_OPTIONS, batch: 2 },
        { ...DEFAULT_GROUPING_OPTIONS, batch: 2, windowArticles: 0 },
        { ...DEFAULT_GROUPING_OPTIONS, batch: 2, windowArticles: 3 },
      ];
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
          // Each article as the index of its story's first article and of the copy it reprints.
          const shapes = [];
          for (const options of modes) {
            const t = nextEpoch();
            const ids: number[] = [];
            for (const s of steps) {
              const seen = t + s.hours * HOUR;
              const extra: Partial<ArticleInput> = {
                summary: LEAD,
                language: s.german ? 'de' : 'en',
                ...(s.archived ? { publishDate: new Date(seen - 15 * 24 * HOUR) } : {}),
              };
              ids.push((await write(TITLES[s.title] as string, seen, extra)).id);
              if (s.groupAfter) await groupAllStories(db, options);
            }
            await groupAllStories(db, options);
            const fields = await readStoryFields(db, ids);
            shapes.push(
              ids.map((id) => ({
                story: ids.findIndex((other) => fields.get(other)?.storyId === fields.get(id)?.storyId),
                reprint: fields.get(id)?.reprintOf ? 'reprint' : 'first',
              })),
            );
          }
          expect(shapes[1]).toEqual(shapes[0]);
          expect(shapes[2]).toEqual(shapes[0]);
        }),
        { numRuns: engine === 'pglite' ? 6 : 10 },
      );
    },
    300_000,
  );

  it.skipIf(skip)(
    'in a window where a title word is common, copies meet through their rarer words, or their rarest',
    async () => {
      const t = nextEpoch();
      // 1,100 articles of the window carry "quokka" and "market": more than a word may find candidates by itself.
      const crowd = Array.from({ length: 1_100 }, (_, i) => {
        const at = new Date(t + (i % 60) * 60_000);
        const link = `https://crowd${i % 7}.example/crowd/${t}/${i}`;
        const input = { ...BASE, link, source: new URL(link).host, firstSeenAt: at, publishDate: at };
        return {
          input: { ...input, title: `Quokka market ${i.toString(36)}zq ${(i * 7).toString(36)}yq` },
          at,
        };
      });
      for (let i = 0; i < crowd.length; i += 500) await insertNewArticles(db, crowd.slice(i, i + 500));
      const merger = await write('Quokka market: Wombat Air agrees merger with Numbat Jets', t + HOUR);
      const mergerCopy = await write(
        'Quokka market: Wombat Air agrees merger with Numbat Jets',
        t + 2 * HOUR,
      );
      const plain = await write('Quokka market', t + HOUR);
      const plainCopy = await write('Quokka market', t + 2 * HOUR);
      await groupAllStories(db);
      const fields = await readStoryFields(db, [merger.id, mergerCopy.id, plain.id, plainCopy.id]);
      expect(fields.get(mergerCopy.id)?.storyId).toBe(fields.get(merger.id)?.storyId);
      expect(fields.get(plainCopy.id)?.storyId).toBe(fields.get(plain.id)?.storyId);
      expect(fields.get(plain.id)?.storyId).not.toBe(fields.get(merger.id)?.storyId);
      expect(fields.get(merger.id)?.storySize).toBe(2);
    },
    120_000,
  );

  it.skipIf(skip)('moves a revised article only when its text changes, and keeps the story id', async () => {
    const t = nextEpoch();
    const a = await write(TITLES[3] as string, t, { summary: LEAD });
    const b = await write(TITLES[3] as string, t + HOUR, { summary: LEAD });
    await groupAllStories(db);
    const story = (await storyOf(a.id))?.storyId;
    expect((await storyOf(b.id))?.storyId).toBe(story);
    const revise = (title: string, hours: number, content: string | null) =>
      writeArticle(
        db,
        { ...BASE, link: b.link, source: new URL(b.link).host, title, summary: LEAD, content },
        { at: new Date(t + hours * HOUR) },
      );
    // New content (the lead is the summary) is a revision whose compared text is the same.
    expect((await revise(TITLES[3] as string, 2, 'new content')).kind).toBe('revised');
    await groupAllStories(db);
    expect((await storyOf(b.id))?.storyId).toBe(story);
    expect((await revise(TITLES[4] as string, 3, 'new content')).kind).toBe('revised');
    await groupAllStories(db);
    expect((await storyOf(b.id))?.storyId).not.toBe(story);
    expect(await storyOf(a.id)).toEqual({ storyId: story, storySize: 1, reprintOf: null });
  });

  it.skipIf(skip)(
    'catches up on articles written before the log was followed, and after retention',
    async () => {
      const t = nextEpoch();
      await saveGroupingProgress(db, { kind: 'none' });
      const a = await write(TITLES[0] as string, t);
      await groupAllStories(db, { ...DEFAULT_GROUPING_OPTIONS, batch: 3 });
      expect(await storyOf(a.id)).toBeDefined();
      // b's change is removed by retention before it is grouped: the catch-up still finds b.
      const b = await write(TITLES[0] as string, t + HOUR);
      await write(TITLES[2] as string, t + HOUR);
      await pruneChanges(db, { maxAgeMs: 1_000 * 24 * HOUR, maxChanges: 1 });
      await groupAllStories(db, { ...DEFAULT_GROUPING_OPTIONS, batch: 3 });
      const fields = await readStoryFields(db, [a.id, b.id]);
      expect(fields.get(a.id)?.storyId).toBe(fields.get(b.id)?.storyId);
      expect(fields.get(b.id)?.reprintOf).toBe(a.link);
      // Followed again from the log: a later copy joins.
      const c = await write(TITLES[0] as string, t + 2 * HOUR);
      await groupAllStories(db);
      expect((await storyOf(c.id))?.storyId).toBe(fields.get(a.id)?.storyId);
    },
  );

  it.skipIf(skip)('answers busy while another transaction groups, and drops removed articles', async () => {
    const t = nextEpoch();
    const a = await write(TITLES[2] as string, t, { link: 'https://gone.example/a' });
    if (engine === 'postgres') {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const taken = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        expect(await tryLockGrouping(tx)).toBe(true);
        locked();
        await held;
      });
      await taken;
      expect(await groupStoriesRound(db)).toEqual({ kind: 'busy' });
      release();
      await holder;
    }
    await groupAllStories(db);
    expect(await storyOf(a.id)).toBeDefined();
    await deleteArticlesFrom(db, 'gone.example');
    await groupAllStories(db);
    expect(await readStoryFields(db, [a.id])).toEqual(new Map());
  });
});
