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
export function parseBatchSize(text: string, max = MAX_IMPORT_BATCH): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || n < 1 || n > max) {
    throw new Error(`--batch must be a whole number from 1 to ${max}, not ${JSON.stringify(text)}`);
  }
  return n;
}

/**
 * Bytes of JSONL one batch may carry, and so the longest line: half the running service's request
 * body limit for a batch (BATCH_BODY_LIMIT), which leaves room for what parsing adds to a line
 * (absent fields as nulls, dates in full). The same in both modes, so a file imports alike whether
 * or not the service runs.
 */
export const MAX_IMPORT_BATCH_BYTES = 16 * 1024 * 1024;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

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
  /** Default MAX_IMPORT_BATCH_BYTES; a line longer than this is a bad line. */
  maxBatchBytes?: number;
  /** Called after each batch with the lines read so far. */
  onProgress?: (linesRead: number) => void;
  /**
   * Batches handed to the sink before the oldest is done: 2 lets a pipelined sink prepare one batch while it
   * writes the one before. Default 1.
   */
  inFlight?: number;
}

/** Why a sink failed, with the cause fetch hides behind 'fetch failed' (ECONNREFUSED, a closed socket). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
}

/**
 * The sink failed (the service stopped, the store refused): the batch from `fromLine` on and every line
 * after it were not imported; `report` says what was before it.
 */
export class ImportStoppedError extends Error {
  override readonly name = 'ImportStoppedError';

  constructor(
    readonly report: ImportReport,
    readonly fromLine: number,
    cause: unknown,
  ) {
    super(`import stopped at line ${fromLine}: ${describeFailure(cause)}`, { cause });
  }
}

export function readLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
}

export async function runImport(lines: AsyncIterable<string>, options: ImportOptions): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 200;
  const maxBatchBytes = options.maxBatchBytes ?? MAX_IMPORT_BATCH_BYTES;
  const maxInFlight = Math.max(1, options.inFlight ?? 1);
  const report: ImportReport = { lines: 0, counts: emptyCounts(), bad: [] };
  let batch: ImportLine[] = [];
  let batchBytes = 0;
  let batchFirstLine = 0;
  // Batches sent and not yet done, oldest first; reading goes on while fewer than inFlight are.
  const inFlight: { counts: Promise<ImportCounts>; firstLine: number; linesRead: number }[] = [];
  const settleOldest = async () => {
    const oldest = inFlight.shift();
    if (!oldest) return;
    let counts: ImportCounts;
    try {
      counts = await oldest.counts;
    } catch (error) {
      // The batches sent after it are abandoned, like every line after it.
      for (const later of inFlight.splice(0)) later.counts.catch(() => undefined);
      throw new ImportStoppedError(report, oldest.firstLine, error);
    }
    addCounts(report.counts, counts);
    options.onProgress?.(oldest.linesRead);
  };
  const flush = async () => {
    if (batch.length > 0) {
      const counts = options.sink(batch);
      // Settled in settleOldest; this only keeps a failure of a batch not yet awaited from going unhandled.
      counts.catch(() => undefined);
      inFlight.push({ counts, firstLine: batchFirstLine, linesRead: report.lines });
    }
    batch = [];
    batchBytes = 0;
    while (inFlight.length >= maxInFlight) await settleOldest();
  };
  for await (const line of lines) {
    report.lines += 1;
    // Editors on Windows save UTF-8 with a byte-order mark, which JSON.parse refuses.
    const text = report.lines === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() === '') continue;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > maxBatchBytes) {
      report.bad.push({
        line: report.lines,
        error: `line is too long (${mib(bytes)}; at most ${mib(maxBatchBytes)})`,
      });
      continue;
    }
    const parsed = parseImportLine(text);
    if (!parsed.ok) {
      report.bad.push({ line: report.lines, error: parsed.error });
      continue;
    }
    if (batchBytes + bytes > maxBatchBytes) await flush();
    if (batch.length === 0) batchFirstLine = report.lines;
    batch.push(parsed.value);
    batchBytes += bytes;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  while (inFlight.length > 0) await settleOldest();
  options.onProgress?.(report.lines);
  return report;
}
