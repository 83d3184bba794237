/**
 * @module runImport: reads JSONL, validates each line, sends good lines in batches to a sink (the store
 * or the running service) and reports bad lines by number. Bad lines never stop the good ones.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { addCounts, emptyCounts, type ImportCounts } from './import-articles';
import { parseImportLine, type ImportLine } from './import-line';

/** The most lines one batch may carry: the running service's admin API refuses larger batches. */
export const MAX_IMPORT_BATCH = 1_000;

/** `--batch`: a whole number from 1 to MAX_IMPORT_BATCH, else an error saying so. */
export function parseBatchSize(text: string): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || n < 1 || n > MAX_IMPORT_BATCH) {
    throw new Error(
      `--batch must be a whole number from 1 to ${MAX_IMPORT_BATCH}, not ${JSON.stringify(text)}`,
    );
  }
  return n;
}

export type ImportSink = (batch: ImportLine[]) => Promise<ImportCounts>;

export interface BadLine {
  line: number;
  error: string;
}

export interface ImportReport {
  lines: number;
  counts: ImportCounts;
  bad: BadLine[];
}

export interface ImportOptions {
  sink: ImportSink;
  batchSize?: number;
  /** Called after each batch with the lines read so far. */
  onProgress?: (linesRead: number) => void;
}

export function readLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
}

export async function runImport(lines: AsyncIterable<string>, options: ImportOptions): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 200;
  const report: ImportReport = { lines: 0, counts: emptyCounts(), bad: [] };
  let batch: ImportLine[] = [];
  const flush = async () => {
    if (batch.length > 0) addCounts(report.counts, await options.sink(batch));
    batch = [];
    options.onProgress?.(report.lines);
  };
  for await (const line of lines) {
    report.lines += 1;
    // Editors on Windows save UTF-8 with a byte-order mark, which JSON.parse refuses.
    const text = report.lines === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() === '') continue;
    const parsed = parseImportLine(text);
    if (parsed.ok) batch.push(parsed.value);
    else report.bad.push({ line: report.lines, error: parsed.error });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return report;
}
