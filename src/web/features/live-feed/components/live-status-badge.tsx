/** @module The connection state as a badge: colour and words (never colour alone), a countdown while reconnecting. */
import { useClock } from '../hooks/use-clock';
import type { LiveStatus } from '../lib/live-feed';
import { statusLabel, statusTone, type StatusTone } from '../lib/status-words';

const TONE: Record<StatusTone, string> = {
  ok: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  wait: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  bad: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  idle: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const DOT: Record<StatusTone, string> = {
  ok: 'bg-emerald-600 motion-safe:animate-pulse dark:bg-emerald-300',
  wait: 'bg-sky-600 dark:bg-sky-300',
  paused: 'bg-amber-600 dark:bg-amber-300',
  bad: 'bg-rose-600 dark:bg-rose-300',
  idle: 'bg-slate-500 dark:bg-slate-300',
};

export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const now = useClock(status.kind === 'reconnecting');
  const tone = statusTone(status);
  return (
    <span
      data-testid="live-status"
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold ${TONE[tone]}`}
    >
      <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${DOT[tone]}`} />
      {statusLabel(status, now)}
    </span>
  );
}
