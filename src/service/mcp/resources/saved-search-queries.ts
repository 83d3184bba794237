/**
 * @module The key's saved searches as resources `newsroom://saved-searches/<id>`: the seam the saved-search
 * repository (`/v2/saved-searches`) plugs into. Written against its functions' signatures, so wiring it is
 * passing them in (mcp/index.ts, McpDeps.savedSearches).
 */
import {
  SAVED_SEARCH_RESOURCE_PREFIX,
  SEARCH_RESOURCE_KEYS,
  type ResourceTemplateDescriptor,
} from '../../../contract/mcp/resources';
import type { Queryable } from '../../store/db';
import type { WatchableQueries, WatchedQuery } from './watchable-queries';

/** A saved search as its repository returns it: its id, its name and the search body saved. */
export interface SavedSearchRecord {
  id: string | number;
  name: string;
  search: Record<string, unknown>;
}

/** The saved-search repository's read functions. */
export interface SavedSearchRepo {
  listSavedSearches(db: Queryable, keyId: number): Promise<readonly SavedSearchRecord[]>;
  getSavedSearch(db: Queryable, keyId: number, id: string): Promise<SavedSearchRecord | null>;
}

export const SAVED_SEARCH_TEMPLATE: ResourceTemplateDescriptor = {
  uriTemplate: `${SAVED_SEARCH_RESOURCE_PREFIX}{id}`,
  name: 'saved-search',
  title: 'Latest matches of a saved search',
  description:
    'The latest articles matching one of your saved searches (resources/list names them), as JSON text in the ' +
    'search_articles shape. Subscribe to be sent notifications/resources/updated when a new article matches.',
  mimeType: 'application/json',
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function watched(record: SavedSearchRecord): WatchedQuery {
  // A saved body is a whole search (paging, dates, order): only its filters are watched.
  const filters = Object.fromEntries(
    SEARCH_RESOURCE_KEYS.filter((key) => record.search[key] !== undefined && record.search[key] !== null).map(
      (key) => [key, record.search[key]],
    ),
  );
  return {
    uri: `${SAVED_SEARCH_RESOURCE_PREFIX}${encodeURIComponent(String(record.id))}`,
    name: record.name,
    title: record.name,
    description: 'A saved search: its latest matches, newest arrivals first.',
    filters,
  };
}

export function savedSearchQueries(db: Queryable, repo: SavedSearchRepo): WatchableQueries {
  return {
    async list(keyId) {
      return (await repo.listSavedSearches(db, keyId)).map(watched);
    },
    async get(keyId, uri) {
      if (!uri.startsWith(SAVED_SEARCH_RESOURCE_PREFIX)) return null;
      const id = uri.slice(SAVED_SEARCH_RESOURCE_PREFIX.length);
      if (!ID.test(id)) return null;
      const record = await repo.getSavedSearch(db, keyId, id);
      return record ? watched(record) : null;
    },
  };
}
