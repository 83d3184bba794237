/**
 * /v2/saved-searches over real HTTP on both engines: create, list, read, patch, delete; the exact 400, 403 and
 * 404 bodies (validation, a search the search route would refuse, the per-key count, another key's id); the dry
 * run of a saved and an unsaved search over the last 7 days; the repo reads the MCP side uses; one quota unit
 * per call, like every REST call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRY_RUN_SAMPLE_SIZE,
  ERROR_TEXT,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_TEXT,
  VALIDATION_TEXT,
  type AccountResponse,
  type DryRunResponse,
  type SavedSearch,
  type SavedSearchListResponse,
} from '../../contract';
import type { ArticleInput } from '../model/article';
import { writeArticle } from '../store/articles-repo';
import { createApiKey } from '../store/keys-repo';
import { getSavedSearch, listSavedSearches } from '../store/saved-searches-repo';
import { ENGINES } from '../testing/engines';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { apiClient } from '../testing/http-client';
import { plansWithoutBurst, startTestService, type TestService } from '../testing/test-service';

type One = { status: 'ok'; savedSearch: SavedSearch };
const DAY = 24 * 3600_000;

function send(service: TestService, key: string, method: string, path: string, body?: unknown) {
  return fetch(`${service.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => {
    const text = await r.text();
    return { status: r.status, body: text ? (JSON.parse(text) as unknown) : null };
  });
}

const bad = (...message: unknown[]) => ({ statusCode: 400, message, error: 'Bad Request' });

/** Recent articles for the dry run: `daysAgo` before now, AAPL, with this sentiment. */
function recent(slug: string, daysAgo: number, sentiment: 'negative' | 'positive'): ArticleInput {
  const base = FIXTURE_ARTICLES[0] as ArticleInput;
  return {
    ...base,
    link: `https://www.wire.example/dry-run/${slug}`,
    title: `Dry run ${slug}`,
    publishDate: new Date(Date.now() - daysAgo * DAY),
    sentiment,
    confidence: 0.9,
  };
}

