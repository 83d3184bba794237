/**
 * @module One webhook: where it goes and what it filters, enable/disable, edit (URL, includeUpdates, auth),
 * delete, rotate the secret (shown once), send a test, and its delivery log.
 */
import { useState, type FormEvent } from 'react';
import type { Webhook } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { useWebhookMutations } from '../api/webhook-mutations';
import { filterSummary } from '../lib/filter-summary';
import { AuthFields, authInput, type AuthDraft } from './auth-fields';
import { DeliveryLog, type DeliveryFilter } from './delivery-log';
import { SecretOnce } from './secret-once';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';

interface Props {
  webhook: Webhook;
  open: boolean;
  onOpen: (open: boolean) => void;
  status: DeliveryFilter;
  onStatus: (status: DeliveryFilter) => void;
}

export function WebhookCard({ webhook: w, open, onOpen, status, onStatus }: Props) {
  const m = useWebhookMutations();
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState(w.url);
  const [includeUpdates, setIncludeUpdates] = useState(w.includeUpdates ?? false);
  const [auth, setAuth] = useState<AuthDraft>({ kind: 'none' });
  const [keepAuth, setKeepAuth] = useState(true);
  const failed = [m.patch, m.enable, m.remove, m.rotate, m.test].find((x) => x.isError);
  const save = (e: FormEvent) => {
    e.preventDefault();
    m.patch.mutate(
      { id: w.id, body: { url, includeUpdates, ...(keepAuth ? {} : { auth: authInput(auth) ?? null }) } },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <li
      className="flex flex-col gap-2 rounded border border-slate-200 p-3 dark:border-slate-700"
      data-webhook={w.id}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="font-mono text-sm break-all">{w.url}</span>
        <span className="rounded bg-slate-100 px-1 text-xs dark:bg-slate-800">{w.type}</span>
        <span
          className={`text-xs font-semibold ${w.enabled ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}`}
        >
          {w.enabled ? 'enabled' : w.disabledReason === 'failures' ? 'disabled after failures' : 'disabled'}
        </span>
        {w.consecutiveFailures > 0 && (
          <span className="text-xs">{w.consecutiveFailures} failed in a row</span>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {filterSummary(w)}
        {w.includeUpdates ? ' · with revisions' : ''}
        {w.auth ? ` · auth: ${w.auth.type === 'header' ? `header ${w.auth.header}` : 'HTTP Basic'}` : ''}
      </p>
      <div className="flex flex-wrap gap-1">
        {w.enabled ? (
          <Button
            variant="secondary"
            scale="xs"
            onClick={() => m.patch.mutate({ id: w.id, body: { enabled: false } })}
          >
            Disable
          </Button>
        ) : (
          <Button variant="secondary" scale="xs" onClick={() => m.enable.mutate(w.id)}>
            Enable
          </Button>
        )}
        <Button variant="secondary" scale="xs" aria-expanded={editing} onClick={() => setEditing((x) => !x)}>
          Edit
        </Button>
        <Button
          variant="secondary"
          scale="xs"
          disabled={m.test.isPending}
          onClick={() => m.test.mutate(w.id, { onSuccess: () => onOpen(true) })}
        >
          Send a test
        </Button>
        <Button variant="secondary" scale="xs" onClick={() => m.rotate.mutate(w.id)}>
          Rotate secret
        </Button>
        <Button
          variant="danger"
          scale="xs"
          onClick={() => {
            if (window.confirm(`Delete the webhook to ${w.url}? Its delivery log goes with it.`))
              m.remove.mutate(w.id);
          }}
        >
          Delete
        </Button>
        <Button variant="secondary" scale="xs" aria-expanded={open} onClick={() => onOpen(!open)}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
      </div>
      {m.rotate.data && <SecretOnce secret={m.rotate.data.webhook.secret} onDone={() => m.rotate.reset()} />}
      {failed?.error && <ApiErrorNotice error={failed.error} what="the webhook" />}
      {editing && (
        <form onSubmit={save} className="flex flex-col gap-2" aria-label={`Edit webhook ${w.url}`}>
          <label className="flex flex-col text-xs">
            URL
            <Input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <label className="flex items-center gap-1 text-sm">
            <Input
              type="checkbox"
              checked={includeUpdates}
              onChange={(e) => setIncludeUpdates(e.target.checked)}
            />
            also revisions (includeUpdates)
          </label>
          <label className="flex items-center gap-1 text-sm">
            <Input type="checkbox" checked={keepAuth} onChange={(e) => setKeepAuth(e.target.checked)} />
            keep the extra authentication as it is
          </label>
          {!keepAuth && <AuthFields value={auth} onChange={setAuth} />}
          <Button
            type="submit"
            variant="primary"
            scale="md"
            className="self-start"
            disabled={m.patch.isPending}
          >
            Save
          </Button>
        </form>
      )}
      {open && <DeliveryLog id={w.id} status={status} onStatus={onStatus} />}
    </li>
  );
}
