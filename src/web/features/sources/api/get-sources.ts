/** @module GET /v2/sources: the catalogue behind the source picker (default set, opt-in, exclude). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SourceListV2, type SourceV2 } from '../../../../contract';
import { request } from '../../../lib/api-client';

export const sourceKeys = { all: ['sources'] as const };

export function getSources(signal?: AbortSignal): Promise<SourceV2[]> {
  return request(SourceListV2, { method: 'GET', path: '/v2/sources', signal });
}

export function sourcesOptions() {
  return queryOptions({
    queryKey: sourceKeys.all,
    queryFn: ({ signal }) => getSources(signal),
    staleTime: 10 * 60_000,
  });
}

export function useSources() {
  return useQuery(sourcesOptions());
}
