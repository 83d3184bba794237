/**
 * @module Where a pool's worker thread starts: a built entry (dist/server, see scripts/build.mjs) directly;
 * a TypeScript source (under tsx or vitest) through worker-boot.mjs, which registers tsx in the thread first.
 */
const BOOT = new URL('./worker-boot.mjs', import.meta.url);

export interface WorkerStart {
  file: URL;
  workerData: { entry: string };
}

/** The worker entry `name` (file name without extension) beside `from`, the pool's own `import.meta.url`. */
export function workerStart(from: string, name: string): WorkerStart {
  const built = from.endsWith('.js');
  const entry = new URL(`./${name}.${built ? 'js' : 'ts'}`, from);
  return { file: built ? entry : BOOT, workerData: { entry: entry.href } };
}
