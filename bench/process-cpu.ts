/**
 * @module Linux: the CPU time processes have used, from /proc (clock ticks of 10 ms), for benches that say
 * where a request's CPU goes (the service, PostgreSQL's backends, the load client).
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcStat {
  pid: number;
  command: string;
  group: number;
  cpuMs: number;
}

function readStat(pid: string): ProcStat | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (command) state ppid pgrp … utime stime": the command may hold spaces and parentheses.
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    pid: Number(pid),
    command: stat.slice(open + 1, close),
    group: Number(fields[2]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
  };
}

/** The summed CPU milliseconds of every live process that `keep` accepts. */
function cpuMsWhere(keep: (stat: ProcStat) => boolean): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat && keep(stat)) total += stat.cpuMs;
  }
  return total;
}

/** Every live process of a process group. */
export const groupCpuMs = (group: number): number => cpuMsWhere((s) => s.group === group);

/**
 * Every live PostgreSQL process on this machine (backends, checkpointer, autovacuum…). A backend that exits
 * takes its time with it, so measure over pooled connections that stay open.
 */
export const postgresCpuMs = (): number => cpuMsWhere((s) => s.command === 'postgres');

/** One process. */
export const pidCpuMs = (pid: number): number => readStat(String(pid))?.cpuMs ?? 0;
