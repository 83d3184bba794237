/**
 * @module POST /v2/saved-searches/:id/dry-run: what the saved search would have matched in the last 7 days,
 * with the newest few. Asked when an alert is being set up, never in the background.
 */
import { useQuery } from '@tanstack/react-query';
import { DryRunResponse } from '../../../../contract';
import { request } from '../../../lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

export function useDryRun(id: string) {
  return useQuery({
    queryKey: savedSearchKeys.dryRun(id),
    queryFn: ({ signal }) =>
      request(DryRunResponse, {
        method: 'POST',
        path: `/v2/saved-searches/${encodeURIComponent(id)}/dry-run`,
        signal,
      }),
    staleTime: 60_000,
  });
}
