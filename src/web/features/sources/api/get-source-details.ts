/**
 * @module GET /v2/sources?includeDetails=true (our extension): the catalogue with each source's article
 * count and polling outcome, for the account's Sources page. An upstream without the extension answers
 * the plain list, which the page shows without those columns.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SourceListV2, type SourceV2 } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { sourceKeys } from './get-sources';

export function getSourceDetails(signal?: AbortSignal): Promise<SourceV2[]> {
  return request(SourceListV2, {
    method: 'GET',
    path: '/v2/sources',
    query: { includeDetails: true },
    signal,
  });
}

export function sourceDetailsOptions() {
  return queryOptions({
    queryKey: [...sourceKeys.all, 'details'] as const,
    queryFn: ({ signal }) => getSourceDetails(signal),
  });
}

export function useSourceDetails() {
  return useQuery(sourceDetailsOptions());
}
