/**
 * @module The one-time offer to upload the searches saved in this browser before the service kept them. Asked
 * once per browser, whatever the answer; uploaded ones leave localStorage, declined ones stay listed there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { describeProblem, problemOf } from '../../../lib/api-problem';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { createSavedSearch } from '../api/saved-search-mutations';
import { savedSearchKeys } from '../api/saved-search-keys';
import {
  markUploadOffered,
  readLocalSaved,
  remainingAfterUpload,
  uploadOffered,
  writeLocalSaved,
  type LocalSavedEntry,
} from '../lib/local-saved';
import { savedSearchOf } from '../lib/saved-search-state';

type Phase = { kind: 'offer' } | { kind: 'uploading' } | { kind: 'done'; uploaded: number; failed: string[] };

interface Props {
  onOpen: (state: ExplorerSearch) => void;
}

export function UploadOffer({ onOpen }: Props) {
  const client = useQueryClient();
  const [local, setLocal] = useState(readLocalSaved);
  const [phase, setPhase] = useState<Phase>(() =>
    uploadOffered() ? { kind: 'done', uploaded: 0, failed: [] } : { kind: 'offer' },
  );

  async function upload(entries: readonly LocalSavedEntry[]) {
    markUploadOffered();
    setPhase({ kind: 'uploading' });
    const uploaded = new Set<string>();
    const failed: string[] = [];
    for (const entry of entries) {
      try {
        await createSavedSearch({ name: entry.name, ...savedSearchOf(entry.state) });
        uploaded.add(entry.name);
      } catch (error) {
        failed.push(`${entry.name}: ${describeProblem(problemOf(error))}`);
      }
    }
    const remaining = remainingAfterUpload(entries, uploaded);
    writeLocalSaved(remaining);
    setLocal(remaining);
    setPhase({ kind: 'done', uploaded: uploaded.size, failed });
    await client.invalidateQueries({ queryKey: savedSearchKeys.all });
  }

  if (local.length === 0 && phase.kind !== 'done') return null;
  if (phase.kind === 'offer' || phase.kind === 'uploading') {
    return (
      <section
        aria-label="Saved in this browser"
        className="flex flex-col gap-1 rounded border border-blue-300 bg-blue-50 p-2 text-xs dark:border-blue-800 dark:bg-blue-950"
      >
        <p>
          {local.length === 1 ? 'One search is' : `${local.length} searches are`} saved in this browser only.
          Upload {local.length === 1 ? 'it' : 'them'} to your account, so{' '}
          {local.length === 1 ? 'it follows' : 'they follow'} you to any browser? This is asked once.
        </p>
        <div className="flex gap-1">
          <Button
            variant="primary"
            scale="sm"
            disabled={phase.kind === 'uploading'}
            onClick={() => void upload(local)}
          >
            {phase.kind === 'uploading' ? 'Uploading…' : 'Upload'}
          </Button>
          <Button
            scale="sm"
            disabled={phase.kind === 'uploading'}
            onClick={() => {
              markUploadOffered();
              setPhase({ kind: 'done', uploaded: 0, failed: [] });
            }}
          >
            Keep them here
          </Button>
        </div>
      </section>
    );
  }
  return (
    <>
      {(phase.uploaded > 0 || phase.failed.length > 0) && (
        <p role="status" className="text-xs">
          {phase.uploaded > 0 &&
            `Uploaded ${phase.uploaded} saved search${phase.uploaded === 1 ? '' : 'es'}.`}
          {phase.failed.length > 0 && ` Not uploaded: ${phase.failed.join('; ')}.`}
        </p>
      )}
      {local.length > 0 && (
        <section aria-labelledby="local-saved">
          <h3 id="local-saved" className="text-xs font-semibold uppercase">
            This browser only
          </h3>
          <ul className="text-sm">
            {local.map((entry) => (
              <li key={entry.name} className="flex items-center gap-1">
                <Button
                  variant="link"
                  scale="inline"
                  className="truncate text-left"
                  onClick={() => onOpen(entry.state)}
                >
                  {entry.name}
                </Button>
                <Button
                  aria-label={`Delete ${entry.name} from this browser`}
                  variant="ghost"
                  scale="xs"
                  className="ml-auto"
                  onClick={() => {
                    const next = local.filter((e) => e.name !== entry.name);
                    writeLocalSaved(next);
                    setLocal(next);
                  }}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
