import { readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces), as numbers:
 * index 0 is the state, 1 the parent's pid, 11 and 12 user and system time, 13 and 14 those of
 * the children it has reaped (clock ticks). Undefined when the process is gone.
 */
export function procStatFields(pid: number | string): number[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far, in seconds, in user space and in the kernel (where, on
 * loopback, a socket write also runs the receiver's side of TCP); undefined when it is gone.
 */
export function readCpuSeconds(pid: number): { user: number; system: number } | undefined {
  const fields = procStatFields(pid);
  if (!fields || !Number.isFinite(fields[11]) || !Number.isFinite(fields[12])) return undefined;
  return { user: fields[11] / CLOCK_TICKS_PER_SECOND, system: fields[12] / CLOCK_TICKS_PER_SECOND };
}
