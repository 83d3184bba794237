/** @module A new signing secret, shown once with a copy button: the API never shows it again. */
import { useState } from 'react';
import { Button } from '../../../components/button';

export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        The signing secret, shown <strong>once</strong>: copy it now into the receiver (it checks
        X-Webhook-Signature with it). It cannot be shown again; rotate it to get a new one.
      </p>
      <code className="break-all rounded bg-white px-2 py-1 dark:bg-slate-900" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          scale="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" scale="sm" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
