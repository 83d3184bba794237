/**
 * @module Recent explorer states in localStorage, capped and de-duplicated: this browser's history. Named
 * searches are the service's (features/saved-searches), so they follow the key to any browser.
 */
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { toExplorerState, type ExplorerSearch } from '../../../lib/explorer-state';
import { readStored, writeStored } from '../../../lib/storage';

// Through toExplorerState: entries saved before the URL keys took the contract's names keep their filters.
const Entry = z.object({ name: z.string(), at: z.string(), state: z.unknown().transform(toExplorerState) });
export type RecentEntry = z.infer<typeof Entry>;
const Entries = z.array(Entry);

const RECENT_KEY = 'newsroom.recent-queries';
export const RECENT_LIMIT = 20;

/** Paging, the open article and notifications are not part of a query. */
function essence(state: ExplorerSearch): ExplorerSearch {
  return { ...state, page: 1, article: '', notify: '' };
}

export function useRecentQueries() {
  const [recent, setRecent] = useState(() => readStored(RECENT_KEY, Entries, []));

  const remember = useCallback((state: ExplorerSearch) => {
    const entry = { name: state.query || '(no query)', at: new Date().toISOString(), state: essence(state) };
    const same = JSON.stringify(entry.state);
    setRecent((list) => {
      if (list[0] && JSON.stringify(list[0].state) === same) return list;
      const next = [entry, ...list.filter((e) => JSON.stringify(e.state) !== same)].slice(0, RECENT_LIMIT);
      writeStored(RECENT_KEY, next);
      return next;
    });
  }, []);

  return { recent, remember };
}
