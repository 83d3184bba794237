/** @module `/`: the explorer. Its URL contract is ExplorerSearch; defaults are stripped from the URL. */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { sourcesOptions } from '../features/sources/api/get-sources';
import { explorerDefaults, ExplorerSearch, toExplorerState } from '../lib/explorer-state';
import { hasLegacyKeys } from '../lib/legacy-search-keys';
import { ExplorerPage } from './-explorer/explorer-page';
import { rootRoute } from './root-route';

export const explorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: ExplorerSearch,
  search: { middlewares: [stripSearchParams(explorerDefaults)] },
  // A bookmark from before the keys took the contract's names lands on the same view under the new keys.
  beforeLoad: ({ location }) => {
    if (hasLegacyKeys(location.search)) {
      throw redirect({ to: '/', search: toExplorerState(location.search), replace: true });
    }
  },
  // The catalogue is warmed up front; results load in the page so the previous page can stay visible.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sourcesOptions());
  },
  component: ExplorerPage,
});
