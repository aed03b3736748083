import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What the kernel says about a process right now (Linux /proc). */
export interface ProcSample {
  /** Resident set size now, bytes (VmRSS). */
  rss: number;
  /** The highest resident set size the process ever had, bytes (VmHWM: the kernel's own peak). */
  peakRss: number;
  /** CPU time used so far, user + system, in milliseconds. */
  cpuMs: number;
  /**
   * Time the main (JavaScript) thread was ready to run but waited for a CPU, in milliseconds:
   * how much a loaded machine held the process back.
   */
  runQueueWaitMs: number;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU counters (100 on every common Linux). */
function ticksPerSecond(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

const TICKS = ticksPerSecond();

function statusKb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc status has no ${field}`);
  return Number(match[1]) * 1024;
}

/**
 * Reads the process's memory and CPU from /proc, the way `ps` and `top` do, so the figures are
 * the ones an operator sees. Throws when the process is gone or this is not Linux.
 */
export function readProc(pid: number): ProcSample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  // schedstat: time on a CPU, time waiting on a run queue (ns), time slices; of the main thread.
  const waitNs = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1] ?? 0);
  return {
    runQueueWaitMs: waitNs / 1e6,
    rss: statusKb(status, 'VmRSS'),
    peakRss: statusKb(status, 'VmHWM'),
    cpuMs: (ticks * 1000) / TICKS,
  };
}
