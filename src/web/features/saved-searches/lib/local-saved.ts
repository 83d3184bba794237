/**
 * @module The searches saved in this browser before the service kept them (localStorage), and whether they
 * were offered for upload: once, whatever the answer, then never again in this browser.
 */
import { z } from 'zod';
import { toExplorerState } from '../../../lib/explorer-state';
import { readStored, writeStored } from '../../../lib/storage';

// Through toExplorerState: entries saved before the URL keys took the contract's names keep their filters.
const Entry = z.object({ name: z.string(), at: z.string(), state: z.unknown().transform(toExplorerState) });
export type LocalSavedEntry = z.infer<typeof Entry>;

export const LOCAL_SAVED_KEY = 'newsroom.saved-queries';
export const UPLOAD_OFFERED_KEY = 'newsroom.saved-queries.upload-offered';

export function readLocalSaved(): LocalSavedEntry[] {
  return readStored(LOCAL_SAVED_KEY, z.array(Entry), []);
}

export function writeLocalSaved(entries: readonly LocalSavedEntry[]): void {
  writeStored(LOCAL_SAVED_KEY, entries);
}

export function uploadOffered(): boolean {
  return readStored(UPLOAD_OFFERED_KEY, z.boolean(), false);
}

export function markUploadOffered(): void {
  writeStored(UPLOAD_OFFERED_KEY, true);
}

/** The entries not uploaded yet, after `uploaded` of them (by name) were. */
export function remainingAfterUpload(
  entries: readonly LocalSavedEntry[],
  uploaded: ReadonlySet<string>,
): LocalSavedEntry[] {
  return entries.filter((e) => !uploaded.has(e.name));
}
