import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { createArticleSearch, type ArticleSearch } from '../search/article-search';
import { toSearchRequest } from '../search/search-request';
import { dropSource } from '../sources/save-source';
import { parseQuery } from '../../query';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { openMigratedStore } from '../testing/migrated-store';
import { deleteArticlesFrom, writeArticle } from './articles-repo';
import type { Db } from './db';
import { createApiKey } from './keys-repo';
import { saveSourceRecord } from './sources-repo';

const BASE = FIXTURE_ARTICLES[0] as ArticleInput;
const T0 = Date.parse('2026-04-01T00:00:00.000Z');
const REVISED = T0 + 60_000;

describe.each(ENGINES)('deleted articles as of before their deletion [$engine]', ({ engine, skip }) => {
  let db: Db;
  let search: ArticleSearch;
  let owner: number;
  let other: number;
  beforeAll(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    search = createArticleSearch(db);
    owner = (await createApiKey(db, { name: 'tombstone-owner', plan: 'pro' })).record.id;
    other = (await createApiKey(db, { name: 'tombstone-other', plan: 'pro' })).record.id;
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  const request = (viewer: number, query: string, asOf?: number) => {
    const parsed = parseQuery(query);
    const ast = parsed.ok ? parsed.ast : null;
    const req = toSearchRequest({ sources: ['*'], pageSize: 100 }, ast, viewer);
    return asOf === undefined ? req : { ...req, asOf: new Date(asOf) };
  };
  const found = async (viewer: number, query: string, asOf?: number) =>
    (await search.searchPage(request(viewer, query, asOf))).map((a) => [a.source, a.title]);
  const count = (viewer: number, query: string, asOf?: number) =>
    search.countMatches(request(viewer, query, asOf), 100);

  /** An article first seen at T0, revised at REVISED (its title word `marker` in both versions). */
  const writeRevised = async (link: string, source: string, marker: string) => {
    const article = { ...BASE, link, source, title: `${marker} first`, firstSeenAt: new Date(T0) };
    await writeArticle(db, article, { at: new Date(T0) });
    await writeArticle(db, { ...article, title: `${marker} corrected` }, { at: new Date(REVISED) });
  };

  it.skipIf(skip)(
    'a removed custom source: its account finds each version as of then, no other key ever does',
    async () => {
      const domain = 'blog.tombstone-custom.example';
      const link = `https://${domain}/post`;
      await saveSourceRecord(db, { domain, feedUrls: [`https://${domain}/feed`], customForKey: owner });
      await writeRevised(link, domain, 'tombstonecustom');
      const before = Date.now();
      expect((await dropSource(db, domain))?.articlesDeleted).toBe(1);
      const after = Date.now();

      expect(await found(owner, 'tombstonecustom')).toEqual([]);
      expect(await found(owner, 'tombstonecustom', after)).toEqual([]);
      expect(await found(owner, 'tombstonecustom', T0 - 1)).toEqual([]);
      expect(await found(owner, 'tombstonecustom', T0)).toEqual([[domain, 'tombstonecustom first']]);
      expect(await found(owner, 'tombstonecustom', REVISED)).toEqual([[domain, 'tombstonecustom corrected']]);
      expect(await found(owner, 'tombstonecustom', before - 1)).toEqual([
        [domain, 'tombstonecustom corrected'],
      ]);
      expect(await count(owner, 'tombstonecustom', REVISED)).toBe(1);
      expect((await search.findByLink(link, owner, new Date(T0)))?.title).toBe('tombstonecustom first');
      expect(await search.findByLink(link, owner, new Date(after))).toBeNull();
      expect(await search.findByLink(link, owner)).toBeNull();

      for (const asOf of [T0, REVISED, before - 1]) {
        expect(await found(other, 'tombstonecustom', asOf)).toEqual([]);
        expect(await count(other, 'tombstonecustom', asOf)).toBe(0);
        expect(await search.findByLink(link, other, new Date(asOf))).toBeNull();
      }
    },
  );

  it.skipIf(skip)('a shared source’s deleted articles: everyone finds them as of then', async () => {
    const domain = 'www.tombstone-shared.example';
    const link = `https://${domain}/story`;
    await writeRevised(link, domain, 'tombstoneshared');
    const deletedAt = REVISED + 60_000;
    expect(await deleteArticlesFrom(db, domain, null, new Date(deletedAt))).toBe(1);
    for (const viewer of [owner, other]) {
      expect(await found(viewer, 'tombstoneshared', REVISED)).toEqual([
        [domain, 'tombstoneshared corrected'],
      ]);
      expect(await found(viewer, 'tombstoneshared', deletedAt - 1)).toHaveLength(1);
      expect(await found(viewer, 'tombstoneshared', deletedAt)).toEqual([]);
      expect((await search.findByLink(link, viewer, new Date(T0)))?.title).toBe('tombstoneshared first');
      expect(await search.findByLink(link, viewer, new Date(deletedAt))).toBeNull();
    }
  });

  it.skipIf(skip)(
    'a custom source’s article taken over by a shared source: its account sees the custom one before, each key one after',
    async () => {
      const custom = 'blog.tombstone-held.example';
      const shared = 'www.tombstone-takeover.example';
      const link = `https://${shared}/scoop`;
      await saveSourceRecord(db, {
        domain: custom,
        feedUrls: [`https://${custom}/feed`],
        customForKey: owner,
      });
      await writeRevised(link, custom, 'tombstoneheld');
      const takeover = REVISED + 60_000;
      const outcome = await writeArticle(
        db,
        { ...BASE, link, source: shared, title: 'tombstoneheld shared' },
        { at: new Date(takeover) },
      );
      expect(outcome.kind).toBe('created');

      expect(await found(owner, 'tombstoneheld', REVISED)).toEqual([[custom, 'tombstoneheld corrected']]);
      expect(await found(other, 'tombstoneheld', REVISED)).toEqual([]);
      expect((await search.findByLink(link, owner, new Date(T0)))?.source).toBe(custom);
      expect(await search.findByLink(link, other, new Date(T0))).toBeNull();
      for (const viewer of [owner, other]) {
        expect(await found(viewer, 'tombstoneheld', takeover)).toEqual([[shared, 'tombstoneheld shared']]);
        expect(await found(viewer, 'tombstoneheld')).toEqual([[shared, 'tombstoneheld shared']]);
        expect((await search.findByLink(link, viewer, new Date(takeover)))?.source).toBe(shared);
      }
    },
  );
});
