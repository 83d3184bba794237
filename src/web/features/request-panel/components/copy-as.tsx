/**
 * @module Tabs of "Copy as" renderings with a copy button; what a target ignores, rewrites or freezes is named,
 * and where the key comes from.
 */
import { useState } from 'react';
import type { SearchArticlesV2Body } from '../../../../contract';
import type { RelativeRange } from '../../../lib/explorer-state';
import { useApiInfo } from '../api/get-api-info';
import {
  COPY_FORMATS,
  FORMAT_LABEL,
  droppedFields,
  frozenRange,
  keepsRangeRelative,
  renderCopy,
  rewrittenFields,
  type CopyFormat,
} from '../lib/copy-as';
import { Button } from '../../../components/button';

export function CopyAs({ body, range }: { body: SearchArticlesV2Body; range: RelativeRange | '' }) {
  const [format, setFormat] = useState<CopyFormat>('json');
  const [copied, setCopied] = useState(false);
  const api = useApiInfo().data;
  const context = { api, range };
  const text = renderCopy(format, body, context);
  const dropped = droppedFields(format, body);
  const rewritten = rewrittenFields(format, body);
  const frozen = frozenRange(format, body, context);

  return (
    <div>
      <div role="tablist" aria-label="Copy as" className="flex flex-wrap gap-1">
        {COPY_FORMATS.map((f) => (
          <Button
            key={f}
            role="tab"
            aria-selected={f === format}
            aria-controls="copy-as-panel"
            variant="ghost"
            scale="xs"
            className="rounded-b-none border border-b-0 border-slate-300 aria-selected:bg-slate-200 dark:border-slate-600 dark:aria-selected:bg-slate-700"
            onClick={() => {
              setFormat(f);
              setCopied(false);
            }}
          >
            {FORMAT_LABEL[f]}
          </Button>
        ))}
      </div>
      <div id="copy-as-panel" role="tabpanel" className="relative">
        <pre
          data-testid="copy-as-text"
          className="max-h-72 overflow-auto rounded-b rounded-tr bg-slate-100 p-2 text-xs dark:bg-slate-800"
        >
          {text}
        </pre>
        <Button
          variant="secondary"
          scale="xs"
          className="absolute right-1 top-1 bg-white dark:bg-slate-900"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {dropped.length > 0 && (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          Not supported by this target, left out: {dropped.join(', ')}.
        </p>
      )}
      {rewritten.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Rewritten for this target: {rewritten.join('; ')}.
        </p>
      )}
      {frozen && <p className="text-xs text-amber-700 dark:text-amber-400">{frozen}.</p>}
      <p className="text-xs text-slate-500">
        {keepsRangeRelative(format)
          ? `Runs as pasted against ${api?.apiBaseUrl ?? '$NEWS_API_BASE_URL'} with the key in $NEWS_API_KEY${
              api?.keyFile ? ` (${api.keyFile})` : ''
            }; the dashboard never holds the key.`
          : 'The dashboard never holds the key.'}
      </p>
    </div>
  );
}
