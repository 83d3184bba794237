/**
 * @module `/account/usage`: plan, quota and usage per day; `?days=table` shows the days as a table. The page
 * itself is a lazy chunk (./-account/usage-page) so the explorer's first load does not carry it.
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { PageLoading } from '../components/page-loading';
import { accountOptions } from '../features/account/api/get-account';
import { accountRoute } from './account-route';

const defaults = { days: 'chart' as const };
const UsageSearch = z.object({
  days: z.enum(['chart', 'table']).catch(defaults.days).default(defaults.days),
});

export const accountUsageRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'usage',
  validateSearch: UsageSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountOptions());
  },
  pendingComponent: () => <PageLoading label="usage" />,
}).lazy(() => import('./-account/usage-page').then((m) => m.Route));
