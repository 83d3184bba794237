/**
 * @module The Webhooks page's body: a banner for webhooks disabled after failures, the form creating one from
 * the explorer's current query, and the list. A plan without webhooks is told so (the API's 403).
 */
import type { SearchArticlesV2Body } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { problemOf } from '../../../lib/api-problem';
import { useWebhooks } from '../api/get-webhooks';
import { useWebhookMutations } from '../api/webhook-mutations';
import type { DeliveryFilter } from './delivery-log';
import { WebhookCard } from './webhook-card';
import { WebhookCreateForm } from './webhook-create-form';
import { Button } from '../../../components/button';

interface Props {
  search: SearchArticlesV2Body;
  /** Where `search` comes from, in words ("the current query"). */
  source?: string;
  open: string;
  onOpen: (id: string) => void;
  status: DeliveryFilter;
  onStatus: (status: DeliveryFilter) => void;
}

export function WebhooksPanel({ search, source, open, onOpen, status, onStatus }: Props) {
  const webhooks = useWebhooks();
  const { enable } = useWebhookMutations();
  if (webhooks.isPending) return <p className="text-sm">Loading webhooks…</p>;
  if (webhooks.isError) {
    const problem = problemOf(webhooks.error);
    if (problem.kind === 'forbidden') {
      return <p className="text-sm">Webhooks are not part of this key's plan: “{problem.message}”.</p>;
    }
    if (problem.kind === 'not_found') {
      return <p className="text-sm">The API this dashboard talks to has no webhooks endpoint.</p>;
    }
    return (
      <ApiErrorNotice error={webhooks.error} what="the webhooks" onRetry={() => void webhooks.refetch()} />
    );
  }
  const list = webhooks.data.webhooks;
  const broken = list.filter((w) => !w.enabled && w.disabledReason === 'failures');
  return (
    <div className="flex flex-col gap-4">
      {broken.length > 0 && (
        <div
          role="alert"
          className="rounded border border-rose-400 bg-rose-50 p-3 text-sm text-rose-950 dark:bg-rose-950 dark:text-rose-100"
        >
          {broken.length === 1 ? 'A webhook was' : `${broken.length} webhooks were`} disabled after repeated
          failed deliveries: {broken.map((w) => w.url).join(', ')}. Fix the receiver, then{' '}
          {broken.map((w) => (
            <Button
              key={w.id}
              variant="link"
              scale="inline"
              className="mr-1"
              onClick={() => enable.mutate(w.id)}
            >
              enable {broken.length > 1 ? w.url : 'it'}
            </Button>
          ))}
          .
        </div>
      )}
      <WebhookCreateForm search={search} source={source} />
      <section aria-labelledby="webhook-list" className="flex flex-col gap-2">
        <h2 id="webhook-list" className="font-semibold">
          Webhooks ({list.length})
        </h2>
        {list.length === 0 && <p className="text-sm text-slate-500">None yet.</p>}
        <ul className="flex flex-col gap-2">
          {list.map((w) => (
            <WebhookCard
              key={w.id}
              webhook={w}
              open={open === w.id}
              onOpen={(o) => onOpen(o ? w.id : '')}
              status={status}
              onStatus={onStatus}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
