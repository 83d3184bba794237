/** @module Save the current view under a name; reopen saved or recent ones. */
import { useEffect, useId, useState } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { useSavedQueries, type SavedEntry } from '../hooks/use-saved-queries';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';

interface Props {
  state: ExplorerSearch;
  onOpen: (state: ExplorerSearch) => void;
}

function EntryList({
  title,
  entries,
  onOpen,
  onRemove,
}: {
  title: string;
  entries: SavedEntry[];
  onOpen: Props['onOpen'];
  onRemove?: (name: string) => void;
}) {
  return (
    <section>
      <h3 className="text-xs font-semibold uppercase">{title}</h3>
      {entries.length === 0 && <p className="text-xs text-slate-500">None yet.</p>}
      <ul className="text-sm">
        {entries.map((e) => (
          <li key={`${e.name}-${e.at}`} className="flex items-center gap-1">
            <Button
              variant="ghost"
              scale="inline"
              className="truncate text-left text-blue-800 hover:underline dark:text-blue-300"
              onClick={() => onOpen(e.state)}
              title={e.state.query}
            >
              {e.name}
            </Button>
            {onRemove && (
              <Button
                aria-label={`Delete ${e.name}`}
                variant="ghost"
                scale="inline"
                className="ml-auto text-xs"
                onClick={() => onRemove(e.name)}
              >
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SavedQueriesPanel({ state, onOpen }: Props) {
  const id = useId();
  const { saved, recent, save, remove, remember } = useSavedQueries();
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
          if (name.trim()) save(name.trim(), state);
          setName('');
        }}
      >
        <label htmlFor={id} className="sr-only">
          Name for this query
        </label>
        <Input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Name this view"
          scale="sm"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" scale="sm">
          Save
        </Button>
      </form>
      <EntryList title="Saved" entries={saved} onOpen={onOpen} onRemove={remove} />
      <EntryList title="Recent" entries={recent.slice(0, 8)} onOpen={onOpen} />
    </div>
  );
}
