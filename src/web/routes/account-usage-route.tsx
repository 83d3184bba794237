/** @module `/account/usage`: plan, quota and usage per day; `?days=table` shows the days as a table. */
import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { accountOptions } from '../features/account/api/get-account';
import { UsagePanel } from '../features/account/components/usage-panel';
import { accountRoute } from './account-route';

const defaults = { days: 'chart' as const };
const UsageSearch = z.object({
  days: z.enum(['chart', 'table']).catch(defaults.days).default(defaults.days),
});

function UsagePage() {
  const { days } = accountUsageRoute.useSearch();
  const navigate = useNavigate({ from: '/account/usage' });
  return (
    <UsagePanel view={days} onView={(next) => void navigate({ search: { days: next }, replace: true })} />
  );
}

export const accountUsageRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'usage',
  validateSearch: UsageSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountOptions());
  },
  component: UsagePage,
});
