/**
 * @module A watched query's filters, for a caller: validated as the change feed validates its query string (the
 * REST texts), prepared as every search is (the plan decides content and companies), into what reading the
 * resource needs (its search, newest arrivals first) and what notifying needs (its change-feed filter).
 */
import { normalizeChangesQuery } from '../../../contract';
import {
  RESOURCE_MATCHES,
  RESOURCE_TEXT,
  SEARCH_RESOURCE_KEYS,
  WatchedFilters,
} from '../../../contract/mcp/resources';
import type { Caller } from '../../auth/key-resolver';
import type { ChangeFilter } from '../../feed/change-filter-sql';
import { refusalText } from '../../feed/refusal-text';
import { validationTexts } from '../../http/validate';
import { prepareSearch, type SearchPresentation } from '../../search/prepare-search';
import type { SearchRequest } from '../../search/search-request';
import type { WatchedQuery } from './watchable-queries';

export type PreparedWatch =
  | { ok: true; search: SearchRequest; presentation: SearchPresentation; changes: ChangeFilter }
  | { ok: false; errors: string[] };

const KNOWN = new Set<string>(SEARCH_RESOURCE_KEYS);

export function prepareWatch(query: WatchedQuery, caller: Caller): PreparedWatch {
  const unknown = Object.keys(query.filters).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) return { ok: false, errors: unknown.map(RESOURCE_TEXT.unknownParameter) };
  const parsed = WatchedFilters.safeParse(normalizeChangesQuery(query.filters));
  if (!parsed.success) return { ok: false, errors: validationTexts(parsed.error) };
  const { includeUpdates, ...filters } = parsed.data;
  const prepared = prepareSearch(
    { ...filters, orderBy: 'createdAt', order: 'DESC', page: 1, pageSize: RESOURCE_MATCHES },
    caller,
  );
  if (!prepared.ok) return { ok: false, errors: [refusalText(prepared.refusal)] };
  return {
    ok: true,
    search: prepared.request,
    presentation: prepared.presentation,
    changes: { request: prepared.request, includeUpdates: includeUpdates === true, removals: false },
  };
}
