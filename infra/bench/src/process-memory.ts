import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { CLOCK_TICKS_PER_SECOND, procStatFields, readCpuSeconds } from '@asiguro/testing';

/** Resident memory of one process, in MiB: the current RSS and the kernel's high-water mark. */
export interface ProcessMemory {
  rssMiB: number;
  peakMiB: number;
}

/** Reads VmRSS and VmHWM of a process from /proc (Linux); undefined when it is gone or unreadable. */
export function readProcessMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const rss = kib('VmRSS');
  const hwm = kib('VmHWM');
  if (!Number.isFinite(rss)) return undefined;
  return { rssMiB: round(rss / 1024), peakMiB: round((Number.isFinite(hwm) ? hwm : rss) / 1024) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Samples the RSS of named processes at a fixed interval and keeps each one's peak: the larger of
 * the sampled maximum and the kernel's VmHWM (which also catches peaks between samples). A
 * process replaced under the same name (a restarted worker) keeps the peak of all its lives.
 */
export class MemorySampler {
  private readonly peaks = new Map<string, number>();
  private readonly processes = new Map<string, () => number | undefined>();
  private timer?: NodeJS.Timeout;

  /** Follows the process `name`; `pid` is asked each time, so a restarted process is followed too. */
  track(name: string, pid: () => number | undefined): void {
    this.processes.set(name, pid);
  }

  start(intervalMs = 250): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  /** Samples once more and stops; answers each process's peak RSS in MiB. */
  stop(): Record<string, number> {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return Object.fromEntries([...this.peaks].sort(([a], [b]) => a.localeCompare(b)));
  }

  /** The current RSS of one tracked process, in MiB. */
  current(name: string): number | undefined {
    const pid = this.processes.get(name)?.();
    return pid === undefined ? undefined : readProcessMemory(pid)?.rssMiB;
  }

  private sample(): void {
    for (const [name, pidOf] of this.processes) {
      const pid = pidOf();
      const memory = pid === undefined ? undefined : readProcessMemory(pid);
      if (!memory) continue;
      this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, memory.rssMiB, memory.peakMiB));
    }
  }
}

/**
 * CPU time a server's whole process tree has used so far, in seconds: the process itself, the
 * children it has reaped (cutime, cstime) and those still running. PostgreSQL serves each
 * connection from a backend of its own, forked by the postmaster, and a backend that ends is
 * reaped into the postmaster's children times, so the postmaster's tree counts every backend,
 * autovacuum and the WAL writer, whether they lived through the run or not.
 */
export function readTreeCpuSeconds(rootPid: number): number | undefined {
  const root = procStatFields(rootPid);
  if (!root) return undefined;
  let ticks = root[11] + root[12] + root[13] + root[14];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = procStatFields(entry);
    if (child?.[1] === rootPid) ticks += child[11] + child[12];
  }
  return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : undefined;
}

/**
 * The read and write system calls a process has made so far (/proc/<pid>/io: syscr, syscw),
 * sockets and files alike. Each round trip to PostgreSQL, Redis or a partner is at least one of
 * each on both sides, so the count per order follows round trips, whatever else the machine is
 * doing; CPU seconds on a shared machine do not.
 */
export function readIoCalls(pid: number): { reads: number; writes: number } | undefined {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const reads = Number(/^syscr:\s*(\d+)/m.exec(io)?.[1]);
    const writes = Number(/^syscw:\s*(\d+)/m.exec(io)?.[1]);
    return Number.isFinite(reads) && Number.isFinite(writes) ? { reads, writes } : undefined;
  } catch {
    return undefined;
  }
}

/** The whole machine's CPU so far, every core together, in seconds (see parseMachineCpu). */
export interface MachineCpu {
  /** User, nice, system, irq and softirq: work done on this machine's cores. */
  busy: number;
  /**
   * Time the hypervisor gave this machine's cores to other guests while they had work: the part
   * of a slow run no code of ours can explain.
   */
  stolen: number;
}

/**
 * The first line of /proc/stat (`cpu  user nice system idle iowait irq softirq steal …`, in
 * clock ticks) as seconds busy and stolen; idle and I/O wait are neither.
 */
export function parseMachineCpu(firstLine: string): MachineCpu | undefined {
  const [label, ...ticks] = firstLine.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  const busy = user + nice + system + irq + softirq;
  if (label !== 'cpu' || !Number.isFinite(busy)) return undefined;
  // Kernels before 2.6.11 have no steal column: nothing stolen that anyone could tell.
  return { busy: busy / CLOCK_TICKS_PER_SECOND, stolen: Number.isFinite(steal) ? steal / CLOCK_TICKS_PER_SECOND : 0 };
}

