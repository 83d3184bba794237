/**
 * Custom sources over real HTTP: key A's account adds its own feed (through the admin API the CLI
 * uses); A lists it with isCustomSource and finds its articles, key B never sees either, by any
 * parameter of any search surface.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../model/article';
import { SourceListV2, type ArticleStatsResponse } from '../../contract';
import { createMemoryEventBus } from '../events/article-events';
import { httpPipelineAdmin } from '../admin/pipeline-admin';
import { writeArticle } from '../store/articles-repo';
import { createApiKey } from '../store/keys-repo';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

const CUSTOM = 'research.a-desk.example';
/** A word only the articles below contain: one shared (default source) and two of the custom source. */
const TERM = 'quibblefrost';
const ADMIN_TOKEN = 'custom-sources-admin-token';

function article(link: string, source: string, title: string): ArticleInput {
  const base = FIXTURE_ARTICLES[0];
  if (!base) throw new Error('fixture corpus is empty');
  return { ...base, link, source, title, summary: `${title}.`, companies: [] };
}

const SHARED = article(
  'https://www.wire.example/quibblefrost-shared',
  'www.wire.example',
  `Shared ${TERM} note`,
);
const PRIVATE = [
  article(`https://${CUSTOM}/notes/1`, CUSTOM, `Desk ${TERM} memo one`),
  article(`https://${CUSTOM}/notes/2`, CUSTOM, `Desk ${TERM} memo two`),
];
const PRIVATE_LINKS = PRIVATE.map((a) => a.link).sort();

type Page = { articles: { link: string; source: string }[] };

/** Every way a v2 search can name sources. */
const V2_SCOPES: { name: string; body: Record<string, unknown> }[] = [
  { name: 'default sources', body: {} },
  { name: "sources ['*']", body: { sources: ['*'] } },
  { name: 'sources naming it', body: { sources: [CUSTOM] } },
  { name: 'sources naming it and a shared one', body: { sources: [CUSTOM, 'www.wire.example'] } },
  { name: 'optInSources naming it', body: { optInSources: [CUSTOM] } },
  { name: "source: in the query with '*'", body: { sources: ['*'], query: `source:${CUSTOM}` } },
];

