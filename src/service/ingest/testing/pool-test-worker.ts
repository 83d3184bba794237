/** @module A worker-pool task for the pool's own tests: echoes, throws, or ends its worker thread, as asked. */
export interface PoolTestTask {
  kind: 'echo' | 'throw' | 'exit' | 'spin';
  value: number;
}

export default function poolTestTask({ kind, value }: PoolTestTask): number {
  if (kind === 'throw') throw new Error(`task ${value} threw`);
  if (kind === 'exit') process.exit(value);
  if (kind === 'spin') {
    const until = Date.now() + value;
    while (Date.now() < until);
  }
  return value * 2;
}
