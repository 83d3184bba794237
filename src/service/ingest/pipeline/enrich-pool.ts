/**
 * @module createEnrichPool: enrichArticle over batches on worker threads, for bulk loads (the demo
 * corpus) where enrichment is as slow as the store: the caller writes one batch while the workers
 * enrich the next. Same function, same results as in-thread; workers start on first use.
 */
import { Worker } from 'node:worker_threads';
import type { RawArticle } from '../../enrich/enrich-article';
import type { ArticleInput } from '../../model/article';
import type { EnrichReply, EnrichRequest } from './enrich-messages';
import { workerStart } from './worker-entry';

export type EnrichPoolErrorCode = 'enrich.closed' | 'enrich.failed';

export class EnrichPoolError extends Error {
  override readonly name = 'EnrichPoolError';

  constructor(
    readonly code: EnrichPoolErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${message}`, options);
  }
}

export interface EnrichPool {
  /** The enriched articles in the order of `raws`; rejects only with {@link EnrichPoolError}. */
  enrich(raws: RawArticle[]): Promise<ArticleInput[]>;
  /** Fails batches still in work with `enrich.closed` and ends the workers. */
  close(): Promise<void>;
}

interface Pending {
  resolve(inputs: ArticleInput[]): void;
  reject(error: EnrichPoolError): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const WORKER = workerStart(import.meta.url, 'enrich-worker');

export function createEnrichPool(options: { workers?: number } = {}): EnrichPool {
  const size = Math.max(1, options.workers ?? 1);
  const threads: Thread[] = [];
  let nextId = 1;
  let closed = false;

  function fail(thread: Thread, error: EnrichPoolError): void {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
  }

  function onReply(thread: Thread, reply: EnrichReply): void {
    const pending = thread.pending.get(reply.id);
    if (pending === undefined) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) thread.worker.unref();
    if (reply.kind === 'done') pending.resolve(reply.inputs);
    else pending.reject(new EnrichPoolError('enrich.failed', reply.message));
  }

  function start(): Thread {
    const thread: Thread = {
      worker: new Worker(WORKER.file, { workerData: WORKER.workerData }),
      pending: new Map(),
    };
    thread.worker.on('message', (reply: EnrichReply) => onReply(thread, reply));
    thread.worker.on('error', (error) =>
      fail(thread, new EnrichPoolError('enrich.failed', error.message, { cause: error })),
    );
    thread.worker.on('exit', (code) =>
      fail(thread, new EnrichPoolError('enrich.failed', `worker exited (${code})`)),
    );
    threads.push(thread);
    return thread;
  }

  /** A new worker while there is room, else the one with the fewest batches waiting. */
  function pick(): Thread {
    if (threads.length < size) return start();
    return threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
  }

  return {
    enrich(raws) {
      if (closed) return Promise.reject(new EnrichPoolError('enrich.closed', 'the enrich pool is closed'));
      const thread = pick();
      const request: EnrichRequest = { id: nextId++, raws };
      return new Promise<ArticleInput[]>((resolve, reject) => {
        thread.pending.set(request.id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage(request);
      });
    },
    async close() {
      closed = true;
      const all = threads.splice(0);
      for (const thread of all)
        fail(thread, new EnrichPoolError('enrich.closed', 'the enrich pool was closed'));
      await Promise.all(all.map((t) => t.worker.terminate()));
    },
  };
}
