/** @module GET /v2/saved-searches: the key's saved searches, kept by the service (they follow the key). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedSearchListResponse } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

export function savedSearchesOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) =>
      request(SavedSearchListResponse, { method: 'GET', path: '/v2/saved-searches', signal }),
    select: (data) => data.savedSearches,
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesOptions());
}
