import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCpuSeconds } from './process-cpu';
import { waitFor } from './wait-for';

export const repositoryRoot = resolve(__dirname, '../../..');

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages and log assertions. */
  output(): string;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The flags and environment npm start gives each process (infra/processes.json), so tests and
 * the bench run them alike.
 */
const { processes } = JSON.parse(readFileSync(join(repositoryRoot, 'infra', 'processes.json'), 'utf8')) as {
  processes: Array<{ name: string; nodeFlags: string[]; environment: Record<string, string> }>;
};
const specOf = (name: string) => processes.find((spec) => spec.name === name);

/** Starts a built service (services/<name>/dist/main.js) as its own process, as npm start does. */
export function spawnService(name: 'api' | 'worker' | 'sandbox', env: NodeJS.ProcessEnv): ServiceProcess {
  const child = spawn(
    process.execPath,
    [...(specOf(name)?.nodeFlags ?? []), join(repositoryRoot, 'services', name, 'dist', 'main.js')],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...specOf(name)?.environment, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return {
    name,
    child,
    output: () => output,
    exited: () => exit,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * Waits until an HTTP endpoint answers 2xx, failing at once (with the output) if the process dies.
 * A service starts in 2–4 s on a quiet machine; the default leaves a busy CI machine far more, and
 * stays under the integration tests' 90 s hook timeout. A timeout says whether the process was
 * starved of CPU or stuck (its CPU time, the load, the busiest processes), since its output alone
 * cannot tell.
 */
export async function waitForHttpOk(service: ServiceProcess, url: string, timeoutMs = 75_000): Promise<void> {
  // What the last attempt met, for the failure message: a refused connection (nothing listens),
  // no answer in time (the process is stuck), or an answer that is not 2xx.
  let lastAttempt = 'none made';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void service.exited().then((exited) => (exit = exited));
  await waitFor(
    async () => {
      // Ends the wait at the next poll: reported below as an exit, not as a timeout.
      if (exit) return true;
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch((failure: Error) => {
        lastAttempt = attemptFailure(failure);
        return undefined;
      });
      if (response && !response.ok) lastAttempt = `answered ${response.status}`;
      return response?.ok ?? false;
    },
    { timeoutMs, intervalMs: 100, description: `${service.name} at ${url}` },
  ).catch(async (error: Error) => {
    const machine = machineState(service.child.pid);
    // A process that never became ready is nobody's to stop afterwards: stop it here, not leak it.
    await service.stop('SIGKILL');
    throw new Error(
      `${error.message}; last attempt: ${lastAttempt}\n${machine}\n--- ${service.name} output ---\n${service.output().slice(-4000)}`,
    );
  });
  if (exit) {
    throw new Error(
      `${service.name} exited early (${exit.signal ?? `code ${exit.code}`}):\n${service.output().slice(-4000)}`,
    );
  }
}

/** The process's CPU time, the load average and the busiest processes (Linux), for a startup timeout. */
function machineState(pid: number | undefined): string {
  try {
    const cpu = pid === undefined ? undefined : readCpuSeconds(pid);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const busiest = execFileSync('ps', ['-eo', 'pid,pcpu,rss,etime,args', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .slice(0, 8)
      .map((line) => line.slice(0, 160))
      .join('\n');
    const cpuSeconds = cpu ? (cpu.user + cpu.system).toFixed(1) : '?';
    return `CPU time of the process: ${cpuSeconds} s; load average: ${load}\n${busiest}`;
  } catch (failure) {
    return `machine state unavailable: ${(failure as Error).message}`;
  }
}

/** Why a fetch failed, in a few words: its cause's code (ECONNREFUSED, EMFILE…) or the timeout. */
function attemptFailure(failure: Error): string {
  if (failure.name === 'TimeoutError') return 'no answer within 2 s';
  const cause = (failure as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? failure.message;
}
