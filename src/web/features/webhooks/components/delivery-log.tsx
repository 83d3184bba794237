/** @module A webhook's delivery log, newest first: status, attempts, latency, error; filterable to the failed ones. */
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { formatUtc } from '../../../lib/format';
import { useDeliveries } from '../api/get-deliveries';
import { Select } from '../../../components/select';

export type DeliveryFilter = WebhookDeliveryStatus | 'all';

const TONE: Record<WebhookDeliveryStatus, string> = {
  pending: 'text-slate-600 dark:text-slate-300',
  delivered: 'text-emerald-700 dark:text-emerald-300',
  failed: 'text-rose-700 dark:text-rose-300',
};

interface Props {
  id: string;
  status: DeliveryFilter;
  onStatus: (status: DeliveryFilter) => void;
}

export function DeliveryLog({ id, status, onStatus }: Props) {
  const deliveries = useDeliveries(id, status);
  return (
    <section aria-label="Delivery log" className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-xs">
        Show
        <Select value={status} onChange={(e) => onStatus(e.target.value as DeliveryFilter)} scale="sm">
          {(['all', ...WEBHOOK_DELIVERY_STATUSES] as const).map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'all deliveries' : `${s} only`}
            </option>
          ))}
        </Select>
      </label>
      {deliveries.isPending && <p className="text-xs">Loading deliveries…</p>}
      {deliveries.isError && (
        <ApiErrorNotice
          error={deliveries.error}
          what="the deliveries"
          onRetry={() => void deliveries.refetch()}
        />
      )}
      {deliveries.data && deliveries.data.deliveries.length === 0 && (
        <p className="text-xs text-slate-500">No {status === 'all' ? '' : `${status} `}deliveries yet.</p>
      )}
      {deliveries.data && deliveries.data.deliveries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-xs" aria-label="Deliveries">
            <thead>
              <tr className="text-left">
                <th className="px-1">Created</th>
                <th className="px-1">Kind</th>
                <th className="px-1">Status</th>
                <th className="px-1">Attempts</th>
                <th className="px-1">Last answer</th>
                <th className="px-1">Latency</th>
                <th className="px-1">Error</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.deliveries.map((d) => {
                const last = d.attempts.at(-1);
                return (
                  <tr
                    key={d.id}
                    className="border-t border-slate-200 align-top dark:border-slate-800"
                    data-delivery={d.status}
                  >
                    <td className="px-1 whitespace-nowrap">{formatUtc(d.createdAt)}</td>
                    <td className="px-1" title={d.link}>
                      {d.kind}
                    </td>
                    <td className={`px-1 font-semibold ${TONE[d.status]}`}>
                      {d.status}
                      {d.nextAttemptAt && (
                        <span className="block font-normal">next {formatUtc(d.nextAttemptAt)}</span>
                      )}
                    </td>
                    <td className="px-1">{d.attempts.length}</td>
                    <td className="px-1">{last ? (last.statusCode ?? 'no answer') : '—'}</td>
                    <td className="px-1">{last ? `${last.latencyMs} ms` : '—'}</td>
                    <td className="px-1 break-all">{last?.error ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
