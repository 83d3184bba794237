/**
 * The saved-search seam against an in-memory repository with the saved-search repo's signatures: a key's saved
 * searches listed as resources, each read by its URI for that key only, its filters taken from the saved body
 * (paging, dates and order left out) and watchable as any search is.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/key-resolver';
import { loadPlans } from '../../config/plans';
import type { Queryable } from '../../store/db';
import { savedSearchQueries, type SavedSearchRecord, type SavedSearchRepo } from './saved-search-queries';
import { searchTemplateQueries } from './search-template';
import { combineWatchableQueries } from './watchable-queries';
import { prepareWatch } from './watched-filter';

const db: Queryable = {
  query: async () => {
    throw new Error('the fake repository never reaches the store');
  },
  exec: async () => undefined,
};

function fakeRepo(byKey: Record<number, SavedSearchRecord[]>) {
  const asked: string[] = [];
  const repo: SavedSearchRepo = {
    listSavedSearches: async (_db, keyId) => byKey[keyId] ?? [],
    getSavedSearch: async (_db, keyId, id) => {
      asked.push(`${keyId}/${id}`);
      return (byKey[keyId] ?? []).find((s) => String(s.id) === id) ?? null;
    },
  };
  return { repo, asked };
}

const NVDA_NEGATIVE: SavedSearchRecord = {
  id: 7,
  name: 'NVDA bad news',
  search: {
    query: 'ticker:NVDA',
    sentiments: ['negative'],
    minConfidence: 0.8,
    page: 3,
    pageSize: 50,
    from: '2025-01-01',
    order: 'ASC',
    includeEntities: true,
    language: null,
  },
};

const caller = (id: number): Caller => ({
  key: { id, name: 'k', plan: 'pro', prefix: 'nr_x', createdAt: new Date(), revokedAt: null },
  planName: 'pro',
  plan: loadPlans().pro as Caller['plan'],
});

describe('saved searches as resources', () => {
  it('lists the key’s saved searches with their filters only', async () => {
    const { repo } = fakeRepo({ 1: [NVDA_NEGATIVE], 2: [{ id: 'x', name: 'other', search: {} }] });
    const queries = savedSearchQueries(db, repo);
    expect(await queries.list(1)).toEqual([
      {
        uri: 'newsroom://saved-searches/7',
        name: 'NVDA bad news',
        title: 'NVDA bad news',
        description: 'A saved search: its latest matches, newest arrivals first.',
        filters: {
          query: 'ticker:NVDA',
          sentiments: ['negative'],
          minConfidence: 0.8,
          includeEntities: true,
        },
      },
    ]);
    expect(await queries.list(3)).toEqual([]);
  });

  it('gets one by its URI for its own key only, and never asks the store about other URIs', async () => {
    const { repo, asked } = fakeRepo({ 1: [NVDA_NEGATIVE] });
    const queries = savedSearchQueries(db, repo);
    expect((await queries.get(1, 'newsroom://saved-searches/7'))?.name).toBe('NVDA bad news');
    expect(await queries.get(2, 'newsroom://saved-searches/7')).toBeNull();
    expect(await queries.get(1, 'newsroom://saved-searches/8')).toBeNull();
    expect(await queries.get(1, 'newsroom://saved-searches/../7')).toBeNull();
    expect(await queries.get(1, 'newsroom://search?query=x')).toBeNull();
    expect(asked).toEqual(['1/7', '2/7', '1/8']);
  });

  it('sits beside the search template: each URI goes to the source that knows it', async () => {
    const { repo } = fakeRepo({ 1: [NVDA_NEGATIVE] });
    const queries = combineWatchableQueries([searchTemplateQueries(), savedSearchQueries(db, repo)]);
    expect((await queries.list(1)).map((q) => q.uri)).toEqual(['newsroom://saved-searches/7']);
    expect((await queries.get(1, 'newsroom://search?tickers=AAPL,MSFT'))?.filters).toEqual({
      tickers: 'AAPL,MSFT',
    });
    expect((await queries.get(1, 'newsroom://saved-searches/7'))?.uri).toBe('newsroom://saved-searches/7');
    expect(await queries.get(1, 'newsroom://elsewhere')).toBeNull();
  });

  it('a saved search is watched with its filters, its paging and dates left out', async () => {
    const { repo } = fakeRepo({ 1: [NVDA_NEGATIVE] });
    const query = await savedSearchQueries(db, repo).get(1, 'newsroom://saved-searches/7');
    if (!query) throw new Error('the saved search is found');
    const prepared = prepareWatch(query, caller(1));
    if (!prepared.ok) throw new Error(prepared.errors.join('; '));
    expect(prepared.search).toMatchObject({
      sentiments: ['negative'],
      minConfidence: 0.8,
      page: 1,
      pageSize: 20,
      from: null,
      orderBy: 'createdAt',
      order: 'DESC',
    });
    expect(prepared.presentation).toEqual({ includeContent: false, includeCompanies: true, optIn: [] });
    expect(prepared.changes.includeUpdates).toBe(false);
  });

  it('a saved body the plan cannot watch is refused with the REST text', async () => {
    const { repo } = fakeRepo({ 1: [{ id: 9, name: 'full text', search: { includeContent: true } }] });
    const query = await savedSearchQueries(db, repo).get(1, 'newsroom://saved-searches/9');
    if (!query) throw new Error('the saved search is found');
    expect(prepareWatch(query, caller(1))).toEqual({
      ok: false,
      errors: [expect.stringMatching(/content/i)],
    });
  });
});
