/**
 * @module importArticles: validated import lines into the pipeline (enriched, written, emitted), the one
 * function both the CLI (store open) and the admin endpoint (service running) call per batch.
 */
import { addSourceIfMissing } from '../../sources/catalog-repo';
import { processItem, type ItemOutcome, type PipelineDeps } from '../pipeline/process-item';
import type { ImportLine } from './import-line';

export type ImportCounts = Record<ItemOutcome, number>;

export const emptyCounts = (): ImportCounts => ({ created: 0, revised: 0, unchanged: 0, skipped: 0 });

export function addCounts(into: ImportCounts, more: ImportCounts): ImportCounts {
  for (const k of Object.keys(into) as ItemOutcome[]) into[k] += more[k];
  return into;
}

export async function importArticles(
  deps: PipelineDeps,
  lines: readonly ImportLine[],
): Promise<ImportCounts> {
  const counts = emptyCounts();
  const known = new Set<string>();
  for (const line of lines) {
    if (!known.has(line.source)) {
      // Unknown publishers join the catalog as non-default: searchable by name, not by default.
      await addSourceIfMissing(deps.db, { domain: line.source, feedUrls: [], isDefault: false });
      known.add(line.source);
    }
    const outcome = await processItem(deps, {
      link: line.link,
      source: line.source,
      title: line.title,
      summary: line.summary,
      content: line.content,
      publishDate: line.publishDate,
      images: line.images,
      declaredLanguage: line.language,
    });
    counts[outcome] += 1;
  }
  return counts;
}
