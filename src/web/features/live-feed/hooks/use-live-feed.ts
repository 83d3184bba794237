/** @module useLiveFeed: one live socket for the component's life, following the filters it is given. */
import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import type { ArticleV2 } from '../../../../contract';
import type { LiveFilters } from '../../../lib/live-subscription';
import { backfillFromSearch } from '../lib/backfill';
import { DEFAULT_CAP, LiveFeed, liveSocketUrl, type Backfill, type LiveFeedSnapshot } from '../lib/live-feed';

export interface UseLiveFeedOptions {
  /** Connected while true; turning it off closes the socket and keeps the rows. */
  enabled: boolean;
  /** Rows kept (and buffered while paused); older ones are dropped and counted. */
  cap?: number;
  /** The latest matches a new feed starts with (default: a search through the dashboard's API). */
  backfill?: Backfill;
}

export interface LiveFeedControls {
  /** Keeps the socket; new rows wait in a buffer. */
  pause(): void;
  /** Puts the buffered rows on top. */
  resume(): void;
  clear(): void;
  /** Connects again now; `takeover` replaces the key's oldest live connection (after a connection limit). */
  retry(options?: { takeover?: boolean }): void;
  /** Listens to each new article the stream delivers (not backfills); returns the unsubscribe. */
  onArrival(listener: (article: ArticleV2) => void): () => void;
}

export type LiveFeedState = LiveFeedSnapshot & LiveFeedControls;

export function useLiveFeed(
  filters: LiveFilters,
  { enabled, cap = DEFAULT_CAP, backfill = backfillFromSearch }: UseLiveFeedOptions,
): LiveFeedState {
  const [feed] = useState(() => new LiveFeed({ url: liveSocketUrl(window.location), cap, backfill }));
  // Filters are compared by value: a new but equal object (a parent re-render) must not resubscribe.
  const key = JSON.stringify(filters);
  const applyFilters = useEffectEvent(() => feed.setFilters(filters));

  // Declared before the start effect, so the first connection already has the filters.
  useEffect(() => applyFilters(), [key]);
  useEffect(() => {
    if (!enabled) return;
    feed.start();
    return () => feed.stop();
  }, [feed, enabled]);

  const snapshot = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
  const controls = useMemo<LiveFeedControls>(
    () => ({
      pause: () => feed.pause(),
      resume: () => feed.resume(),
      clear: () => feed.clear(),
      retry: (options) => feed.retry(options),
      onArrival: feed.onArrival,
    }),
    [feed],
  );
  return { ...snapshot, ...controls };
}
