import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestTask } from '../testing/pool-test-worker';
import { createWorkerPool, WorkerPoolError, type WorkerPool } from './worker-pool';

const FROM = new URL('../testing/pool-test-worker.ts', import.meta.url).href;

async function rejection(promise: Promise<unknown>): Promise<WorkerPoolError> {
  const error = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  if (!(error instanceof WorkerPoolError))
    throw new Error(`expected a WorkerPoolError, got ${String(error)}`);
  return error;
}

describe('createWorkerPool', () => {
  let pool: WorkerPool<PoolTestTask, number> | undefined;
  const open = (options: { threads?: number; timeoutMs?: number } = {}) =>
    (pool = createWorkerPool<PoolTestTask, number>({ from: FROM, entry: 'pool-test-worker', ...options }));
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('runs tasks on worker threads across its threads', async () => {
    const p = open({ threads: 2 });
    const results = await Promise.all([1, 2, 3, 4].map((value) => p.run({ kind: 'echo', value })));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(p.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
  });

  it('rejects only the task that throws, and keeps its worker', async () => {
    const p = open();
    const failed = rejection(p.run({ kind: 'throw', value: 7 }));
    const next = p.run({ kind: 'echo', value: 5 });
    const error = await failed;
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('task 7 threw');
    expect(await next).toBe(10);
    expect(p.stats().workers).toBe(1);
  });

  it('rejects the task whose worker crashes, and replaces the worker for the next one', async () => {
    const p = open();
    expect(await p.run({ kind: 'echo', value: 1 })).toBe(2);
    const crashed = rejection(p.run({ kind: 'exit', value: 3 }));
    const next = p.run({ kind: 'echo', value: 4 });
    expect((await crashed).kind).toBe('failed');
    expect(await next).toBe(8);
  });

  it('times a task out from when a worker takes it, not while the worker starts', async () => {
    const p = open({ timeoutMs: 300 });
    // The first task waits for the worker to load tsx and its module, which takes longer than the timeout.
    expect(await p.run({ kind: 'spin', value: 10 })).toBe(20);
    const error = await rejection(p.run({ kind: 'spin', value: 5_000 }, () => 'the long spin'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('the long spin');
    expect(await p.run({ kind: 'echo', value: 2 })).toBe(4);
  });

  it('fails running and waiting tasks on close, and refuses new ones', async () => {
    const p = open();
    const running = rejection(p.run({ kind: 'spin', value: 5_000 }));
    const waiting = rejection(p.run({ kind: 'echo', value: 1 }));
    await p.close();
    expect((await running).kind).toBe('closed');
    expect((await waiting).kind).toBe('closed');
    expect((await rejection(p.run({ kind: 'echo', value: 1 }))).kind).toBe('closed');
    expect(p.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });
});
