/**
 * @module `/account/webhooks`'s page (a lazy chunk): the webhooks panel; new webhooks take their filters
 * from the explorer's last query in this tab.
 */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { WebhooksPanel } from '../../features/webhooks/components/webhooks-panel';
import { filterBody } from '../../lib/effective-request';
import { readLastExplorerState } from '../../lib/last-explorer-state';

const route = getRouteApi('/account/webhooks');
type WebhooksSearch = ReturnType<typeof route.useSearch>;

function WebhooksPage() {
  const { open, status } = route.useSearch();
  const navigate = useNavigate({ from: '/account/webhooks' });
  const search = useMemo(() => filterBody(readLastExplorerState(), new Date()), []);
  const set = (patch: Partial<WebhooksSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <WebhooksPanel
      search={search}
      open={open}
      onOpen={(id) => set({ open: id })}
      status={status}
      onStatus={(s) => set({ status: s })}
    />
  );
}

export const Route = createLazyRoute('/account/webhooks')({ component: WebhooksPage });
