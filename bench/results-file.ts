/** @module Appends a benchmark's table to bench/RESULTS.md with the date and the machine. */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export function appendResults(title: string, body: string): void {
  if (!existsSync(RESULTS))
    writeFileSync(RESULTS, '# Benchmark results\n\nAppended by `npm run bench:*`; newest last.\n');
  appendFileSync(
    RESULTS,
    `\n## ${title} — ${new Date().toISOString()}\n\nMachine: ${machineLine()}\n\n${body}\n`,
  );
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
