/**
 * @module The service as a child process on a data directory, for tests that kill it (SIGKILL) and start it
 * again: start → the URL once it answers /healthz; stopAll → SIGTERM to every child still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataFiles, readServiceLock } from '../system/data-dir';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Polls `probe` every 100 ms until it returns a truthy value; throws naming `what` after `ms`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface ServiceProcesses {
  /** Every child started so far, oldest first. */
  readonly children: ChildProcess[];
  /** Spawns the service; resolves with its URL once it answers /healthz. */
  start(options?: { removeStaleLock?: boolean }): Promise<string>;
  /** SIGTERM to every child still running; resolves when all have exited. */
  stopAll(): Promise<void>;
}

export function serviceProcesses(dataDir: string, env: NodeJS.ProcessEnv): ServiceProcesses {
  const children: ChildProcess[] = [];
  return {
    children,
    async start(options = {}) {
      if (options.removeStaleLock) rmSync(dataFiles(dataDir).serviceLock, { force: true });
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: 'ignore' });
      children.push(child);
      return until('the service to listen', async () => {
        const lock = readServiceLock(dataDir);
        if (!lock || lock.pid !== child.pid) return null;
        const ok = await fetch(`${lock.url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        return ok ? lock.url : null;
      });
    },
    async stopAll() {
      // A child killed by a signal has no exit code, only a signal code.
      const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
      const exited = running.map((c) => new Promise((r) => c.once('exit', r)));
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(exited);
    },
  };
}
