import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { createArticleSearch, type ArticleSearch } from '../search/article-search';
import { toSearchRequest } from '../search/search-request';
import { parseQuery } from '../../query';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { openMigratedStore } from '../testing/migrated-store';
import { canonicalizeLink, legacyCanonicalLink } from '../model/canonical-link';
import {
  insertNewArticles,
  moveArticle,
  relinkArticle,
  updateEnrichment,
  writeArticle,
} from './articles-repo';
import type { Db } from './db';

const BASE = FIXTURE_ARTICLES[0] as ArticleInput;
const FIRST_SEEN = Date.parse('2026-03-01T00:00:00.000Z');
const VIEWER = 1;

/** Words no fixture has, one per version, so a query for one finds the article only where that version is current. */
const WORDS = ['zephyrine', 'quokkaboo', 'marzipanic', 'lorikeets', 'wombatish', 'narwhalic', 'gazpachos'];

/** Each version's gap in ms after the one before (the first: after the first sighting), and its title word. */
const versions = fc.array(
  fc.record({ gap: fc.integer({ min: 1, max: 86_400_000 }), word: fc.constantFrom(...WORDS) }),
  {
    minLength: 0,
    maxLength: 5,
  },
);

describe.each(ENGINES)('article versions and asOf [$engine]', ({ engine, skip }) => {
  let db: Db;
  let search: ArticleSearch;
  let run = 0;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    search = createArticleSearch(db);
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  const asOfRequest = (asOf: Date, query?: string) => {
    const parsed = query === undefined ? null : parseQuery(query);
    const ast = parsed?.ok ? parsed.ast : null;
    return { ...toSearchRequest({ sources: ['*'], pageSize: 100 }, ast, VIEWER), asOf };
  };
  const titlesAsOf = async (link: string, asOf: Date) =>
    (await search.searchPage(asOfRequest(asOf))).filter((a) => a.link === link).map((a) => a.title);

  it.skipIf(skip)(
    'as of a version’s time shows exactly that version, and before the first sighting nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WORDS), versions, async (firstWord, later) => {
          run += 1;
          const link = `https://www.wire.example/as-of/${run}`;
          const article: ArticleInput = {
            ...BASE,
            link,
            title: `${firstWord} version 0`,
            firstSeenAt: new Date(FIRST_SEEN),
          };
          await writeArticle(db, article, { at: new Date(FIRST_SEEN) });
          const timeline = [{ at: FIRST_SEEN, title: article.title, word: firstWord }];
          let at = FIRST_SEEN;
          for (const [i, { gap, word }] of later.entries()) {
            at += gap;
            const title = `${word} version ${i + 1}`;
            await writeArticle(db, { ...article, title }, { at: new Date(at) });
            timeline.push({ at, title, word });
          }
          expect(await titlesAsOf(link, new Date(FIRST_SEEN - 1))).toEqual([]);
          expect(await search.findByLink(link, VIEWER, new Date(FIRST_SEEN - 1))).toBeNull();
          for (const [i, version] of timeline.entries()) {
            const next = timeline[i + 1]?.at ?? version.at + 86_400_000;
            for (const instant of [version.at, next - 1]) {
              expect(await titlesAsOf(link, new Date(instant))).toEqual([version.title]);
              expect((await search.findByLink(link, VIEWER, new Date(instant)))?.title).toBe(version.title);
              // The query text matches the title current then, not today's.
              const found = await search.searchPage(asOfRequest(new Date(instant), `title:${version.word}`));
              expect(found.filter((a) => a.link === link).map((a) => a.title)).toEqual([version.title]);
            }
          }
          const latest = timeline[timeline.length - 1];
          expect((await search.findByLink(link, VIEWER))?.title).toBe(latest?.title);
        }),
        { numRuns: engine === 'pglite' ? 12 : 20 },
      );
    },
    300_000,
  );

  it.skipIf(skip)(
    'a relink to the current canonical form is a version: as of before it, the old link',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          versions,
          fc.integer({ min: 1, max: 86_400_000 }),
          versions,
          async (before, gap, after) => {
            run += 1;
            // A word of this run only, in every version's title, so the search finds this article alone.
            const marker = `relinkrun${run}x`;
            const raw = `https://www.wire.example/relink/${run}?k=`;
            const link = canonicalizeLink(raw) ?? '';
            const legacy = legacyCanonicalLink(raw) ?? '';
            expect(legacy).not.toBe(link);
            const article: ArticleInput = {
              ...BASE,
              link: legacy,
              title: `${marker} v0`,
              firstSeenAt: new Date(FIRST_SEEN),
            };
            await writeArticle(db, article, { at: new Date(FIRST_SEEN) });
            const timeline = [{ at: FIRST_SEEN, link: legacy, title: article.title }];
            let at = FIRST_SEEN;
            const revise = async (stored: string, steps: typeof before) => {
              for (const { gap: step, word } of steps) {
                at += step;
                const title = `${marker} ${word} v${timeline.length}`;
                await writeArticle(db, { ...article, link: stored, title }, { at: new Date(at) });
                timeline.push({ at, link: stored, title });
              }
            };
            await revise(legacy, before);
            at += gap;
            expect(await relinkArticle(db, legacy, link, new Date(at))).toBe(true);
            timeline.push({ at, link, title: timeline[timeline.length - 1]?.title ?? '' });
            await revise(link, after);

            for (const [i, version] of timeline.entries()) {
              const next = timeline[i + 1]?.at ?? version.at + 86_400_000;
              for (const instant of [version.at, next - 1]) {
                const found = await search.searchPage(asOfRequest(new Date(instant), marker));
                expect(found.map((a) => [a.link, a.title])).toEqual([[version.link, version.title]]);
                const byLink = await search.findByLink(raw, VIEWER, new Date(instant));
                expect(byLink?.link).toBe(version.link);
              }
            }
            expect((await search.findByLink(raw, VIEWER))?.link).toBe(link);
          },
        ),
        { numRuns: engine === 'pglite' ? 10 : 20 },
      );
    },
    300_000,
  );

  it.skipIf(skip)('a relink onto a link already stored moves nothing and keeps no version', async () => {
    const t0 = Date.parse('2026-07-01T00:00:00.000Z');
    const raw = 'https://www.wire.example/relink/taken?k=';
    const link = canonicalizeLink(raw) ?? '';
    const legacy = legacyCanonicalLink(raw) ?? '';
    const base = { ...BASE, firstSeenAt: new Date(t0) };
    await writeArticle(db, { ...base, link: legacy, title: 'relinktaken old form' }, { at: new Date(t0) });
    await writeArticle(db, { ...base, link, title: 'relinktaken current form' }, { at: new Date(t0) });
    expect(await relinkArticle(db, legacy, link, new Date(t0 + 1_000))).toBe(false);
    const titles = async (asOf: number) =>
      (await search.searchPage(asOfRequest(new Date(asOf), 'relinktaken')))
        .map((a) => [a.link, a.title])
        .sort();
    const both = [
      [link, 'relinktaken current form'],
      [legacy, 'relinktaken old form'],
    ].sort();
    expect(await titles(t0 + 500)).toEqual(both);
    expect(await titles(t0 + 2_000)).toEqual(both);
  });

  it.skipIf(skip)('counts only the world as of then', async () => {
    const link = 'https://www.wire.example/as-of/count';
    const at = Date.parse('2026-05-01T00:00:00.000Z');
    const marker = 'xylophonist';
    await writeArticle(
      db,
      { ...BASE, link, title: `${marker} first`, firstSeenAt: new Date(at) },
      { at: new Date(at) },
    );
    await writeArticle(db, { ...BASE, link, title: 'corrected headline' }, { at: new Date(at + 1_000) });
    const count = (asOf: number) => search.countMatches(asOfRequest(new Date(asOf), marker), 100);
    expect(await count(at - 1)).toBe(0);
    expect(await count(at)).toBe(1);
    expect(await count(at + 999)).toBe(1);
    expect(await count(at + 1_000)).toBe(0);
  });

  it.skipIf(skip)('keeps a version for a bulk insert, a move and a re-enrichment', async () => {
    const t0 = Date.parse('2026-06-01T00:00:00.000Z');
    const from = 'https://www.wire.example/as-of/bulk';
    const to = 'https://www.wire.example/as-of/moved';
    const input = { ...BASE, link: from, title: 'bulk first', firstSeenAt: new Date(t0) };
    const [stored] = await insertNewArticles(db, [{ input, at: new Date(t0) }]);
    expect(stored).toBeDefined();
    await moveArticle(db, from, to, new Date(t0 + 1_000));
    const before = Date.now();
    await updateEnrichment(db, stored?.id ?? -1, {
      ...input,
      link: to,
      sentiment: 'negative',
      confidence: 0.99,
    });
    expect((await search.findByLink(to, VIEWER, new Date(t0)))?.link).toBe(from);
    expect((await search.findByLink(from, VIEWER, new Date(t0 + 1_000)))?.link).toBe(to);
    const beforeEnrichment = await search.findByLink(to, VIEWER, new Date(before - 1));
    expect(beforeEnrichment?.sentiment).toBe(BASE.sentiment);
    const now = await search.findByLink(to, VIEWER, new Date());
    expect(now?.sentiment).toBe('negative');
  });
});
