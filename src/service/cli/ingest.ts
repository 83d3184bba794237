/** @module `npm run ingest -- file.jsonl`: bulk import of articles (one JSON object a line), also while the service runs. */
import { statSync } from 'node:fs';
import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config/env';
import {
  ImportStoppedError,
  MAX_IMPORT_BATCH,
  readLines,
  runImport,
  type ImportReport,
} from '../ingest/import/import-jsonl';
import { openPipelineAdmin } from '../admin/pipeline-admin';
import { batchOption } from './batch-option';

/** Bad lines printed in full; the rest are only counted, so a broken file cannot flood the terminal. */
const MAX_BAD_LINES_SHOWN = 50;

async function countLines(file: string): Promise<number> {
  let n = 0;
  for await (const _ of readLines(file)) n += 1;
  return n;
}

function printBadLines(report: ImportReport): void {
  for (const bad of report.bad.slice(0, MAX_BAD_LINES_SHOWN)) {
    process.stderr.write(`line ${bad.line}: ${bad.error}\n`);
  }
  if (report.bad.length > MAX_BAD_LINES_SHOWN) {
    process.stderr.write(`… and ${report.bad.length - MAX_BAD_LINES_SHOWN} more bad lines\n`);
  }
}

function summary(report: ImportReport): string {
  const { created, revised, unchanged, skipped } = report.counts;
  return (
    `${created} new, ${revised} revised, ${unchanged} unchanged, ` +
    `${skipped} skipped, ${report.bad.length} bad lines`
  );
}

const program = new Command('ingest')
  .description(
    'Import articles from a JSONL file: link, title, source, and optional summary, content, author, publishDate, language, images',
  )
  .argument('<file>', 'JSONL file')
  .addOption(batchOption('articles per batch', MAX_IMPORT_BATCH, 500))
  .action(async (file: string, opts: { batch: number }) => {
    statSync(file);
    const admin = await openPipelineAdmin(loadConfig());
    const bar = new SingleBar(
      { format: 'import [{bar}] {value}/{total} lines', hideCursor: true },
      Presets.shades_classic,
    );
    try {
      bar.start(await countLines(file), 0);
      const report = await runImport(readLines(file), {
        sink: (batch) => admin.importBatch(batch),
        batchSize: opts.batch,
        inFlight: admin.importBatchesInFlight,
        onProgress: (n) => bar.update(n),
      }).catch((error: unknown) => {
        if (!(error instanceof ImportStoppedError)) throw error;
        bar.stop();
        printBadLines(error.report);
        process.stderr.write(
          `ingest: ${error.message}\nLines from ${error.fromLine} on may not have been imported; before ` +
            `it, via ${admin.via}: ${summary(error.report)}. Importing the same file again is safe: ` +
            `lines already imported are unchanged re-sightings.\n`,
        );
        process.exitCode = 1;
        return null;
      });
      if (!report) return;
      bar.stop();
      printBadLines(report);
      process.stdout.write(`Imported via ${admin.via}: ${summary(report)}.\n`);
      if (report.bad.length > 0) process.exitCode = 2;
      // Searches right after the import plan over the rows it wrote (the store's statistics, refreshed now).
      if (report.counts.created + report.counts.revised > 0) {
        const maintained = await admin.finishImport();
        process.stdout.write(
          maintained.ran
            ? 'Search statistics refreshed.\n'
            : 'Search statistics are being refreshed by another instance.\n',
        );
      }
    } finally {
      bar.stop();
      await admin.close();
    }
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`ingest: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
