/**
 * @module `/account/sources`'s page (a lazy chunk): the sources table; opt-in and exclude change the
 * explorer's source filters (its last state in this tab) and lead back to it.
 */
import { createLazyRoute, getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SourcesTable } from '../../features/sources/components/sources-table';
import { readLastExplorerState, writeLastExplorerState } from '../../lib/last-explorer-state';

const route = getRouteApi('/account/sources');

function SourcesPage() {
  const search = route.useSearch();
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

export const Route = createLazyRoute('/account/sources')({ component: SourcesPage });
