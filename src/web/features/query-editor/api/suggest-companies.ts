/** @module GET /v2/companies?q=: company/ticker suggestions; an upstream without it (404) just suggests none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySuggestResponse, type CompanySuggestion } from '../../../../contract';
import { send } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-problem';

export const companyKeys = {
  all: ['companies'] as const,
  suggest: (q: string) => [...companyKeys.all, 'suggest', q] as const,
};

export async function suggestCompanies(q: string, signal?: AbortSignal): Promise<CompanySuggestion[]> {
  const result = await send(CompanySuggestResponse, {
    method: 'GET',
    path: '/v2/companies',
    query: { q, limit: 8 },
    signal,
  });
  if (result.ok) return result.data.companies;
  if (result.problem.kind === 'not_found') return [];
  throw new ApiError(result.problem);
}

export function suggestCompaniesOptions(q: string) {
  return queryOptions({
    queryKey: companyKeys.suggest(q),
    queryFn: ({ signal }) => suggestCompanies(q, signal),
    enabled: q.length >= 1,
    staleTime: 5 * 60_000,
  });
}

export function useSuggestCompanies(q: string) {
  return useQuery(suggestCompaniesOptions(q));
}
