/**
 * @module The Live view's browser notifications from a saved search (the URL's `notify`): on while the feed
 * runs with that search's filters and the browser allows them; otherwise it says why not and what to do.
 */
import { useState } from 'react';
import { Button } from '../../../components/button';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { useSavedSearches } from '../api/get-saved-searches';
import { useArrivalNotifications, type OnArrival } from '../hooks/use-arrival-notifications';
import {
  askNotificationPermission,
  notificationState,
  NOTIFICATION_WORDS,
} from '../lib/notification-permission';
import { explorerStateOf, filtersAsSaved } from '../lib/saved-search-state';

interface Props {
  state: ExplorerSearch;
  onArrival: OnArrival;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

const box = 'flex flex-wrap items-center gap-2 rounded border p-2 text-sm';

export function NotifyBar({ state, onArrival, onChange }: Props) {
  const saved = useSavedSearches();
  const [permission, setPermission] = useState(notificationState);
  const search = saved.data?.find((s) => s.id === state.notify);
  const matching = search !== undefined && filtersAsSaved(state, search);
  const active = permission === 'granted' && matching && state.live;
  useArrivalNotifications(onArrival, active, search?.name ?? '');
  const off = (
    <Button scale="sm" onClick={() => onChange({ notify: '' })}>
      Turn off notifications
    </Button>
  );

  if (saved.isPending) return null;
  if (!search) {
    return (
      <div role="status" className={`${box} border-amber-400`}>
        The saved search these notifications were for no longer exists. {off}
      </div>
    );
  }
  return (
    <div role="status" className={`${box} border-blue-300 dark:border-blue-800`} data-testid="notify-bar">
      <span>
        Browser notifications for “{search.name}”:{' '}
        {active
          ? 'on — each new match while this page is open.'
          : !matching
            ? 'paused — the filters are no longer this saved search’s.'
            : !state.live
              ? 'paused — the live feed is stopped.'
              : NOTIFICATION_WORDS[permission]}
      </span>
      {permission === 'default' && (
        <Button scale="sm" onClick={() => void askNotificationPermission().then(setPermission)}>
          Allow notifications
        </Button>
      )}
      {!matching && (
        <Button
          scale="sm"
          onClick={() =>
            onChange({ ...explorerStateOf(search), view: 'live', live: true, notify: search.id })
          }
        >
          Restore its filters
        </Button>
      )}
      {off}
    </div>
  );
}
