/** @module The Live tab's badge while another view is shown: arrivals not yet looked at, else the feed's state. */
import { useState } from 'react';
import type { LiveFeedSnapshot } from '../../features/live-feed/lib/live-feed';
import { statusWord } from '../../features/live-feed/lib/status-words';

export function useLiveBadge(feed: LiveFeedSnapshot, on: boolean, showing: boolean): string | undefined {
  const received = feed.counts.new + feed.counts.updated;
  const [seen, setSeen] = useState(received);
  // While the Live view is shown everything counts as seen; a cleared feed starts again from zero.
  if ((showing && seen !== received) || received < seen) setSeen(received);
  if (!on || showing) return undefined;
  const unseen = received - seen;
  return unseen > 0 ? `${unseen} new` : statusWord(feed.status);
}
