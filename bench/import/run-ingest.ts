/**
 * @module Runs `npm run ingest` as an operator does (the CLI as a child process) and measures it: wall time,
 * the CLI's own CPU time, and what it printed. Without a running service on the data directory the CLI writes
 * to the store itself, so on PGlite its CPU time includes the store's.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/service/cli/ingest.ts', import.meta.url));
const CPU_REPORT = fileURLToPath(new URL('./cpu-report.mjs', import.meta.url));

export interface IngestRun {
  wallSeconds: number;
  cpuSeconds: number;
  summary: string;
}

export async function runIngestCli(file: string, env: NodeJS.ProcessEnv, batch: number): Promise<IngestRun> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-cpu-'));
  const cpuFile = path.join(tmp, 'cpu.json');
  const started = performance.now();
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--import', CPU_REPORT, CLI, file, '--batch', String(batch)],
        { env: { ...env, BENCH_CPU_FILE: cpuFile }, maxBuffer: 64 * 2 ** 20 },
        (error, out, err) =>
          error ? reject(new Error(`ingest failed: ${err || error.message}`)) : resolve(out),
      );
    });
    const wallSeconds = (performance.now() - started) / 1000;
    const cpu = JSON.parse(readFileSync(cpuFile, 'utf8')) as { user: number; system: number };
    const summary = /Imported via [^\n]*/.exec(stdout)?.[0] ?? stdout.trim();
    return { wallSeconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, summary };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
