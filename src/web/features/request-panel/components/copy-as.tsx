/** @module Tabs of "Copy as" renderings with a copy button; fields a target ignores are named. */
import { useState } from 'react';
import type { SearchArticlesV2Body } from '../../../../contract';
import { COPY_FORMATS, FORMAT_LABEL, droppedFields, renderCopy, type CopyFormat } from '../lib/copy-as';

export function CopyAs({ body }: { body: SearchArticlesV2Body }) {
  const [format, setFormat] = useState<CopyFormat>('json');
  const [copied, setCopied] = useState(false);
  const text = renderCopy(format, body);
  const dropped = droppedFields(format, body);

  return (
    <div>
      <div role="tablist" aria-label="Copy as" className="flex flex-wrap gap-1">
        {COPY_FORMATS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === format}
            aria-controls="copy-as-panel"
            className="rounded-t border border-b-0 border-slate-300 px-2 text-xs aria-selected:bg-slate-200 dark:border-slate-600 dark:aria-selected:bg-slate-700"
            onClick={() => {
              setFormat(f);
              setCopied(false);
            }}
          >
            {FORMAT_LABEL[f]}
          </button>
        ))}
      </div>
      <div id="copy-as-panel" role="tabpanel" className="relative">
        <pre
          data-testid="copy-as-text"
          className="max-h-72 overflow-auto rounded-b rounded-tr bg-slate-100 p-2 text-xs dark:bg-slate-800"
        >
          {text}
        </pre>
        <button
          type="button"
          className="absolute right-1 top-1 rounded border bg-white px-2 text-xs dark:bg-slate-900"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {dropped.length > 0 && (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          Not supported by this target, left out: {dropped.join(', ')}.
        </p>
      )}
      <p className="text-xs text-slate-500">
        The key is a placeholder ($NEWS_API_KEY); the dashboard never holds it.
      </p>
    </div>
  );
}
