/** @module GET /api-info on the dashboard server (not the API): the upstream's base URL and where its key is. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_INFO_PATH, ApiInfo } from '../../../../contract';

export const apiInfoKeys = { all: ['api-info'] as const };

export async function getApiInfo(signal?: AbortSignal): Promise<ApiInfo> {
  const response = await fetch(API_INFO_PATH, { signal });
  if (!response.ok) throw new Error(`${API_INFO_PATH}: HTTP ${response.status}`);
  return ApiInfo.parse(await response.json());
}

export function apiInfoOptions() {
  return queryOptions({
    queryKey: apiInfoKeys.all,
    queryFn: ({ signal }) => getApiInfo(signal),
    // Fixed for the life of the dashboard server.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useApiInfo() {
  return useQuery(apiInfoOptions());
}
