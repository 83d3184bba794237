/** @module `npm run ingest <file>` as its own process, for tests: its exit code and what it wrote. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../cli/ingest.ts', import.meta.url));

export function runIngestCli(
  env: NodeJS.ProcessEnv,
  file: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, file], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
