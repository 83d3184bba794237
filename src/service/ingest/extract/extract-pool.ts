/**
 * @module createExtractPool: extractArticle on worker threads (the shared worker pool), so a 0.3–3 s jsdom
 * parse never blocks the service's event loop. A few workers (started on first use), a bounded queue, a
 * per-page timeout that ends a stuck worker (the next page gets a fresh one), and a close that ends them all.
 */
import type { ExtractedArticle } from './extract-article';
import { ExtractError, type ExtractErrorCode } from './extract-error';
import type { ExtractRequest } from './extract-messages';
import {
  createWorkerPool,
  WorkerPoolError,
  type WorkerPoolErrorKind,
  type WorkerPoolStats,
} from '../pipeline/worker-pool';

export interface ExtractPoolOptions {
  /** Worker threads. Default 1: extraction is a background chore next to serving requests. */
  workers?: number;
  /** Pages that may wait for a worker; more are refused with `extract.queue_full`. Default 32. */
  maxQueue?: number;
  /** Per page, counted from when a worker takes it. Default 20 s. */
  timeoutMs?: number;
  /** Old-generation heap cap per worker: a page that needs more fails alone. Default 512 MB. */
  maxHeapMb?: number;
}

export type ExtractPoolStats = WorkerPoolStats;

export interface ExtractPool {
  /** Rejects only with {@link ExtractError}. */
  extract(html: string, url: string): Promise<ExtractedArticle>;
  /** Refuses new pages, fails waiting and running ones with `extract.closed`, ends every worker. */
  close(): Promise<void>;
  stats(): ExtractPoolStats;
}

const CODES: Record<WorkerPoolErrorKind, ExtractErrorCode> = {
  closed: 'extract.closed',
  failed: 'extract.failed',
  timeout: 'extract.timeout',
  queue_full: 'extract.queue_full',
};

const toExtractError = (error: unknown): ExtractError =>
  error instanceof WorkerPoolError
    ? new ExtractError(CODES[error.kind], error.message, { cause: error.cause })
    : new ExtractError('extract.failed', String(error), { cause: error });

export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const pool = createWorkerPool<ExtractRequest, ExtractedArticle>({
    from: import.meta.url,
    entry: 'extract-worker',
    threads: options.workers ?? 1,
    maxQueue: options.maxQueue ?? 32,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxHeapMb: options.maxHeapMb ?? 512,
  });
  return {
    extract: (html, url) =>
      pool
        .run({ html, url }, () => url)
        .catch((error: unknown) => {
          throw toExtractError(error);
        }),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}
