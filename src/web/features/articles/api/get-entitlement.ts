/**
 * @module Whether the key's plan includes companies (entities), learnt from the grid's own answers: a
 * search that asked for includeEntities carries `companies` only on a plan that has them. Kept in the
 * query cache for the session; null while unknown (nothing answered yet, or no article to tell by).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ArticleV2 } from '../../../../contract';

export const entitlementKeys = { entities: ['entitlement', 'entities'] as const };

/** What a page of results says about the plan: null when it cannot tell. */
export function entitlementOf(articles: readonly ArticleV2[], askedForEntities: boolean): boolean | null {
  const first = articles[0];
  return askedForEntities && first ? 'companies' in first : null;
}

export interface Entitlement {
  /** True: the plan has companies; false: it has not; null: not known yet. */
  entities: boolean | null;
  /** Records what an answer said (answers that cannot tell are ignored). */
  learn: (articles: readonly ArticleV2[], askedForEntities: boolean) => void;
}

export function useEntitlement(): Entitlement {
  const client = useQueryClient();
  // Never fetched: the value only comes from `learn`.
  const known = useQuery<boolean | null>({
    queryKey: entitlementKeys.entities,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  const learn = useCallback(
    (articles: readonly ArticleV2[], asked: boolean) => {
      const value = entitlementOf(articles, asked);
      if (value !== null && value !== client.getQueryData(entitlementKeys.entities)) {
        client.setQueryData(entitlementKeys.entities, value);
      }
    },
    [client],
  );
  return { entities: known.data ?? null, learn };
}
