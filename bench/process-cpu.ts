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

/** The CPU milliseconds of each live PostgreSQL process on this machine (backends, checkpointer, autovacuum…). */
function postgresByPid(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.command === 'postgres') byPid.set(stat.pid, stat.cpuMs);
  }
  return byPid;
}

/**
 * Starts counting PostgreSQL's CPU: `usedMs()` is what its processes used since, each process's own difference
 * (a backend started since counts whole). A backend that exits meanwhile takes its time with it — the figure is
 * then too low, never negative — so measure over pooled connections that stay open.
 */
export function postgresCpuMeter(): { usedMs(): number } {
  const start = postgresByPid();
  return {
    usedMs() {
      let used = 0;
      for (const [pid, ms] of postgresByPid()) used += ms - (start.get(pid) ?? 0);
      return used;
    },
  };
}

/** One process. */
export const pidCpuMs = (pid: number): number => readStat(String(pid))?.cpuMs ?? 0;
