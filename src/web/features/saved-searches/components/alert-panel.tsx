/**
 * @module An alert from a saved search: first the dry run ("would have matched N articles in the last 7 days",
 * the newest few), then either a webhook (the webhook form prefilled with the saved search's filters) or a
 * browser notification on the Live view (permission asked on the click).
 */
import { Link } from '@tanstack/react-router';
import type { SavedSearch } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Button } from '../../../components/button';
import { formatCount, formatUtc } from '../../../lib/format';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { useDryRun } from '../api/get-dry-run';
import { askNotificationPermission } from '../lib/notification-permission';
import { explorerStateOf } from '../lib/saved-search-state';

interface Props {
  saved: SavedSearch;
  onOpen: (state: ExplorerSearch) => void;
}

function DryRun({ id }: { id: string }) {
  const dryRun = useDryRun(id);
  if (dryRun.isPending) return <p className="text-xs">Counting the last 7 days…</p>;
  if (dryRun.isError) {
    return <ApiErrorNotice error={dryRun.error} what="the dry run" onRetry={() => void dryRun.refetch()} />;
  }
  const { total, totalExact, articles } = dryRun.data;
  return (
    <div className="flex flex-col gap-1" data-testid="dry-run">
      <p className="text-xs">
        This would have matched{' '}
        <strong>
          {formatCount(total)}
          {totalExact ? '' : '+'} article{total === 1 ? '' : 's'}
        </strong>{' '}
        in the last 7 days{articles.length > 0 ? ', the newest:' : '.'}
      </p>
      {articles.length > 0 && (
        <ul className="list-disc pl-4 text-xs">
          {articles.map((a) => (
            <li key={a.link}>
              <span className="text-slate-600 dark:text-slate-400">{formatUtc(a.publishDate)}</span> {a.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AlertPanel({ saved, onOpen }: Props) {
  return (
    <div
      className="flex flex-col gap-2 rounded border border-slate-200 p-2 dark:border-slate-700"
      aria-label={`Alert from ${saved.name}`}
      role="group"
    >
      <DryRun id={saved.id} />
      <div className="flex flex-wrap gap-1">
        <Link
          to="/account/webhooks"
          search={{ savedSearch: saved.id }}
          className="rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Webhook…
        </Link>
        <Button
          scale="sm"
          onClick={() => {
            // Asked on the click (browsers refuse a prompt without one); the Live view says what was answered.
            void askNotificationPermission().then(() =>
              onOpen({ ...explorerStateOf(saved), view: 'live', live: true, notify: saved.id }),
            );
          }}
        >
          Browser notification
        </Button>
      </div>
    </div>
  );
}
