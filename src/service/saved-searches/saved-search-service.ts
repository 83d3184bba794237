/**
 * @module A key's saved searches: created (under MAX_SAVED_SEARCHES), listed, read, changed, deleted, and the
 * dry run (what a search would have matched in the last DRY_RUN_DAYS days, a few of the newest shown). A search
 * is checked as POST /v2/articles would check it for the same key before it is stored. No HTTP here: failures
 * are {@link SavedSearchError}s the route words.
 */
import {
  DRY_RUN_DAYS,
  DRY_RUN_SAMPLE_SIZE,
  MAX_RESULT_WINDOW,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_TEXT,
  type SavedSearchCreateBody,
  type SavedSearchPatchBody,
  type SearchArticlesV2Body,
} from '../../contract';
import type { Caller } from '../auth/key-resolver';
import type { ArticleRecord } from '../model/article';
import type { ArticleSearch } from '../search/article-search';
import {
  prepareSearch,
  type SearchPresentation,
  type UnlimitedSearchRefusal,
} from '../search/prepare-search';
import type { Db } from '../store/db';
import {
  deleteSavedSearch,
  getSavedSearch,
  insertSavedSearchWithinLimit,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearchChanges,
  type SavedSearchRecord,
} from '../store/saved-searches-repo';

export type SavedSearchFailure =
  | { code: 'refused'; refusal: UnlimitedSearchRefusal }
  | { code: 'invalid'; text: string }
  | { code: 'limit'; text: string }
  | { code: 'not_found'; text: string };

export class SavedSearchError extends Error {
  constructor(readonly failure: SavedSearchFailure) {
    super(`saved searches: ${failure.code}`);
  }
}

const notFound = () => new SavedSearchError({ code: 'not_found', text: SAVED_SEARCH_TEXT.notFound });

/** Ids are positive integers; anything else names no saved search. */
export function parseSavedSearchId(id: string): number | null {
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
}

export interface DryRunResult {
  from: Date;
  to: Date;
  total: number;
  totalExact: boolean;
  articles: ArticleRecord[];
  presentation: SearchPresentation;
}

export interface SavedSearchService {
  list(caller: Caller): Promise<SavedSearchRecord[]>;
  get(caller: Caller, id: string): Promise<SavedSearchRecord>;
  create(caller: Caller, body: SavedSearchCreateBody): Promise<SavedSearchRecord>;
  update(caller: Caller, id: string, patch: SavedSearchPatchBody): Promise<SavedSearchRecord>;
  remove(caller: Caller, id: string): Promise<void>;
  /** An unsaved search's dry run. */
  dryRun(caller: Caller, search: SearchArticlesV2Body): Promise<DryRunResult>;
  /** A saved search's dry run. */
  dryRunSaved(caller: Caller, id: string): Promise<DryRunResult>;
}

export interface SavedSearchServiceDeps {
  db: Db;
  articles: ArticleSearch;
  /** The per-key count (tests lower it). */
  limit?: number;
  now?: () => Date;
}

/** Refused as POST /v2/articles would refuse the same search for the caller. */
function checkSearch(search: SearchArticlesV2Body, caller: Caller): void {
  const prepared = prepareSearch(search, caller);
  if (!prepared.ok) throw new SavedSearchError({ code: 'refused', refusal: prepared.refusal });
}

function checkRange(search: SearchArticlesV2Body, range: string | null): void {
  if (range !== null && (search.from !== undefined || search.to !== undefined)) {
    throw new SavedSearchError({ code: 'invalid', text: SAVED_SEARCH_TEXT.rangeWithDates });
  }
}

export function createSavedSearchService(deps: SavedSearchServiceDeps): SavedSearchService {
  const { db, articles } = deps;
  const limit = deps.limit ?? MAX_SAVED_SEARCHES;
  const now = deps.now ?? (() => new Date());

  async function owned(caller: Caller, id: string): Promise<SavedSearchRecord> {
    const numeric = parseSavedSearchId(id);
    const found = numeric === null ? null : await getSavedSearch(db, caller.key.id, numeric);
    if (!found) throw notFound();
    return found;
  }

  async function dryRun(caller: Caller, search: SearchArticlesV2Body): Promise<DryRunResult> {
    const to = now();
    const from = new Date(to.getTime() - DRY_RUN_DAYS * 24 * 3600_000);
    // The search's own dates, snapshot and paging give way to the window; its filters are kept.
    const { from: _from, to: _to, asOf: _asOf, page: _page, pageSize: _size, ...filters } = search;
    const prepared = prepareSearch(
      {
        ...filters,
        from: from.toISOString(),
        to: to.toISOString(),
        orderBy: 'publishDate',
        order: 'DESC',
        page: 1,
        pageSize: DRY_RUN_SAMPLE_SIZE,
      },
      caller,
    );
    if (!prepared.ok) throw new SavedSearchError({ code: 'refused', refusal: prepared.refusal });
    const [total, records] = await Promise.all([
      articles.countMatches(prepared.request, MAX_RESULT_WINDOW),
      articles.searchPage(prepared.request),
    ]);
    return {
      from,
      to,
      total,
      totalExact: total < MAX_RESULT_WINDOW,
      articles: records,
      presentation: prepared.presentation,
    };
  }

  return {
    list: (caller) => listSavedSearches(db, caller.key.id),
    get: owned,

    async create(caller, body) {
      checkSearch(body.search, caller);
      const range = body.range ?? null;
      checkRange(body.search, range);
      const created = await db.transaction((tx) =>
        insertSavedSearchWithinLimit(
          tx,
          { keyId: caller.key.id, name: body.name, search: body.search, range },
          limit,
        ),
      );
      if (!created) {
        throw new SavedSearchError({ code: 'limit', text: SAVED_SEARCH_TEXT.limitReached(limit) });
      }
      return created;
    },

    async update(caller, id, patch) {
      const current = await owned(caller, id);
      const changes: SavedSearchChanges = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.search !== undefined) {
        checkSearch(patch.search, caller);
        changes.search = patch.search;
      }
      if (patch.range !== undefined) changes.range = patch.range;
      checkRange(
        changes.search ?? current.search,
        changes.range === undefined ? current.range : changes.range,
      );
      const updated = await updateSavedSearch(db, caller.key.id, current.id, changes);
      if (!updated) throw notFound();
      return updated;
    },

    async remove(caller, id) {
      const numeric = parseSavedSearchId(id);
      if (numeric === null || !(await deleteSavedSearch(db, caller.key.id, numeric))) throw notFound();
    },

    dryRun,
    async dryRunSaved(caller, id) {
      return dryRun(caller, (await owned(caller, id)).search);
    },
  };
}
