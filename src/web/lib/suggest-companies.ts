/**
 * @module GET /v2/companies?q=: company and ticker suggestions, shared by the query editor, the builder
 * and the tickers filter. An upstream without the endpoint (404) turns suggestions off for the session:
 * nothing is suggested and nothing more is asked.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CompanySuggestResponse, type CompanySuggestion } from '../../contract';
import { send } from './api-client';
import { ApiError } from './api-problem';

export const SUGGEST_LIMIT = 8;

export const companyKeys = {
  all: ['companies'] as const,
  suggest: (q: string) => [...companyKeys.all, 'suggest', q] as const,
};

/** The suggestions, or null when the upstream has no company look-up. */
export async function suggestCompanies(q: string, signal?: AbortSignal): Promise<CompanySuggestion[] | null> {
  const result = await send(CompanySuggestResponse, {
    method: 'GET',
    path: '/v2/companies',
    query: { q, limit: SUGGEST_LIMIT },
    signal,
  });
  if (result.ok) return result.data.companies;
  if (result.problem.kind === 'not_found') return null;
  throw new ApiError(result.problem);
}

/** True once any look-up in this client found the endpoint missing. */
export function companyLookupMissing(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ queryKey: companyKeys.all })
    .some((query) => query.state.data === null);
}

export function suggestCompaniesOptions(q: string, enabled = true) {
  return queryOptions({
    queryKey: companyKeys.suggest(q),
    queryFn: ({ signal }) => suggestCompanies(q, signal),
    enabled: enabled && q.trim().length >= 1,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface CompanySuggestions {
  companies: CompanySuggestion[];
  /** False when the upstream lacks GET /v2/companies. */
  available: boolean;
}

export function useSuggestCompanies(q: string): CompanySuggestions {
  const client = useQueryClient();
  const missing = companyLookupMissing(client);
  const query = useQuery(suggestCompaniesOptions(q.trim(), !missing));
  return { companies: query.data ?? [], available: !missing && query.data !== null };
}
