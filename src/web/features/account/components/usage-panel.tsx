/**
 * @module The Usage page's body: plan and capabilities, this month's quota used / limit with a per-day
 * chart, the burst limit and the live connections in use, from GET /v2/account (which counts nothing).
 */
import type { AccountResponse } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { formatCount, formatPercent, formatUtc } from '../../../lib/format';
import { useAccount } from '../api/get-account';
import { DailyUsage, type DailyView } from './daily-usage';
import { Button } from '../../../components/button';

interface Props {
  view: DailyView;
  onView: (view: DailyView) => void;
}

const card = 'flex flex-col gap-1 rounded border border-slate-200 p-3 dark:border-slate-700';
const term = 'text-xs font-semibold uppercase text-slate-600 dark:text-slate-400';

function Quota({ usage }: { usage: AccountResponse['usage'] }) {
  const share = usage.limit ? Math.min(1, usage.used / usage.limit) : null;
  return (
    <div className={card}>
      <dt className={term}>Requests this month ({usage.period})</dt>
      <dd className="text-lg tabular-nums" data-testid="usage-used">
        {formatCount(usage.used)} {usage.limit === null ? '(unlimited)' : `of ${formatCount(usage.limit)}`}
      </dd>
      {share !== null && (
        <dd>
          <div
            className="h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
            role="progressbar"
            aria-label="Monthly quota used"
            aria-valuemin={0}
            aria-valuemax={usage.limit ?? 0}
            aria-valuenow={usage.used}
          >
            <div
              className={`h-full ${share >= 0.9 ? 'bg-rose-600' : 'bg-blue-600'}`}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <span className="text-xs">{formatPercent(share)} used</span>
        </dd>
      )}
      <dd className="text-xs text-slate-600 dark:text-slate-400">Starts again {formatUtc(usage.resetsAt)}</dd>
    </div>
  );
}

const CAPABILITIES: { key: keyof AccountResponse['plan']['capabilities']; label: string }[] = [
  { key: 'content', label: 'Full article text' },
  { key: 'entities', label: 'Companies (includeEntities)' },
  { key: 'websocket', label: 'Live WebSocket' },
  { key: 'webhooks', label: 'Webhooks' },
];

export function UsagePanel({ view, onView }: Props) {
  const account = useAccount();
  if (account.isPending) return <p className="text-sm">Loading the account…</p>;
  if (account.isError) {
    return <ApiErrorNotice error={account.error} what="the account" onRetry={() => void account.refetch()} />;
  }
  const data = account.data;
  if (!data) {
    return (
      <p className="rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        The API this dashboard talks to has no <code>GET /v2/account</code>, so plan and usage cannot be
        shown.
      </p>
    );
  }
  const { plan, usage, live } = data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Key <strong>{data.key.name}</strong> (<code>{data.key.prefix}…</code>) on plan{' '}
        <strong data-testid="plan-name">{plan.name}</strong>. Reading this page counts no request.{' '}
        <Button variant="link" scale="inline" onClick={() => void account.refetch()}>
          Refresh
        </Button>
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Quota usage={usage} />
        <div className={card}>
          <dt className={term}>Burst limit</dt>
          <dd className="text-lg">
            {plan.burst ? `${plan.burst.requests} requests per ${plan.burst.seconds} s` : 'none'}
          </dd>
        </div>
        <div className={card}>
          <dt className={term}>Live connections in use</dt>
          <dd className="text-lg tabular-nums" data-testid="live-connections">
            {plan.capabilities.websocket ? `${live.connections} of ${live.limit}` : 'not in this plan'}
          </dd>
        </div>
        <div className={card}>
          <dt className={term}>Capabilities</dt>
          <dd>
            <ul className="text-sm">
              {CAPABILITIES.map(({ key, label }) => (
                <li key={key}>
                  <span aria-hidden="true">{plan.capabilities[key] ? '✓' : '✗'}</span>{' '}
                  <span className={plan.capabilities[key] ? '' : 'text-slate-500 line-through'}>{label}</span>
                  <span className="sr-only">{plan.capabilities[key] ? ': included' : ': not included'}</span>
                  {key === 'webhooks' && plan.capabilities.webhooks && ` (up to ${plan.webhooks})`}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="daily-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="daily-heading" className="font-semibold">
            Requests per day
          </h2>
          <div role="group" aria-label="Show as" className="flex gap-1 text-xs">
            {(['chart', 'table'] as const).map((v) => (
              <Button
                key={v}
                aria-pressed={view === v}
                variant="secondary"
                scale="sm"
                onClick={() => onView(v)}
              >
                {v}
              </Button>
            ))}
          </div>
        </div>
        <DailyUsage daily={usage.daily} view={view} />
      </section>
    </div>
  );
}
