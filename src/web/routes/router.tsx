/** @module The route tree and router; registering it types every Link, useSearch and navigate. */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { accountIndexRoute, accountRoute } from './account-route';
import { accountSourcesRoute } from './account-sources-route';
import { accountUsageRoute } from './account-usage-route';
import { accountWebhooksRoute } from './account-webhooks-route';
import { explorerRoute } from './explorer-route';
import { rootRoute } from './root-route';

const routeTree = rootRoute.addChildren([
  explorerRoute,
  accountRoute.addChildren([accountIndexRoute, accountUsageRoute, accountSourcesRoute, accountWebhooksRoute]),
]);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
