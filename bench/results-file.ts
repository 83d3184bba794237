/** @module Appends a benchmark's table to bench/RESULTS.md with the date and the machine. */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** A password in a connection URL never reaches the results file. */
function withoutPassword(arg: string): string {
  return arg.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]+):[^@\s]*@/i, '$1:***@');
}

function quoteForShell(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that produced this run, as a reader would type it: `npm run <script> -- <args>` when npm started
 * it, else `npx tsx <file> <args>`.
 */
export function commandLine(
  argv: readonly string[] = process.argv,
  npmScript: string | null = process.env.npm_lifecycle_event ?? null,
): string {
  const args = argv.slice(2).map((arg) => quoteForShell(withoutPassword(arg)));
  // `npx tsx bench/x.ts` also sets npm_lifecycle_event, to "npx".
  if (npmScript && npmScript !== 'npx')
    return [`npm run ${npmScript}`, ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  const script = argv[1] ? path.relative(process.cwd(), argv[1]) : 'bench';
  return ['npx tsx', script, ...args].join(' ');
}

export function appendResults(title: string, body: string): void {
  if (!existsSync(RESULTS))
    writeFileSync(RESULTS, '# Benchmark results\n\nAppended by `npm run bench:*`; newest last.\n');
  appendFileSync(
    RESULTS,
    `\n## ${title} — ${new Date().toISOString()}\n\nMachine: ${machineLine()}\n\nCommand: \`${commandLine()}\`\n\n${body}\n`,
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
