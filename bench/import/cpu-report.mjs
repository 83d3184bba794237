// Preloaded into a child process by bench/import/run-ingest.ts: writes the process's CPU time (µs) at exit.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.BENCH_CPU_FILE;
  if (file) writeFileSync(file, JSON.stringify(process.cpuUsage()));
});