/** The whole machine's CPU so far (parseMachineCpu), or undefined where /proc/stat is not readable. */
export function readMachineCpu(): MachineCpu | undefined {
  try {
    return parseMachineCpu(readFileSync('/proc/stat', 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/**
 * Shares of the cores' time (elapsed time × cores) from a moment on: busy, and stolen by the
 * hypervisor for other guests (MachineCpu). A phase at 100 % busy is bound by the cores; one with
 * a large stolen share measured the host more than the code.
 */
export interface CoreShares {
  busyShare: number;
  stolenShare: number;
}

/**
 * Starts reading the machine's cores; the function returned answers their shares since then,
 * with the busy and stolen seconds behind them (undefined where /proc/stat is not readable).
 */
export function followCores(): () => (CoreShares & MachineCpu) | undefined {
  const before = readMachineCpu();
  const startedAt = performance.now();
  return () => {
    const after = readMachineCpu();
    if (before === undefined || after === undefined) return undefined;
    const coreSeconds = ((performance.now() - startedAt) / 1000) * cpus().length;
    const share = (seconds: number) => (coreSeconds > 0 ? Math.round((seconds / coreSeconds) * 1000) / 1000 : 0);
    const busy = after.busy - before.busy;
    const stolen = after.stolen - before.stolen;
    return { busy, stolen, busyShare: share(busy), stolenShare: share(stolen) };
  };
}

/**
 * A process to follow during a phase: its name in the report and its pid. A 'server' (PostgreSQL's
 * postmaster) counts its whole process tree's CPU (readTreeCpuSeconds) and nothing else: the RSS
 * and system calls of a forking server's parent say nothing.
 */
export type TrackedProcess = readonly [name: string, pid: number | undefined, kind?: 'server'];

function cpuSecondsOf([, pid, kind]: TrackedProcess): { user: number; system: number } | undefined {
  if (pid === undefined) return undefined;
  if (kind !== 'server') return readCpuSeconds(pid);
  // A tree's time is not split into user and system here: children's times are summed whole.
  const seconds = readTreeCpuSeconds(pid);
  return seconds === undefined ? undefined : { user: seconds, system: 0 };
}

/** Each process's peak RSS and CPU during a phase, CPU also per completed order. */
export interface ProcessUsage {
  peakRssMiB: Record<string, number>;
  /** User and system time together, and each apart per completed order. */
  cpu: Record<string, { seconds: number; msPerOrder: number; userMsPerOrder?: number; systemMsPerOrder?: number }>;
  /** Read and write system calls per completed order (see readIoCalls), where /proc tells them. */
  ioCalls?: Record<string, { readsPerOrder: number; writesPerOrder: number }>;
  /**
   * The whole machine's busy CPU, per completed order, and what of it no process above used
   * (the kernel's threads, anything else running; PostgreSQL's backends unless its postmaster is
   * followed as a server): the all-in cost of an
   * order, which the machine's cores bound (2 cores at 25 orders/s leave 80 ms per order).
   */
  machine?: { seconds: number; msPerOrder: number; restMsPerOrder: number } & CoreShares;
}

/**
 * Runs `work` while sampling the memory of `processes` and reading their CPU time before and
 * after; `completed` (from the work's result) divides the CPU into a cost per completed order.
 */
export async function measureProcesses<T>(
  processes: readonly TrackedProcess[],
  work: () => Promise<T>,
  completed: (result: T) => number,
): Promise<{ result: T; usage: ProcessUsage }> {
  const memory = new MemorySampler();
  const plain = processes.filter(([, , kind]) => kind !== 'server');
  for (const [name, pid] of plain) memory.track(name, () => pid);
  const before = new Map(processes.map((tracked) => [tracked[0], cpuSecondsOf(tracked)]));
  const ioBefore = new Map(plain.map(([name, pid]) => [name, pid === undefined ? undefined : readIoCalls(pid)]));
  const cores = followCores();
  memory.start();
  let peakRssMiB: Record<string, number> = {};
  let result: T;
  try {
    result = await work();
  } finally {
    peakRssMiB = memory.stop();
  }
  const machineCores = cores();
  const orders = Math.max(1, completed(result));
  const cpu = Object.fromEntries(
    processes.flatMap((tracked) => {
      const [name, , kind] = tracked;
      const start = before.get(name);
      const end = cpuSecondsOf(tracked);
      if (start === undefined || end === undefined) return [];
      const [user, system] = [end.user - start.user, end.system - start.system];
      const perOrder = (seconds: number) => Math.round((seconds * 1000) / orders);
      return [
        [
          name,
          {
            seconds: Math.round((user + system) * 10) / 10,
            msPerOrder: perOrder(user + system),
            ...(kind === 'server' ? {} : { userMsPerOrder: perOrder(user), systemMsPerOrder: perOrder(system) }),
          },
        ],
      ];
    }),
  );
  const ioCalls = Object.fromEntries(
    plain.flatMap(([name, pid]) => {
      const start = ioBefore.get(name);
      const end = pid === undefined ? undefined : readIoCalls(pid);
      if (start === undefined || end === undefined) return [];
      const perOrder = (calls: number) => Math.round((calls * 10) / orders) / 10;
      return [
        [
          name,
          { readsPerOrder: perOrder(end.reads - start.reads), writesPerOrder: perOrder(end.writes - start.writes) },
        ],
      ];
    }),
  );
  const tracked = Object.values(cpu).reduce((sum, process) => sum + process.seconds, 0);
  const machine =
    machineCores === undefined
      ? undefined
      : {
          seconds: Math.round(machineCores.busy * 10) / 10,
          msPerOrder: Math.round((machineCores.busy * 1000) / orders),
          restMsPerOrder: Math.round((Math.max(0, machineCores.busy - tracked) * 1000) / orders),
          busyShare: machineCores.busyShare,
          stolenShare: machineCores.stolenShare,
        };
  return {
    result,
    usage: {
      peakRssMiB,
      cpu,
      ...(Object.keys(ioCalls).length > 0 ? { ioCalls } : {}),
      ...(machine ? { machine } : {}),
    },
  };
}
