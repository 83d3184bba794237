/**
 * @module `/account/webhooks`: the key's webhooks; `?open=<id>` shows one's delivery log, `?status=failed`
 * filters it, `?savedSearch=<id>` fills the new webhook's filters from that saved search. The page itself is a lazy chunk (./-account/webhooks-page) so the explorer's first load does
 * not carry it.
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES } from '../../contract';
import { PageLoading } from '../components/page-loading';
import { accountRoute } from './account-route';

const defaults = { open: '', status: 'all' as const, savedSearch: '' };
const WebhooksSearch = z.object({
  open: z.string().catch(defaults.open).default(defaults.open),
  status: z
    .enum(['all', ...WEBHOOK_DELIVERY_STATUSES])
    .catch(defaults.status)
    .default(defaults.status),
  /** A saved search (its id) the new webhook takes its filters from, instead of the explorer's last query. */
  savedSearch: z.string().catch(defaults.savedSearch).default(defaults.savedSearch),
});

export const accountWebhooksRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'webhooks',
  validateSearch: WebhooksSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  pendingComponent: () => <PageLoading label="webhooks" />,
}).lazy(() => import('./-account/webhooks-page').then((m) => m.Route));
