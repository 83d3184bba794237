/**
 * @module `/account/webhooks`'s page (a lazy chunk): the webhooks panel; new webhooks take their filters
 * from a saved search (`?savedSearch=<id>`, an alert set up from it) or else the explorer's last query in
 * this tab.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSavedSearches } from '../../features/saved-searches/api/get-saved-searches';
import { explorerStateOf } from '../../features/saved-searches/lib/saved-search-state';
import { WebhooksPanel } from '../../features/webhooks/components/webhooks-panel';
import { filterBody } from '../../lib/effective-request';
import { readLastExplorerState } from '../../lib/last-explorer-state';

const route = getRouteApi('/account/webhooks');
type WebhooksSearch = ReturnType<typeof route.useSearch>;

function WebhooksPage() {
  const { open, status, savedSearch } = route.useSearch();
  const navigate = useNavigate({ from: '/account/webhooks' });
  const saved = useSavedSearches();
  const from = savedSearch ? saved.data?.find((s) => s.id === savedSearch) : undefined;
  const search = useMemo(
    () => filterBody(from ? explorerStateOf(from) : readLastExplorerState(), new Date()),
    [from],
  );
  const set = (patch: Partial<WebhooksSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  if (savedSearch && saved.isPending) return <p className="text-sm">Loading the saved search…</p>;
  return (
    <>
      {savedSearch && !from && (
        <p role="alert" className="text-sm">
          The saved search {savedSearch} is not one of this key&apos;s: the new webhook takes the
          explorer&apos;s last query instead.
        </p>
      )}
      <WebhooksPanel
        search={search}
        source={from ? `the saved search “${from.name}”` : undefined}
        open={open}
        onOpen={(id) => set({ open: id })}
        status={status}
        onStatus={(s) => set({ status: s })}
      />
    </>
  );
}

export const Route = createLazyRoute('/account/webhooks')({ component: WebhooksPage });
