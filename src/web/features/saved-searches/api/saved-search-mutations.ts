/** @module The saved search changes: create, rename or replace, delete; each refreshes the list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SavedSearchResponse,
  type SavedSearchCreateBody,
  type SavedSearchPatchBody,
} from '../../../../contract';
import { request } from '../../../lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

const path = (id: string) => `/v2/saved-searches/${encodeURIComponent(id)}`;

/** Creates one saved search (the upload of local ones sends several through this). */
export function createSavedSearch(body: SavedSearchCreateBody) {
  return request(SavedSearchResponse, { method: 'POST', path: '/v2/saved-searches', body });
}

export function useSavedSearchMutations() {
  const client = useQueryClient();
  const options = { onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }) };
  return {
    create: useMutation({ mutationFn: createSavedSearch, ...options }),
    patch: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SavedSearchPatchBody }) =>
        request(SavedSearchResponse, { method: 'PATCH', path: path(id), body }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: string) => request(z.unknown(), { method: 'DELETE', path: path(id) }),
      ...options,
    }),
  };
}
