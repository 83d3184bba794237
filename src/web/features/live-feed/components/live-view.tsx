/**
 * @module The Live view: status, start/stop, pause/resume, clear, the includeUpdates toggle, the filters in
 * words, what went wrong, and the arrivals; arrivals are announced politely, in batches.
 */
import type { ArticleV2 } from '../../../../contract';
import { LiveRegion } from '../../../components/live-region';
import { formatCount } from '../../../lib/format';
import type { LiveFilters } from '../../../lib/live-subscription';
import { useArrivalAnnouncement } from '../hooks/use-arrival-announcement';
import type { LiveFeedState } from '../hooks/use-live-feed';
import { describeFilters } from '../lib/describe-filters';
import { LiveProblem } from './live-problem';
import { LiveRows } from './live-rows';
import { LiveStatusBadge } from './live-status-badge';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';

interface Props {
  feed: LiveFeedState;
  filters: LiveFilters;
  /** Whether the feed is switched on (the URL's `live`). */
  on: boolean;
  onToggle: (on: boolean) => void;
  onIncludeUpdates: (includeUpdates: boolean) => void;
  onOpen: (article: ArticleV2) => void;
}

function Counts({ feed }: { feed: LiveFeedState }) {
  const { counts, cap } = feed;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="live-counts">
      {formatCount(counts.new)} new · {formatCount(counts.updated)} updated
      {counts.copies > 0 &&
        ` · ${formatCount(counts.copies)} ${counts.copies === 1 ? 'copy' : 'copies'} of stories shown (counted on their row)`}
      {counts.dropped > 0 &&
        ` · ${formatCount(counts.dropped)} older dropped (the newest ${formatCount(cap)} are kept)`}
    </p>
  );
}

export function LiveView({ feed, filters, on, onToggle, onIncludeUpdates, onOpen }: Props) {
  const received = feed.counts.new + feed.counts.updated;
  const announcement = useArrivalAnnouncement(received, feed.status.kind, feed.paused);
  const live = feed.status.kind === 'live' || feed.status.kind === 'paused';

  return (
    <section aria-labelledby="live-heading" className="flex flex-col gap-3">
      <LiveRegion message={announcement} />
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="live-heading" className="text-base font-semibold">
          Live feed
        </h2>
        <LiveStatusBadge status={feed.status} />
        <Button variant="secondary" scale="md" onClick={() => onToggle(!on)}>
          {on ? 'Stop' : 'Start'}
        </Button>
        <Button
          variant="secondary"
          scale="md"
          disabled={!on && !feed.paused}
          onClick={feed.paused ? feed.resume : feed.pause}
        >
          {feed.paused ? `Resume${feed.buffered ? ` (${formatCount(feed.buffered)} new)` : ''}` : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          scale="md"
          disabled={feed.rows.length === 0 && feed.buffered === 0}
          onClick={feed.clear}
        >
          Clear
        </Button>
        <label className="flex items-center gap-1.5 text-sm">
          <Input
            type="checkbox"
            checked={filters.includeUpdates === true}
            onChange={(e) => onIncludeUpdates(e.target.checked)}
          />
          Include updates (revised articles)
        </label>
      </div>

      <LiveProblem status={feed.status} serverError={feed.serverError} onRetry={feed.retry} />

      <details className="rounded border border-slate-200 p-2 text-sm dark:border-slate-800" open>
        <summary className="cursor-pointer font-semibold">Filters of this feed</summary>
        <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3" data-testid="live-filters">
          {describeFilters(filters).map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{line.label}</dt>
              <dd className="break-words">{line.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Date range and order do not apply: the service sends the latest match when the feed connects, then
          each new match as it takes it in. Changing the query or filters above updates this feed on the same
          connection.
        </p>
      </details>

      <Counts feed={feed} />
      {feed.paused && (
        <p className="rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Paused: the connection stays open and new articles wait here (up to {formatCount(feed.cap)}).{' '}
          <Button variant="link" scale="inline" onClick={feed.resume}>
            Show {formatCount(feed.buffered)} new
          </Button>
        </p>
      )}
      {feed.rows.length > 0 ? (
        <LiveRows rows={feed.rows} onOpen={onOpen} />
      ) : (
        <p className="rounded border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
          {on
            ? live
              ? 'Waiting for articles that match these filters…'
              : 'No articles yet.'
            : 'The live feed is off. Start it to receive matching articles as the service takes them in.'}
        </p>
      )}
    </section>
  );
}
