/** @module Explains a failed call in words; a burst 429 retries itself after 10 s with a visible countdown. */
import { describeProblem, problemOf } from '../lib/api-problem';
import { useCountdown } from '../hooks/use-countdown';
import { Button } from './button';

export const BURST_RETRY_SECONDS = 10;

interface Props {
  error: unknown;
  onRetry?: () => void;
  /** What was being loaded, for the heading. */
  what: string;
}

const HINT: Partial<Record<string, string>> = {
  unauthorized:
    'The dashboard server adds the key for you; restart it with a valid NEWS_API_KEY or data-dir key.',
  forbidden: 'Upgrade the plan of the key, or turn off the option that needs it.',
  network: 'Is the service running? The dashboard server proxies /api to NEWS_API_BASE_URL.',
};

export function ApiErrorNotice({ error, onRetry, what }: Props) {
  const problem = problemOf(error);
  const burst = problem.kind === 'rate_limited' && problem.scope === 'burst';
  const left = useCountdown(BURST_RETRY_SECONDS, burst && onRetry !== undefined, () => onRetry?.(), error);
  const quota = problem.kind === 'rate_limited' && problem.scope === 'quota';

  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Could not load {what}.</p>
      <p>{describeProblem(problem)}</p>
      {HINT[problem.kind] && <p className="mt-1">{HINT[problem.kind]}</p>}
      {burst && onRetry && (
        <p className="mt-1" data-testid="retry-countdown">
          Retrying automatically in {left} s…
        </p>
      )}
      {quota && (
        <p className="mt-1">
          Requests work again at the start of the next month (UTC) or after a plan upgrade.
        </p>
      )}
      {onRetry && !burst && !quota && (
        <Button variant="secondary" scale="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
