/**
 * @module Times a bench stage: wall clock, CPU time of the process (the honest "per core" figure on a
 * shared machine: a single-threaded stage uses at most one core), per-item latencies, memory peaks.
 */
import { percentile } from '../results-file';

export interface StageTiming {
  items: number;
  wallMs: number;
  cpuMs: number;
  /** Sorted per-item milliseconds. */
  latencies: number[];
}

const memory = { heapPeak: 0, rssPeak: 0 };

/** Cheap enough to call every few hundred items; peaks survive until the end of the run. */
export function sampleMemory(): void {
  const { heapUsed, rss } = process.memoryUsage();
  memory.heapPeak = Math.max(memory.heapPeak, heapUsed);
  memory.rssPeak = Math.max(memory.rssPeak, rss);
}

export function memoryPeaks(): { heapPeak: number; rssPeak: number; maxRss: number } {
  sampleMemory();
  // ru_maxrss counts every allocation between samples, including PGlite's wasm heap.
  return { ...memory, maxRss: process.resourceUsage().maxRSS * 1024 };
}

export function startClock(): () => { wallMs: number; cpuMs: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  };
}

/** Runs `step` over every item in order, timing each one. */
export async function timeEach<T, R>(
  items: readonly T[],
  step: (item: T) => R | Promise<R>,
): Promise<{ results: Awaited<R>[]; timing: StageTiming }> {
  const stop = startClock();
  const latencies: number[] = [];
  const results: Awaited<R>[] = [];
  for (const [i, item] of items.entries()) {
    const started = performance.now();
    results.push(await step(item));
    latencies.push(performance.now() - started);
    if (i % 250 === 0) sampleMemory();
  }
  const { wallMs, cpuMs } = stop();
  return {
    results,
    timing: { items: items.length, wallMs, cpuMs, latencies: latencies.sort((a, b) => a - b) },
  };
}

export const perSecond = (items: number, ms: number): number => (ms > 0 ? (items * 1000) / ms : Number.NaN);
export const p = (timing: StageTiming, q: number): number => percentile(timing.latencies, q);
