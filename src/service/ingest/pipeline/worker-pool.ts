/**
 * @module createWorkerPool: the one worker-thread pool (over piscina) every CPU-heavy chore of the pipeline
 * runs on — page extraction, enrichment of import batches. One error model: a task that throws, times out
 * or meets a crashed worker rejects alone with a {@link WorkerPoolError} (a crashed or timed-out worker is
 * replaced by a fresh one on the next task); close settles every task, waiting or running, and ends the workers.
 */
import { Piscina } from 'piscina';
import { workerStart } from './worker-entry';

export type WorkerPoolErrorKind = 'closed' | 'failed' | 'timeout' | 'queue_full';

export class WorkerPoolError extends Error {
  override readonly name = 'WorkerPoolError';

  constructor(
    readonly kind: WorkerPoolErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface WorkerPoolOptions {
  /** The pool's own `import.meta.url` and the worker entry beside it (see worker-entry.ts). */
  from: string;
  entry: string;
  /** Handed to every worker once, when it starts (structured-clone safe). */
  workerData?: Record<string, unknown>;
  /** Worker threads, started on first use. Default 1. */
  threads?: number;
  /** Tasks that may wait for a thread; more are refused with `queue_full`. Default unbounded. */
  maxQueue?: number;
  /** Per task, counted from when a thread takes it; the worker is ended. Default none. */
  timeoutMs?: number;
  /** Old-generation heap cap per worker: a task that needs more fails alone. */
  maxHeapMb?: number;
}

export interface WorkerPoolStats {
  workers: number;
  busy: number;
  queued: number;
}

export interface WorkerPool<In, Out> {
  /** Rejects only with {@link WorkerPoolError}. */
  run(task: In, describe?: () => string): Promise<Out>;
  /** Refuses new tasks, fails waiting and running ones with `closed`, ends every worker. */
  close(): Promise<void>;
  stats(): WorkerPoolStats;
}

interface Waiting<In, Out> {
  task: In;
  describe: () => string;
  resolve(result: Out): void;
  reject(error: WorkerPoolError): void;
}

/** A task handed to piscina: it starts when a started worker takes it (piscina gives tasks only to those). */
interface Handed {
  abort: AbortController;
  describe: () => string;
  started: boolean;
  timer: NodeJS.Timeout | null;
  /** Why it was aborted, when not by close. */
  failure: WorkerPoolError | null;
}

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const threads = Math.max(1, options.threads ?? 1);
  const maxQueue = options.maxQueue ?? Infinity;
  const start = workerStart(options.from, options.entry);
  let piscina: Piscina<In, Out> | null = null;
  // Our own queue in front of piscina's: a task is handed over only when a thread is free, and its timeout
  // starts when a started worker takes it, so that neither a worker's start nor the wait behind others counts.
  const waiting: Waiting<In, Out>[] = [];
  const handed: Handed[] = [];
  let closing: Promise<void> | null = null;

  const notStarted = () => handed.filter((h) => !h.started);

  function begin(h: Handed): void {
    h.started = true;
    if (options.timeoutMs === undefined) return;
    const timeoutMs = options.timeoutMs;
    h.timer = setTimeout(() => {
      h.failure = new WorkerPoolError('timeout', `${h.describe()} took over ${timeoutMs} ms`);
      // piscina ends the worker that runs an aborted task; the next task gets a fresh one.
      h.abort.abort();
    }, timeoutMs);
  }

  function threadsPool(): Piscina<In, Out> {
    if (piscina) return piscina;
    piscina = new Piscina<In, Out>({
      filename: start.file.href,
      workerData: { ...options.workerData, ...start.workerData },
      minThreads: 0,
      maxThreads: threads,
      // Idle workers stay (piscina unrefs them): starting one costs a module load.
      idleTimeout: Infinity,
      resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
    });
    // Emitted once a worker has loaded its task module and can take tasks.
    piscina.on('workerCreate', () => {
      const next = notStarted()[0];
      if (next) begin(next);
    });
    // A worker that failed with no task running, which is how one that cannot start fails: every respawn
    // would fail the same way, so the tasks waiting for one fail with it.
    piscina.on('error', (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      for (const h of notStarted()) {
        h.failure = new WorkerPoolError('failed', `worker could not start: ${message}`, { cause: error });
        h.abort.abort();
      }
    });
    return piscina;
  }

  function dispatch(item: Waiting<In, Out>): void {
    const pool = threadsPool();
    const h: Handed = {
      abort: new AbortController(),
      describe: item.describe,
      started: false,
      timer: null,
      failure: null,
    };
    handed.push(h);
    // A started worker is idle: it takes this task at once (else the next worker to start does).
    if (pool.idleThreads > 0) begin(h);
    pool
      .run(item.task, { signal: h.abort.signal })
      .then(item.resolve, (error: unknown) => {
        if (closing)
          item.reject(new WorkerPoolError('closed', 'the worker pool was closed', { cause: error }));
        else if (h.failure) item.reject(h.failure);
        else {
          const message = error instanceof Error ? error.message : String(error);
          item.reject(new WorkerPoolError('failed', message, { cause: error }));
        }
      })
      .finally(() => {
        if (h.timer) clearTimeout(h.timer);
        handed.splice(handed.indexOf(h), 1);
        pump();
      });
  }

  function pump(): void {
    while (!closing && handed.length < threads && waiting.length > 0)
      dispatch(waiting.shift() as Waiting<In, Out>);
  }

  return {
    run(task, describe = () => 'a task') {
      if (closing) return Promise.reject(new WorkerPoolError('closed', 'the worker pool is closed'));
      const queued = waiting.length + notStarted().length;
      if (queued >= maxQueue)
        return Promise.reject(new WorkerPoolError('queue_full', `${queued} tasks already wait`));
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ task, describe, resolve, reject });
        pump();
      });
    },
    close() {
      closing ??= (async () => {
        const error = new WorkerPoolError('closed', 'the worker pool was closed');
        for (const item of waiting.splice(0)) item.reject(error);
        for (const h of handed) h.abort.abort();
        await piscina?.destroy();
      })();
      return closing;
    },
    stats() {
      const queued = notStarted().length;
      return {
        workers: piscina?.threads.length ?? 0,
        busy: handed.length - queued,
        queued: waiting.length + queued,
      };
    },
  };
}
