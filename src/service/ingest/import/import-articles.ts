/**
 * @module importArticles: validated import lines into the pipeline (enriched, written, emitted), the one
 * function both the CLI (store open) and the admin endpoint (service running) call per batch.
 */
import { addSourceIfMissing } from '../../store/sources-repo';
import { checkpointIfDue } from '../../store/maintenance';
import {
  prepareItems,
  processItems,
  writePreparedItems,
  type BatchDeps,
  type BatchEnricher,
} from '../pipeline/process-batch';
import type { ItemOutcome } from '../pipeline/process-item';
import { toPipelineItem, type PipelineItem } from '../pipeline/to-pipeline-item';
import type { ImportLine } from './import-line';

export type ImportCounts = Record<ItemOutcome, number>;

export const emptyCounts = (): ImportCounts => ({ created: 0, revised: 0, unchanged: 0, skipped: 0 });

export function addCounts(into: ImportCounts, more: ImportCounts): ImportCounts {
  for (const k of Object.keys(into) as ItemOutcome[]) into[k] += more[k];
  return into;
}

const fromLine = (line: ImportLine): PipelineItem => toPipelineItem({ kind: 'import', line });

/** Writes a batch: catalog first, then the articles; its outcomes counted. */
async function writeBatch(
  deps: BatchDeps,
  lines: readonly ImportLine[],
  write: () => Promise<ItemOutcome[]>,
): Promise<ImportCounts> {
  for (const source of new Set(lines.map((line) => line.source))) {
    // Unknown publishers join the catalog as non-default: searchable by name, not by default.
    await addSourceIfMissing(deps.db, { domain: source, feedUrls: [], isDefault: false });
  }
  const outcomes = await write();
  // A long import on PGlite would otherwise keep all of its WAL until the store closes.
  await checkpointIfDue(deps.db);
  const counts = emptyCounts();
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}

export async function importArticles(deps: BatchDeps, lines: readonly ImportLine[]): Promise<ImportCounts> {
  return writeBatch(deps, lines, () => processItems(deps, lines.map(fromLine)));
}

/**
 * importArticles at pipeline speed, for a caller that sends the next batch before the last one is written
 * (runImport with two batches in flight): each batch is enriched by `enrich` (worker threads) as soon as it
 * arrives, while the batch before it is written; writes stay one at a time and in order, so every batch
 * sees what the ones before it stored, as with importArticles.
 */
export function pipelinedImport(
  deps: BatchDeps,
  enrich: BatchEnricher,
): (lines: readonly ImportLine[]) => Promise<ImportCounts> {
  let writing: Promise<unknown> = Promise.resolve();
  return (lines) => {
    const prepared = prepareItems(deps, lines.map(fromLine), enrich);
    const written = writing.then(async () => {
      const batch = await prepared;
      return writeBatch(deps, lines, () => writePreparedItems(deps, batch));
    });
    // A failed write fails every batch after it too (unwritten): the import stops where it failed.
    writing = written;
    prepared.catch(() => undefined); // its failure is the write's, reported there
    return written;
  };
}