describe.each(ENGINES)('/v2/saved-searches ($engine)', ({ engine, skip }) => {
  let service: TestService;
  let pro: string;
  let enterprise: string;

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: plansWithoutBurst() });
    pro = service.keys.pro as string;
    enterprise = service.keys.enterprise as string;
    const articles = [
      recent('neg-1', 1, 'negative'),
      recent('neg-2', 2, 'negative'),
      recent('neg-3', 3, 'negative'),
      recent('pos-1', 1, 'positive'),
      recent('neg-old', 10, 'negative'),
      ...Array.from({ length: 6 }, (_, i) => recent(`neg-more-${i}`, 4 + i / 10, 'negative')),
    ];
    for (const article of articles) await writeArticle(service.db, article);
  });
  afterAll(async () => {
    if (!skip) await service.close();
  });

  it.skipIf(skip)('creates, lists, reads, patches and deletes a saved search', async () => {
    const created = await send(service, pro, 'POST', '/v2/saved-searches', {
      name: '  Negative Apple  ',
      search: { query: 'iphone', tickers: ['AAPL'], sentiments: ['negative'], minConfidence: 0.6, page: '2' },
      range: '24h',
      ignored: true,
    });
    expect(created.status).toBe(201);
    const saved = (created.body as One).savedSearch;
    expect(saved).toMatchObject({
      name: 'Negative Apple',
      search: { query: 'iphone', tickers: ['AAPL'], sentiments: ['negative'], minConfidence: 0.6, page: 2 },
      range: '24h',
    });
    expect(saved.id).toMatch(/^\d+$/);
    expect(saved.createdAt).toBe(saved.updatedAt);

    const list = await send(service, pro, 'GET', '/v2/saved-searches');
    expect(list).toEqual({ status: 200, body: { status: 'ok', savedSearches: [saved] } });
    expect(await send(service, pro, 'GET', `/v2/saved-searches/${saved.id}`)).toEqual({
      status: 200,
      body: { status: 'ok', savedSearch: saved },
    });

    const renamed = await send(service, pro, 'PATCH', `/v2/saved-searches/${saved.id}`, {
      name: 'Apple, negative',
      search: { tickers: ['AAPL'], from: '2025-01-01', language: null },
      range: null,
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as One).savedSearch).toMatchObject({
      id: saved.id,
      name: 'Apple, negative',
      search: { tickers: ['AAPL'], from: '2025-01-01' },
      range: null,
      createdAt: saved.createdAt,
    });
    expect((renamed.body as One).savedSearch.search).not.toHaveProperty('language');

    expect(await send(service, pro, 'DELETE', `/v2/saved-searches/${saved.id}`)).toEqual({
      status: 204,
      body: null,
    });
    const gone = { status: 404, body: { statusCode: 404, message: SAVED_SEARCH_TEXT.notFound } };
    expect(await send(service, pro, 'GET', `/v2/saved-searches/${saved.id}`)).toEqual(gone);
    expect(await send(service, pro, 'DELETE', `/v2/saved-searches/${saved.id}`)).toEqual(gone);
    expect((await send(service, pro, 'GET', '/v2/saved-searches')).body).toEqual({
      status: 'ok',
      savedSearches: [],
    });
  });

  it.skipIf(skip)('refuses invalid bodies with 400 and the exact texts', async () => {
    const post = (body: unknown) => send(service, pro, 'POST', '/v2/saved-searches', body);
    expect(await post({ search: {} })).toEqual({ status: 400, body: bad(VALIDATION_TEXT.string('name')) });
    expect(await post({ name: '   ' })).toEqual({ status: 400, body: bad(VALIDATION_TEXT.notEmpty('name')) });
    expect(await post({ name: 'x'.repeat(201) })).toEqual({
      status: 400,
      body: bad(SAVED_SEARCH_TEXT.nameLength),
    });
    expect(await post({ name: 'a', search: ['AAPL'] })).toEqual({
      status: 400,
      body: bad(VALIDATION_TEXT.jsonObject('search')),
    });
    expect(await post({ name: 'a', search: { pageSize: 0, tickers: 'AAPL' } })).toEqual({
      status: 400,
      body: bad(VALIDATION_TEXT.array('tickers'), VALIDATION_TEXT.min('pageSize', 1)),
    });
    expect(await post({ name: 'a', range: '7 days' })).toEqual({
      status: 400,
      body: bad(SAVED_SEARCH_TEXT.range),
    });
    expect(await post({ name: 'a', range: '7d', search: { from: '2025-01-01' } })).toEqual({
      status: 400,
      body: bad(SAVED_SEARCH_TEXT.rangeWithDates),
    });
    expect(await post([])).toEqual({ status: 400, body: bad(VALIDATION_TEXT.bodyObject) });
    expect(await post({ name: 'a', search: { query: 'AND' } })).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: [{ property: 'query' }] },
    });
    const free = service.keys.free as string;
    expect(
      await send(service, free, 'POST', '/v2/saved-searches', {
        name: 'a',
        search: { includeContent: true },
      }),
    ).toEqual({ status: 403, body: { statusCode: 403, message: ERROR_TEXT.contentForbidden } });

    // A patch whose result would hold a range and dates together is refused; nothing is changed.
    const dated = (await post({ name: 'dated', search: { from: '2025-01-01' } })).body as One;
    const path = `/v2/saved-searches/${dated.savedSearch.id}`;
    expect(await send(service, pro, 'PATCH', path, { range: '7d' })).toEqual({
      status: 400,
      body: bad(SAVED_SEARCH_TEXT.rangeWithDates),
    });
    expect(await send(service, pro, 'PATCH', path, { search: { query: 'OR OR' } })).toMatchObject({
      status: 400,
      body: { message: [{ property: 'query' }] },
    });
    expect(await send(service, pro, 'PATCH', path, { name: 7 })).toEqual({
      status: 400,
      body: bad(VALIDATION_TEXT.string('name')),
    });
    expect(((await send(service, pro, 'GET', path)).body as One).savedSearch).toEqual(dated.savedSearch);
    await send(service, pro, 'DELETE', path);
  });

  it.skipIf(skip)("keeps each key to its own: another key's id and a malformed id are 404", async () => {
    const mine = ((await send(service, pro, 'POST', '/v2/saved-searches', { name: 'mine' })).body as One)
      .savedSearch;
    const notFound = { status: 404, body: { statusCode: 404, message: SAVED_SEARCH_TEXT.notFound } };
    for (const id of [mine.id, '0', 'abc', '99999999']) {
      for (const [method, path, body] of [
        ['GET', `/v2/saved-searches/${id}`],
        ['PATCH', `/v2/saved-searches/${id}`, { name: 'taken' }],
        ['DELETE', `/v2/saved-searches/${id}`],
        ['POST', `/v2/saved-searches/${id}/dry-run`],
      ] as const) {
        expect(await send(service, enterprise, method, path, body)).toEqual(notFound);
      }
    }
    expect(
      ((await send(service, enterprise, 'GET', '/v2/saved-searches')).body as SavedSearchListResponse)
        .savedSearches,
    ).toEqual([]);
    expect(
      ((await send(service, pro, 'GET', `/v2/saved-searches/${mine.id}`)).body as One).savedSearch.name,
    ).toBe('mine');

    // The reads the MCP resources use: the key's own, never another's.
    const rows = await service.db.query<{ key_id: number | string }>(
      'SELECT key_id FROM saved_searches WHERE id = $1',
      [Number(mine.id)],
    );
    const owner = Number(rows[0]?.key_id);
    expect((await listSavedSearches(service.db, owner)).map((s) => s.name)).toEqual(['mine']);
    expect(await getSavedSearch(service.db, owner, Number(mine.id))).toMatchObject({
      name: 'mine',
      range: null,
    });
    expect(await getSavedSearch(service.db, owner + 1000, Number(mine.id))).toBeNull();
    await send(service, pro, 'DELETE', `/v2/saved-searches/${mine.id}`);
  });

  it.skipIf(skip)('stops at the per-key count with 403, racing creates included', async () => {
    const { key } = await createApiKey(service.db, { name: 'many', plan: 'pro' });
    const made = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 2 }, (_, i) =>
        send(service, key, 'POST', '/v2/saved-searches', { name: `s${i}` }),
      ),
    );
    expect(made.filter((r) => r.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(made.filter((r) => r.status === 403).map((r) => r.body)).toEqual(
      Array.from({ length: 2 }, () => ({
        statusCode: 403,
        message: SAVED_SEARCH_TEXT.limitReached(MAX_SAVED_SEARCHES),
      })),
    );
    const list = (await send(service, key, 'GET', '/v2/saved-searches')).body as SavedSearchListResponse;
    expect(list.savedSearches).toHaveLength(MAX_SAVED_SEARCHES);
    // Another key is not held to this one's count.
    expect((await send(service, pro, 'POST', '/v2/saved-searches', { name: 'still' })).status).toBe(201);
  });

  it.skipIf(skip)('dry-runs a saved search over the last 7 days: the count and the newest few', async () => {
    const saved = (
      (
        await send(service, enterprise, 'POST', '/v2/saved-searches', {
          name: 'negative apple',
          // Its own dates, paging and order give way to the window.
          search: {
            tickers: ['AAPL'],
            sentiments: ['negative'],
            from: '2020-01-01',
            pageSize: 1,
            order: 'ASC',
          },
        })
      ).body as One
    ).savedSearch;
    const before = Date.now();
    const run = await send(service, enterprise, 'POST', `/v2/saved-searches/${saved.id}/dry-run`);
    expect(run.status).toBe(200);
    const body = run.body as DryRunResponse;
    // neg-1, neg-2, neg-3 and six more; neg-old (10 days) and pos-1 are outside.
    expect(body).toMatchObject({ status: 'ok', total: 9, totalExact: true });
    expect(body.articles.map((a) => a.title)).toEqual(
      ['neg-1', 'neg-2', 'neg-3', 'neg-more-0', 'neg-more-1'].map((s) => `Dry run ${s}`),
    );
    expect(body.articles).toHaveLength(DRY_RUN_SAMPLE_SIZE);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(7 * DAY);
    expect(Date.parse(body.to)).toBeGreaterThanOrEqual(before - 1_000);

    const unsaved = await send(service, enterprise, 'POST', '/v2/saved-searches/dry-run', {
      search: { tickers: ['AAPL'], sentiments: ['positive'], query: 'Dry', language: null },
    });
    expect(unsaved.status).toBe(200);
    expect(unsaved.body).toMatchObject({ total: 1, articles: [{ title: 'Dry run pos-1' }] });

    expect(
      await send(service, enterprise, 'POST', '/v2/saved-searches/dry-run', {
        search: { sentiments: ['bad'] },
      }),
    ).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request' } });
    const free = service.keys.free as string;
    expect(
      await send(service, free, 'POST', '/v2/saved-searches/dry-run', { search: { includeContent: true } }),
    ).toEqual({ status: 403, body: { statusCode: 403, message: ERROR_TEXT.contentForbidden } });
  });

  it.skipIf(skip)('counts one unit of the quota per call, like the webhooks API', async () => {
    const { key } = await createApiKey(service.db, { name: 'metered', plan: 'pro' });
    const used = async () =>
      ((await apiClient(service.url, key).get<AccountResponse>('/v2/account')).body as AccountResponse).usage
        .used;
    const start = await used();
    await send(service, key, 'GET', '/v2/saved-searches');
    await send(service, key, 'POST', '/v2/saved-searches/dry-run', {});
    expect(await used()).toBe(start + 2);
  });
});
