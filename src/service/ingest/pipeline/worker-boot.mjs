/**
 * @module Worker-thread bootstrap: Node 20 cannot start a worker on a .ts file, and tsx's loader does
 * not carry over into worker threads, so TypeScript entries register tsx here before being imported.
 * `npm run dev` (tsx) and the tests (vitest) start workers through this file; the built service starts its
 * bundled .js entries directly (worker-entry.ts). The entry's default export is the task function the
 * worker pool (piscina) calls, so it is this module's too.
 */
import { workerData } from 'node:worker_threads';

const { entry } = workerData;
if (typeof entry !== 'string') throw new Error('worker-boot needs workerData.entry (a file URL)');
if (entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const task = (await import(entry)).default;
export default task;
