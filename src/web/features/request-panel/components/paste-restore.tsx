/** @module Paste a copied request (any format) or a shared URL to restore the whole explorer state. */
import { useId, useState } from 'react';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { restoreFromPaste } from '../lib/paste-restore';
import { Button } from '../../../components/button';

export function PasteRestore({ onRestore }: { onRestore: (state: ExplorerSearch) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        Paste a request (curl, fetch, Python, MCP, WebSocket, JSON body) or a dashboard URL
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="rounded border border-slate-300 bg-transparent p-1 font-mono text-xs dark:border-slate-600"
      />
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          scale="sm"
          onClick={() => {
            const result = restoreFromPaste(text);
            if (result.ok) {
              onRestore(result.state);
              setNote(`Restored from ${result.from}.`);
              setText('');
            } else setNote(result.reason);
          }}
        >
          Restore
        </Button>
        <span role="status" className="text-xs">
          {note}
        </span>
      </div>
    </div>
  );
}
