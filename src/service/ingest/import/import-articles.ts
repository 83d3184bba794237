/**
 * @module importArticles: validated import lines into the pipeline (enriched, written, emitted), the one
 * function both the CLI (store open) and the admin endpoint (service running) call per batch.
 */
import { addSourceIfMissing } from '../../sources/catalog-repo';
import { checkpointIfDue } from '../../store/maintenance';
import { processItems, type BatchDeps } from '../pipeline/process-batch';
import type { ItemOutcome } from '../pipeline/process-item';
import type { ImportLine } from './import-line';

export type ImportCounts = Record<ItemOutcome, number>;

export const emptyCounts = (): ImportCounts => ({ created: 0, revised: 0, unchanged: 0, skipped: 0 });

export function addCounts(into: ImportCounts, more: ImportCounts): ImportCounts {
  for (const k of Object.keys(into) as ItemOutcome[]) into[k] += more[k];
  return into;
}

export async function importArticles(deps: BatchDeps, lines: readonly ImportLine[]): Promise<ImportCounts> {
  for (const source of new Set(lines.map((line) => line.source))) {
    // Unknown publishers join the catalog as non-default: searchable by name, not by default.
    await addSourceIfMissing(deps.db, { domain: source, feedUrls: [], isDefault: false });
  }
  const outcomes = await processItems(
    deps,
    lines.map((line) => ({
      link: line.link,
      source: line.source,
      title: line.title,
      summary: line.summary,
      content: line.content,
      publishDate: line.publishDate,
      images: line.images,
      author: line.author,
      declaredLanguage: line.language,
    })),
  );
  // A long import on PGlite would otherwise keep all of its WAL until the store closes.
  await checkpointIfDue(deps.db);
  const counts = emptyCounts();
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}
