/**
 * @module GET /v2/account: the key's plan, usage per day and live connections (free: counts no quota
 * unit). An upstream without the endpoint (404) gives null, so callers can say "unknown" rather than fail.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountResponse } from '../../../../contract';
import { send } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-problem';

export const accountKeys = { all: ['account'] as const };

export async function getAccount(signal?: AbortSignal): Promise<AccountResponse | null> {
  const result = await send(AccountResponse, { method: 'GET', path: '/v2/account', signal });
  if (result.ok) return result.data;
  if (result.problem.kind === 'not_found') return null;
  throw new ApiError(result.problem);
}

export function accountOptions() {
  // Always asked again when shown: usage moves with every search, and asking is free.
  return queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 0,
  });
}

export function useAccount() {
  return useQuery(accountOptions());
}