describe.each(ENGINES)('custom sources [$engine]', ({ engine, skip }) => {
  let service: TestService;
  let keyA: string;
  let keyB: string;
  const as = (key: string) => apiClient(service.url, key);
  const linksOf = (page: Page, source?: string) =>
    page.articles
      .filter((a) => source === undefined || a.source === source)
      .map((a) => a.link)
      .sort();
  const searchV2 = (key: string, body: Record<string, unknown>) =>
    as(key).post<Page>('/v2/articles', { query: TERM, ...body });

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({
      engine,
      plans: plansWithoutBurst(),
      adminToken: ADMIN_TOKEN,
      events: createMemoryEventBus(),
    });
    const a = await createApiKey(service.db, { name: 'desk-a', plan: 'enterprise' });
    keyA = a.key;
    keyB = (await createApiKey(service.db, { name: 'desk-b', plan: 'enterprise' })).key;
    const admin = httpPipelineAdmin(service.url, ADMIN_TOKEN);
    const saved = await admin.save({
      domain: CUSTOM,
      feedUrls: [`https://${CUSTOM}/feed.xml`],
      forKey: 'desk-a',
    });
    expect(saved).toEqual({ saved: true, domain: CUSTOM, customForKey: a.record.id });
    // What the poller writes for the custom source's feed items (source = its domain).
    for (const item of [SHARED, ...PRIVATE]) await writeArticle(service.db, item);
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)("GET /v2/sources lists it with isCustomSource to its account's key only", async () => {
    const mine = SourceListV2.parse((await as(keyA).get('/v2/sources')).body);
    expect(mine.find((s) => s.domain === CUSTOM)).toEqual({
      domain: CUSTOM,
      isDefaultSource: true,
      originCountry: '',
      languages: ['en'],
      isCustomSource: true,
      isContentAvailable: false,
    });
    expect(mine.filter((s) => s.domain !== CUSTOM).every((s) => !('isCustomSource' in s))).toBe(true);
    const theirs = SourceListV2.parse((await as(keyB).get('/v2/sources')).body);
    expect(theirs.map((s) => s.domain)).toEqual(mine.map((s) => s.domain).filter((d) => d !== CUSTOM));
    expect(theirs.every((s) => !('isCustomSource' in s))).toBe(true);
  });

  it.skipIf(skip)('GET /v1/sources includes it for its account only', async () => {
    expect((await as(keyA).get<string[]>('/v1/sources')).body).toContain(CUSTOM);
    const theirs = await as(keyB).get<string[]>('/v1/sources');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toContain('www.wire.example');
    expect(theirs.body).not.toContain(CUSTOM);
  });

  it.skipIf(skip).each(V2_SCOPES)('POST /v2/articles, $name: found by its account only', async ({ body }) => {
    const mine = await searchV2(keyA, body);
    expect(mine.status).toBe(200);
    expect(linksOf(mine.body, CUSTOM)).toEqual(PRIVATE_LINKS);
    const theirs = await searchV2(keyB, body);
    expect(theirs.status).toBe(200);
    expect(linksOf(theirs.body, CUSTOM)).toEqual([]);
  });

  it.skipIf(skip)('the shared article of the same term reaches both keys', async () => {
    for (const key of [keyA, keyB]) {
      expect(linksOf((await searchV2(key, {})).body, 'www.wire.example')).toEqual([SHARED.link]);
    }
  });

  it.skipIf(skip)('excludeSources removes it for its own account', async () => {
    const page = await searchV2(keyA, { sources: ['*'], excludeSources: [CUSTOM] });
    expect(linksOf(page.body)).toEqual([SHARED.link]);
  });

  it.skipIf(skip)('GET /v2/articles/by-link: 200 for its account, 404 for another', async () => {
    const link = PRIVATE[0]?.link ?? '';
    const mine = await as(keyA).get<{ article: { link: string } }>('/v2/articles/by-link', { link });
    expect(mine.status).toBe(200);
    expect(mine.body.article.link).toBe(link);
    const theirs = await as(keyB).get('/v2/articles/by-link', { link: `${link}?utm_source=x` });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ statusCode: 404, message: 'Article not found' });
  });

  it.skipIf(skip)('POST /v2/articles/stats counts it for its account only', async () => {
    const stats = async (key: string) =>
      (await as(key).post<ArticleStatsResponse>('/v2/articles/stats', { query: TERM, sources: ['*'] })).body;
    const mine = await stats(keyA);
    expect(mine.total).toBe(3);
    expect(mine.topSources).toContainEqual({ source: CUSTOM, count: 2 });
    const theirs = await stats(keyB);
    expect(theirs.total).toBe(1);
    expect(theirs.topSources.map((s) => s.source)).toEqual(['www.wire.example']);
  });

  it.skipIf(skip).each<{ name: string; query: Record<string, string> }>([
    { name: 'default sources', query: {} },
    { name: 'sources naming it', query: { sources: CUSTOM } },
    { name: "sources '*'", query: { sources: '*' } },
  ])('GET /v1/articles and /extended, $name: found by its account only', async ({ query }) => {
    for (const path of ['/v1/articles', '/v1/articles/extended']) {
      const mine = await as(keyA).get<Page>(path, { query: TERM, ...query });
      expect(mine.status).toBe(200);
      expect(linksOf(mine.body, CUSTOM)).toEqual(PRIVATE_LINKS);
      const theirs = await as(keyB).get<Page>(path, { query: TERM, ...query });
      expect(theirs.status).toBe(200);
      expect(linksOf(theirs.body, CUSTOM)).toEqual([]);
    }
  });

  it.skipIf(skip)('disabled, it leaves its account default set but stays searchable by name', async () => {
    const admin = httpPipelineAdmin(service.url, ADMIN_TOKEN);
    expect(await admin.setEnabled(CUSTOM, false)).toBe(true);
    try {
      expect(linksOf((await searchV2(keyA, {})).body, CUSTOM)).toEqual([]);
      expect(linksOf((await searchV2(keyA, { sources: [CUSTOM] })).body)).toEqual(PRIVATE_LINKS);
      expect(linksOf((await searchV2(keyB, { sources: [CUSTOM] })).body)).toEqual([]);
    } finally {
      await admin.setEnabled(CUSTOM, true);
    }
  });

  it.skipIf(skip)('disabled, a source is not listed as a default source (spec 2.3)', async () => {
    const admin = httpPipelineAdmin(service.url, ADMIN_TOKEN);
    const isDefault = async (key: string, domain: string) =>
      SourceListV2.parse((await as(key).get('/v2/sources')).body).find((s) => s.domain === domain)
        ?.isDefaultSource;
    expect(await admin.setEnabled(CUSTOM, false)).toBe(true);
    expect(await admin.setEnabled('www.wire.example', false)).toBe(true);
    try {
      // Neither is served by default any more...
      expect(linksOf((await searchV2(keyA, {})).body)).toEqual([]);
      // ...so neither is listed as served by default.
      expect(await isDefault(keyA, CUSTOM)).toBe(false);
      expect(await isDefault(keyA, 'www.wire.example')).toBe(false);
      expect(await isDefault(keyB, 'www.wire.example')).toBe(false);
    } finally {
      await admin.setEnabled(CUSTOM, true);
      await admin.setEnabled('www.wire.example', true);
    }
    expect(await isDefault(keyA, CUSTOM)).toBe(true);
    expect(await isDefault(keyB, 'www.wire.example')).toBe(true);
  });

  it.skipIf(skip)(
    'a shared source publishing a link its custom feed held first takes it over for everyone',
    async () => {
      const link = 'https://www.wire.example/snorkelwise-scoop';
      const byLink = (key: string) =>
        as(key).get<{ article: { source: string; title: string } }>('/v2/articles/by-link', { link });
      const held = await writeArticle(service.db, article(link, CUSTOM, 'Desk snorkelwise scoop'));
      expect(held.kind).toBe('created');
      expect((await byLink(keyB)).status).toBe(404);

      const published = await writeArticle(
        service.db,
        article(link, 'www.wire.example', 'Wire: snorkelwise scoop'),
      );
      expect(published.kind).toBe('created');
      for (const key of [keyA, keyB]) {
        const res = await byLink(key);
        expect(res.status).toBe(200);
        expect(res.body.article).toMatchObject({
          source: 'www.wire.example',
          title: 'Wire: snorkelwise scoop',
        });
      }
      // From now on the custom feed's sighting of that link is an unchanged re-sighting, like any mirror's.
      expect((await writeArticle(service.db, article(link, CUSTOM, 'Desk snorkelwise scoop, v2'))).kind).toBe(
        'unchanged',
      );
      const mine = SourceListV2.parse((await as(keyA).get('/v2/sources')).body);
      expect(mine.find((s) => s.domain === CUSTOM)?.languages).toEqual(['en']);
    },
  );
});
