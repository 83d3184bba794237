/**
 * @module Whether the key's plan includes companies (entities), learnt by asking for them once: a
 * one-article search with includeEntities answers with `companies` only on a plan that has them. Null
 * while unknown (no article to tell by, or the probe failed), so the choice stays the user's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchArticles } from './search-articles';

export const entitlementKeys = { entities: ['entitlement', 'entities'] as const };

export async function probeEntities(signal?: AbortSignal): Promise<boolean | null> {
  const page = await searchArticles({ sources: ['*'], includeEntities: true, pageSize: 1 }, signal);
  const first = page.articles[0];
  return first ? 'companies' in first : null;
}

export function entitlementOptions() {
  return queryOptions({
    queryKey: entitlementKeys.entities,
    queryFn: ({ signal }) => probeEntities(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export interface Entitlement {
  /** True: the plan has companies; false: it has not; null: unknown. */
  entities: boolean | null;
  /** The probe has answered (or failed): searches need not wait for it any longer. */
  settled: boolean;
}

export function useEntitlement(): Entitlement {
  const probe = useQuery(entitlementOptions());
  return { entities: probe.data ?? null, settled: !probe.isPending };
}
