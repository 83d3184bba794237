/**
 * GET /v2/changes over real HTTP on both engines: order, paging by nextCursor (also while other connections
 * write), filters that agree with search, revisions and removals with includeUpdates, removals kept to the
 * key that could see the article, the 400s (parameters, expired and unknown cursors) and one quota unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangesPageV2, type ChangeV2 } from '../../../contract';
import { pruneChanges } from '../../feed/change-retention';
import { deleteArticlesFrom } from '../../store/articles-repo';
import { writeArticle } from '../../store/articles-repo';
import { createApiKey } from '../../store/keys-repo';
import { ENGINES } from '../../testing/engines';
import { FIXTURE_ARTICLES, FIXTURE_REVISIONS } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';
import { testArticle } from '../../testing/test-article';

const input = (title: string, source = 'www.wire.example') => testArticle(title, { source });

const linkOf = (c: ChangeV2) => (c.kind === 'removed' ? c.link : c.article.link);

describe.each(ENGINES)('GET /v2/changes [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const changes = (query: Record<string, string> = {}, plan = 'pro') =>
    apiClient(service.url, service.keys[plan]).get<unknown>('/v2/changes', query);
  const page = async (query: Record<string, string> = {}, plan = 'pro') => {
    const res = await changes(query, plan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ChangesPageV2.parse(res.body);
  };
  /** Every matching change after `after`, following nextCursor until hasMore is false. */
  const all = async (query: Record<string, string>, after = 0) => {
    const out: ChangeV2[] = [];
    let cursor = after;
    for (;;) {
      const p = await page({ ...query, after: String(cursor) });
      out.push(...p.changes);
      cursor = p.nextCursor;
      if (!p.hasMore) return { changes: out, cursor };
    }
  };

  beforeAll(async () => {
    if (!skip) service = await startTestService({ engine, plans: plansWithoutBurst() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)(
    'lists new articles in cursor order, in the search shape, and pages by nextCursor',
    async () => {
      const first = await page();
      // The default source set, as in search: the opt-in source's article is left out.
      const english = FIXTURE_ARTICLES.filter(
        (a) => a.language === 'en' && a.source !== 'optin.niche.example',
      );
      expect(first.changes.map(linkOf)).toEqual(english.map((a) => a.link));
      expect(first.changes.every((c) => c.kind === 'created')).toBe(true);
      const cursors = first.changes.map((c) => c.cursor);
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
      expect(first.hasMore).toBe(false);
      const apple = first.changes.find((c) => c.kind === 'created' && c.article.title.startsWith('Apple'));
      expect(apple?.kind === 'created' && apple.article).not.toHaveProperty('companies');
      // Small pages, followed by nextCursor, give the same changes.
      const paged: ChangeV2[] = [];
      let cursor = 0;
      for (;;) {
        const p = await page({ after: String(cursor), limit: '2' });
        expect(p.changes.length).toBeLessThanOrEqual(2);
        paged.push(...p.changes);
        cursor = p.nextCursor;
        if (!p.hasMore) break;
      }
      expect(paged).toEqual(first.changes);
    },
  );

  it.skipIf(skip)('filters as a search with the same filters does', async () => {
    for (const filters of [
      { tickers: ['AAPL'] },
      { query: 'ticker:NVDA OR apple' },
      { countries: ['DE'], language: 'de' },
      { sentiments: ['negative'] },
      { sentiments: ['positive', 'neutral'], minConfidence: 0.9 },
    ]) {
      const search = await apiClient(service.url, service.keys.pro).post<{ articles: { link: string }[] }>(
        '/v2/articles',
        { ...filters, pageSize: 100 },
      );
      const query = Object.fromEntries(
        Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      const feed = await all(query);
      expect(feed.changes.map(linkOf).sort(), JSON.stringify(filters)).toEqual(
        search.body.articles.map((a) => a.link).sort(),
      );
      expect(feed.changes.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(skip)('adds revisions with includeUpdates', async () => {
    const revised = (await all({ includeUpdates: 'true', language: 'en' })).changes.filter(
      (c) => c.kind === 'revised',
    );
    const expected = FIXTURE_REVISIONS.filter(
      (r) => FIXTURE_ARTICLES.find((a) => a.link === r.link)?.language === 'en',
    );
    expect(revised.map(linkOf)).toEqual(expected.map((r) => r.link));
  });

  it.skipIf(skip)('tells a removal of a custom source only to the key whose source it was', async () => {
    const owner = await createApiKey(service.db, { name: 'owner', plan: 'pro' });
    const other = service.keys.pro;
    const domain = `removed-${engine}.example`;
    const start = (await page({ sources: '*', includeUpdates: 'true', after: '0', limit: '1000' }))
      .nextCursor;
    const written = await writeArticle(service.db, input('Soon gone', domain));
    await deleteArticlesFrom(service.db, domain, owner.record.id);
    const seenBy = async (key: string | undefined) =>
      ChangesPageV2.parse(
        (
          await apiClient(service.url, key).get('/v2/changes', {
            after: String(start),
            includeUpdates: 'true',
            sources: '*',
          })
        ).body,
      ).changes.filter((c) => c.kind === 'removed');
    expect(await seenBy(owner.key)).toEqual([
      expect.objectContaining({ kind: 'removed', link: written.article?.link }),
    ]);
    expect(await seenBy(other)).toEqual([]);
  });

  it.skipIf(skip)('pages without a gap or duplicate while other connections write', async () => {
    const start = (await all({ sources: '*' })).cursor;
    const titles = Array.from({ length: 30 }, (_, i) => `Concurrent ${engine} ${i}`);
    const writers = Promise.all(
      [0, 1, 2].map(async (w) => {
        for (let i = w; i < titles.length; i += 3) await writeArticle(service.db, input(titles[i] ?? ''));
      }),
    );
    const seen: ChangeV2[] = [];
    let cursor = start;
    let writing = true;
    void writers.then(() => (writing = false));
    for (;;) {
      const done = !writing;
      const p = await page({ sources: '*', after: String(cursor), limit: '4' });
      seen.push(...p.changes);
      cursor = p.nextCursor;
      if (done && !p.hasMore) break;
    }
    await writers;
    const seenTitles = seen.map((c) => (c.kind === 'created' ? c.article.title : ''));
    expect(new Set(seenTitles).size).toBe(seen.length);
    expect(seenTitles.sort()).toEqual([...titles].sort());
  });

  it.skipIf(skip)('answers 400 for bad parameters and for cursors it cannot resume from', async () => {
    for (const [query, text] of [
      [{ limit: '0' }, 'limit must not be less than 1'],
      [{ limit: '1001' }, 'limit must not be greater than 1000'],
      [{ after: 'x' }, 'after must be an integer number'],
      [{ after: '-1' }, 'after must not be less than 0'],
      [{ includeUpdates: 'maybe' }, 'includeUpdates must be a boolean value'],
      [{ minConfidence: '1.5' }, 'minConfidence must not be greater than 1'],
    ] as const) {
      const res = await changes(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: [text], error: 'Bad Request' });
    }
    expect((await changes({ query: 'AND (' })).status).toBe(400);
    const ahead = await changes({ after: '999999' });
    expect(ahead.status).toBe(400);
    expect(ahead.body).toMatchObject({
      statusCode: 400,
      message: [expect.stringContaining('ahead of the change log')],
    });
    expect((await changes({ includeContent: 'true' }, 'pro')).status).toBe(403);
  });

  it.skipIf(skip)(
    'answers 400, never a silent gap, once retention removed what the cursor has not seen',
    async () => {
      const latest = (await all({ sources: '*' })).cursor;
      await pruneChanges(service.db, { maxAgeMs: 86_400_000, maxChanges: 2 });
      const res = await changes({ after: '0' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: [expect.stringContaining(`the oldest change kept has cursor ${latest - 1}`)],
        error: 'Bad Request',
      });
      expect((await changes({ after: String(latest - 2), sources: '*' })).status).toBe(200);
      // Without after: from the oldest change kept.
      expect((await page({ sources: '*' })).changes.map((c) => c.cursor)).toEqual([latest - 1, latest]);
    },
  );
});

describe.each(ENGINES)('GET /v2/changes quota [$engine]', ({ engine, skip }) => {
  let service: TestService;
  beforeAll(async () => {
    if (skip) return;
    const plans = plansWithoutBurst();
    const pro = plans.pro;
    if (!pro) throw new Error('no pro plan');
    service = await startTestService({ engine, plans: { ...plans, pro: { ...pro, monthlyQuota: 2 } } });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip)('counts one unit per call', async () => {
    const client = apiClient(service.url, service.keys.pro);
    expect((await client.get('/v2/changes', { limit: '1' })).status).toBe(200);
    expect((await client.get('/v2/changes', { limit: '1000' })).status).toBe(200);
    expect((await client.get('/v2/changes')).status).toBe(429);
  });
});
