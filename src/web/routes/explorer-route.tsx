/** @module `/`: the explorer. Its URL contract is ExplorerSearch; defaults are stripped from the URL. */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { sourcesOptions } from '../features/sources/api/get-sources';
import { explorerDefaults, ExplorerSearch } from '../lib/explorer-state';
import { ExplorerPage } from './-explorer/explorer-page';
import { rootRoute } from './root-route';

export const explorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: ExplorerSearch,
  search: { middlewares: [stripSearchParams(explorerDefaults)] },
  // The catalogue is warmed up front; results load in the page so the previous page can stay visible.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sourcesOptions());
  },
  component: ExplorerPage,
});
