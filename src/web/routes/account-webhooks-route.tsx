/**
 * @module `/account/webhooks`: the key's webhooks; `?open=<id>` shows one's delivery log, `?status=failed`
 * filters it. New webhooks take their filters from the explorer's last query in this tab.
 */
import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES } from '../../contract';
import { WebhooksPanel } from '../features/webhooks/components/webhooks-panel';
import { filterBody } from '../lib/effective-request';
import { readLastExplorerState } from '../lib/last-explorer-state';
import { accountRoute } from './account-route';

const defaults = { open: '', status: 'all' as const };
const WebhooksSearch = z.object({
  open: z.string().catch(defaults.open).default(defaults.open),
  status: z
    .enum(['all', ...WEBHOOK_DELIVERY_STATUSES])
    .catch(defaults.status)
    .default(defaults.status),
});

function WebhooksPage() {
  const { open, status } = accountWebhooksRoute.useSearch();
  const navigate = useNavigate({ from: '/account/webhooks' });
  const search = useMemo(() => filterBody(readLastExplorerState(), new Date()), []);
  const set = (patch: Partial<z.infer<typeof WebhooksSearch>>) =>
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

export const accountWebhooksRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'webhooks',
  validateSearch: WebhooksSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  component: WebhooksPage,
});
