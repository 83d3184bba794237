/** @module Why the feed is not live, in words, with the one action that can help (try again, take over). */
import type { StopReason } from '../lib/close-policy';
import type { LiveStatus } from '../lib/live-feed';
import { Button } from '../../../components/button';

interface Props {
  status: LiveStatus;
  serverError: string | null;
  onRetry: (options?: { takeover?: boolean }) => void;
}

interface Explanation {
  title: string;
  body: string;
  /** The label of a take-over button, where replacing another connection is what the user may want. */
  takeover?: string;
}

const KEY_HINT = 'The dashboard server adds the key; restart it with a valid NEWS_API_KEY or data-dir key.';

const STOPPED: Record<StopReason, Explanation> = {
  preempted: {
    title: 'Another connection took over.',
    body: 'A newer live connection with the same key (another tab, or a program using this key) replaced this one, so this tab no longer receives articles.',
    takeover: 'Take the feed back here',
  },
  'key-blocked': {
    title: "The service blocked the dashboard's API key.",
    body: `The key was revoked or lost live access, so the feed does not reconnect by itself. ${KEY_HINT}`,
  },
  unauthorized: { title: "The service rejected the dashboard's API key.", body: KEY_HINT },
  plan: {
    title: 'Your plan does not include live delivery.',
    body: "The key's plan has no WebSocket access. Upgrade the plan, or use the Results view, which searches the same articles.",
  },
  'connection-limit': {
    title: 'Connection limit reached.',
    body: 'This key already has as many live connections as its plan allows. Close another one (another dashboard tab, or a program using this key) and try again, or take over the oldest.',
    takeover: 'Take over the oldest connection',
  },
  'no-endpoint': {
    title: 'The service has no live endpoint.',
    body: 'The service the dashboard proxies to (NEWS_API_BASE_URL) does not serve /ws.',
  },
  refused: { title: 'The service refused the live connection.', body: 'Its reason is below.' },
  closed: {
    title: 'The service closed the live connection.',
    body: 'It gave no sign to reconnect, so the feed waits for you.',
  },
};

export function LiveProblem({ status, serverError, onRetry }: Props) {
  if (status.kind === 'reconnecting') {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {status.cause}{' '}
        <Button variant="link" scale="inline" onClick={() => onRetry()}>
          Reconnect now
        </Button>
      </p>
    );
  }
  if (status.kind === 'rejected') {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">The service refused these filters.</p>
        <p data-testid="live-server-error">{serverError}</p>
        <p className="mt-1">
          Correct the query or filters: the feed subscribes again on the same connection.
        </p>
      </div>
    );
  }
  if (status.kind !== 'stopped') {
    return serverError ? <p className="text-sm">The service says: {serverError}</p> : null;
  }
  const explanation = STOPPED[status.reason];
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{explanation.title}</p>
      <p>{explanation.body}</p>
      {status.message && (
        <p className="mt-1">
          The service said: <q data-testid="live-server-error">{status.message}</q>
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" scale="sm" onClick={() => onRetry()}>
          Try again
        </Button>
        {explanation.takeover && (
          <Button variant="secondary" scale="sm" onClick={() => onRetry({ takeover: true })}>
            {explanation.takeover}
          </Button>
        )}
      </div>
    </div>
  );
}
