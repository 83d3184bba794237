/**
 * @module createExtractPool: extractArticle on worker threads, so a 0.3–3 s jsdom parse never blocks the
 * service's event loop. A few workers (started on first use), a bounded queue, a per-page timeout that
 * terminates a stuck worker (the next page gets a fresh one), and a close that ends them all.
 */
import { Worker } from 'node:worker_threads';
import type { ExtractedArticle } from './extract-article';
import { ExtractError } from './extract-error';
import type { ExtractReply, ExtractRequest } from './extract-messages';
import { workerStart } from '../pipeline/worker-entry';

export interface ExtractPoolOptions {
  /** Worker threads. Default 1: extraction is a background chore next to serving requests. */
  workers?: number;
  /** Pages that may wait for a worker; more are refused with `extract.queue_full`. Default 32. */
  maxQueue?: number;
  /** Per page, counted from when a started worker takes it. Default 20 s. */
  timeoutMs?: number;
  /** Old-generation heap cap per worker: a page that needs more fails alone. Default 512 MB. */
  maxHeapMb?: number;
}

export interface ExtractPoolStats {
  workers: number;
  busy: number;
  queued: number;
}

export interface ExtractPool {
  /** Rejects only with {@link ExtractError}. */
  extract(html: string, url: string): Promise<ExtractedArticle>;
  /** Refuses new pages, fails waiting and running ones with `extract.closed`, ends every worker. */
  close(): Promise<void>;
  stats(): ExtractPoolStats;
}

interface Task {
  id: number;
  html: string;
  url: string;
  resolve(article: ExtractedArticle): void;
  reject(error: ExtractError): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

const WORKER = workerStart(import.meta.url, 'extract-worker');

export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const size = Math.max(1, options.workers ?? 1);
  const maxQueue = options.maxQueue ?? 32;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;
  let closing: Promise<void> | null = null;

  /** Detaches the slot's task; an idle worker must not keep the process alive. */
  function release(slot: Slot): Task | null {
    const { task, timer } = slot;
    if (timer) clearTimeout(timer);
    slot.task = null;
    slot.timer = null;
    slot.worker.unref();
    return task;
  }

  function retire(slot: Slot, error: ExtractError): void {
    if (!slots.delete(slot)) return;
    release(slot)?.reject(error);
    // A worker that never started (bad install, no memory) would fail every respawn the same way.
    if (!slot.ready) for (const task of queue.splice(0)) task.reject(error);
    void slot.worker.terminate();
    pump();
  }

  function onReply(slot: Slot, reply: ExtractReply): void {
    if (reply.kind === 'ready') {
      slot.ready = true;
      slot.worker.unref();
      pump();
      return;
    }
    const task = slot.task;
    if (task === null || task.id !== reply.id) return;
    release(slot);
    if (reply.kind === 'done') task.resolve(reply.article);
    else task.reject(new ExtractError('extract.failed', reply.message));
    pump();
  }

  function spawn(): void {
    const worker = new Worker(WORKER.file, {
      workerData: WORKER.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    const slot: Slot = { worker, ready: false, task: null, timer: null };
    slots.add(slot);
    worker.on('message', (reply: ExtractReply) => onReply(slot, reply));
    worker.on('error', (error) =>
      retire(slot, new ExtractError('extract.failed', error.message, { cause: error })),
    );
    worker.on('exit', (code) => retire(slot, new ExtractError('extract.failed', `worker exited (${code})`)));
  }

  function dispatch(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => retire(slot, new ExtractError('extract.timeout', `${task.url} took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    const request: ExtractRequest = { id: task.id, html: task.html, url: task.url };
    slot.worker.postMessage(request);
  }

  function pump(): void {
    if (closing) return;
    let starting = 0;
    for (const slot of slots) {
      if (!slot.ready) starting += 1;
      else if (slot.task === null && queue.length > 0) dispatch(slot, queue.shift() as Task);
    }
    for (; slots.size < size && queue.length > starting; starting += 1) spawn();
  }

  return {
    extract(html, url) {
      if (closing) return Promise.reject(new ExtractError('extract.closed', 'the extraction pool is closed'));
      if (queue.length >= maxQueue)
        return Promise.reject(new ExtractError('extract.queue_full', `${queue.length} pages already wait`));
      return new Promise<ExtractedArticle>((resolve, reject) => {
        queue.push({ id: nextId++, html, url, resolve, reject });
        pump();
      });
    },
    close() {
      closing ??= (async () => {
        const error = new ExtractError('extract.closed', 'the extraction pool was closed');
        for (const task of queue.splice(0)) task.reject(error);
        const workers = [...slots].map((slot) => {
          slots.delete(slot);
          release(slot)?.reject(error);
          return slot.worker.terminate();
        });
        await Promise.all(workers);
      })();
      return closing;
    },
    stats() {
      const all = [...slots];
      return { workers: all.length, busy: all.filter((s) => s.task !== null).length, queued: queue.length };
    },
  };
}
