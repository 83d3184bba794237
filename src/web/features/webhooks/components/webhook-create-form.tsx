/** @module Create a webhook from the explorer's current query or a saved search: URL, type, includeUpdates, extra auth. */
import { useState, type FormEvent } from 'react';
import { WEBHOOK_TYPES, type SearchArticlesV2Body, type WebhookType } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { useWebhookMutations } from '../api/webhook-mutations';
import { webhookFilters } from '../lib/webhook-from-query';
import { AuthFields, authInput, type AuthDraft } from './auth-fields';
import { SecretOnce } from './secret-once';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

export function WebhookCreateForm({
  search,
  source,
}: {
  search: SearchArticlesV2Body;
  /** Where the filters come from, in words; the explorer's current query when not given. */
  source?: string;
}) {
  const { create } = useWebhookMutations();
  const [url, setUrl] = useState('');
  const [type, setType] = useState<WebhookType>('enriched');
  const [includeUpdates, setIncludeUpdates] = useState(false);
  const [auth, setAuth] = useState<AuthDraft>({ kind: 'none' });
  const { filters, dropped } = webhookFilters(search, type);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url, type, ...filters, includeUpdates, auth: authInput(auth) });
  };
  return (
    <section
      aria-labelledby="new-webhook"
      className="flex flex-col gap-2 rounded border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 id="new-webhook" className="font-semibold">
        New webhook from {source ?? 'the current query'}
      </h2>
      {create.data ? (
        <SecretOnce secret={create.data.webhook.secret} onDone={() => create.reset()} />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2" aria-label="New webhook">
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-64 flex-1 flex-col text-xs">
              URL
              <Input
                type="url"
                required
                value={url}
                placeholder="https://receiver.example/hook"
                onChange={(e) => setUrl(e.target.value)}
              />
            </label>
            <label className="flex flex-col text-xs">
              Type
              <Select scale="md" value={type} onChange={(e) => setType(e.target.value as WebhookType)}>
                {WEBHOOK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </label>
            <label className="flex items-center gap-1 text-sm">
              <Input
                type="checkbox"
                checked={includeUpdates}
                onChange={(e) => setIncludeUpdates(e.target.checked)}
              />
              also revisions (includeUpdates)
            </label>
          </div>
          <AuthFields value={auth} onChange={setAuth} />
          <details className="text-xs">
            <summary>
              Filters taken from {source ?? 'the explorer'} ({Object.keys(filters).length})
            </summary>
            <pre className="overflow-x-auto whitespace-pre-wrap" data-testid="webhook-filters">
              {JSON.stringify(filters, null, 2)}
            </pre>
          </details>
          {dropped.length > 0 && (
            <p className="text-xs text-amber-800 dark:text-amber-200">
              A raw webhook cannot filter on {dropped.join(', ')}: left out.
            </p>
          )}
          {create.isError && <ApiErrorNotice error={create.error} what="the webhook" />}
          <Button
            type="submit"
            variant="primary"
            scale="md"
            className="self-start"
            disabled={create.isPending}
          >
            Create webhook
          </Button>
        </form>
      )}
    </section>
  );
}
