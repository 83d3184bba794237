/**
 * @module `/account/sources`: the sources table with its search, kind filter and sort in the URL. Opt-in
 * and exclude change the explorer's source filters (its last state in this tab) and lead back to it.
 */
import { createRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { SourcesTable } from '../features/sources/components/sources-table';
import { SOURCE_KINDS, SOURCE_SORTS } from '../features/sources/lib/source-table';
import { readLastExplorerState, writeLastExplorerState } from '../lib/last-explorer-state';
import { accountRoute } from './account-route';

const defaults = { q: '', kind: 'all' as const, sort: 'domain' as const };
const SourcesSearch = z.object({
  q: z.string().catch(defaults.q).default(defaults.q),
  kind: z.enum(SOURCE_KINDS).catch(defaults.kind).default(defaults.kind),
  sort: z.enum(SOURCE_SORTS).catch(defaults.sort).default(defaults.sort),
});

function SourcesPage() {
  const search = accountSourcesRoute.useSearch();
  const navigate = useNavigate({ from: '/account/sources' });
  const [explorer, setExplorer] = useState(readLastExplorerState);
  const changed = explorer.optInSources.length + explorer.excludeSources.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Default sources are searched without naming them; opt-in sources only when opted in; custom sources
        belong to this key. Opting in or excluding here changes the explorer's source filters{' '}
        <Link to="/" search={explorer} className="text-blue-800 underline dark:text-blue-300">
          back to the explorer
          {changed > 0 &&
            ` (${explorer.optInSources.length} opted in, ${explorer.excludeSources.length} excluded)`}
        </Link>
        .
      </p>
      <SourcesTable
        {...search}
        onQuery={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
        selection={explorer}
        onSelection={(next) => {
          const state = { ...explorer, ...next, page: 1 };
          writeLastExplorerState(state);
          setExplorer(state);
        }}
      />
    </div>
  );
}

export const accountSourcesRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'sources',
  validateSearch: SourcesSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  component: SourcesPage,
});
