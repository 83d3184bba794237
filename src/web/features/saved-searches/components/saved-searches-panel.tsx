/**
 * @module The sidebar's saved searches: save the current view under a name (kept by the service, so it follows
 * the key to any browser), reopen one, delete one, set up an alert from one; this browser's recent views below.
 */
import { useEffect, useId, useState } from 'react';
import type { SavedSearch } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';
import { describeProblem, problemOf } from '../../../lib/api-problem';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { useRecentQueries } from '../hooks/use-recent-queries';
import { useSavedSearches } from '../api/get-saved-searches';
import { useSavedSearchMutations } from '../api/saved-search-mutations';
import { explorerStateOf, savedSearchOf } from '../lib/saved-search-state';
import { AlertPanel } from './alert-panel';
import { UploadOffer } from './upload-offer';

interface Props {
  state: ExplorerSearch;
  onOpen: (state: ExplorerSearch) => void;
}

function SavedItem({ saved, onOpen }: { saved: SavedSearch; onOpen: Props['onOpen'] }) {
  const { remove } = useSavedSearchMutations();
  const [alerting, setAlerting] = useState(false);
  return (
    <li className="flex flex-col gap-1" data-saved-search={saved.id}>
      <div className="flex items-center gap-1">
        <Button
          variant="link"
          scale="inline"
          className="truncate text-left"
          onClick={() => onOpen(explorerStateOf(saved))}
          title={saved.search.query}
        >
          {saved.name}
        </Button>
        <Button
          variant="ghost"
          scale="xs"
          className="ml-auto"
          aria-expanded={alerting}
          aria-label={`Alert from ${saved.name}`}
          onClick={() => setAlerting((a) => !a)}
        >
          Alert
        </Button>
        <Button
          aria-label={`Delete ${saved.name}`}
          variant="ghost"
          scale="xs"
          disabled={remove.isPending}
          onClick={() => remove.mutate(saved.id)}
        >
          ×
        </Button>
      </div>
      {alerting && <AlertPanel saved={saved} onOpen={onOpen} />}
    </li>
  );
}

/**
 * Quiet, not an alert: the results' own failure (the same cause, usually) is the page's alert. An API
 * without saved searches (another upstream) is said as such.
 */
function ListProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const problem = problemOf(error);
  if (problem.kind === 'not_found') {
    return <p className="text-xs text-slate-500">The API this dashboard talks to keeps no saved searches.</p>;
  }
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      Saved searches could not be loaded: {describeProblem(problem)}{' '}
      <Button variant="link" scale="inline" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}

function SavedList({ onOpen }: { onOpen: Props['onOpen'] }) {
  const saved = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-heading">
      <h3 id="saved-searches-heading" className="text-xs font-semibold uppercase">
        Saved
      </h3>
      {saved.isPending && <p className="text-xs text-slate-500">Loading…</p>}
      {saved.isError && <ListProblem error={saved.error} onRetry={() => void saved.refetch()} />}
      {saved.data?.length === 0 && <p className="text-xs text-slate-500">None yet.</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {saved.data?.map((s) => (
          <SavedItem key={s.id} saved={s} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

export function SavedSearchesPanel({ state, onOpen }: Props) {
  const id = useId();
  const { create } = useSavedSearchMutations();
  const { recent, remember } = useRecentQueries();
  const [name, setName] = useState('');
  useEffect(() => {
    if (state.query) remember(state);
  }, [state, remember]);

  return (
    <div className="flex flex-col gap-2">
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          create.mutate({ name: name.trim(), ...savedSearchOf(state) }, { onSuccess: () => setName('') });
        }}
      >
        <label htmlFor={id} className="sr-only">
          Name for this search
        </label>
        <Input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Name this view"
          scale="sm"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" scale="sm" disabled={create.isPending}>
          Save
        </Button>
      </form>
      {create.isError && <ApiErrorNotice error={create.error} what="the saved search" />}
      <UploadOffer onOpen={onOpen} />
      <SavedList onOpen={onOpen} />
      <section aria-labelledby="recent-heading">
        <h3 id="recent-heading" className="text-xs font-semibold uppercase">
          Recent
        </h3>
        {recent.length === 0 && <p className="text-xs text-slate-500">None yet.</p>}
        <ul className="text-sm">
          {recent.slice(0, 8).map((e) => (
            <li key={`${e.name}-${e.at}`}>
              <Button
                variant="link"
                scale="inline"
                className="truncate text-left"
                onClick={() => onOpen(e.state)}
                title={e.state.query}
              >
                {e.name}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
