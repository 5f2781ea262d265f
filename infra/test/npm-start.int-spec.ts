import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase, freePort, repositoryRoot, TestDatabase, waitFor } from '@asiguro/testing';

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm start` as a user runs it: brings up, builds, migrates, starts three processes, prints the URL. */
describe('npm start', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('serves storefront, console, docs, health and metrics at the printed address, and Ctrl-C stops every process', async () => {
    const [port, sandboxPort, workerPort] = [await freePort(), await freePort(), await freePort()];
    const start = spawn(process.execPath, [join(repositoryRoot, 'infra', 'scripts', 'start.mjs')], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        WORKER_METRICS_PORT: String(workerPort),
        PUBLIC_URL: '',
        SANDBOX_URL: '',
        DATABASE_URL: database.url,
        QUEUE_PREFIX: `start${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    try {
      await waitFor(() => output.includes('Asiguro is running at'), {
        timeoutMs: 150_000,
        intervalMs: 200,
        description: 'the printed address',
      }).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-3000)}`);
      });
      const base = `http://localhost:${port}`;
      expect(output).toContain(`Asiguro is running at ${base}`);
      for (const [path, expected] of [
        ['/', '<html lang="ro"'],
        ['/console', 'Asiguro Console'],
        ['/api/docs', 'swagger'],
        ['/api/health', '"ok"'],
        ['/metrics', 'process_cpu_user_seconds_total'],
      ]) {
        const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(await response.text()).toContain(expected);
      }
      const children = childPids(start.pid!);
      expect(children).toHaveLength(3);

      start.kill('SIGINT');
      expect(await exited).toBe(0);
      await waitFor(() => children.every((pid) => !alive(pid)), { description: 'every started process to stop' });
    } finally {
      if (start.exitCode === null) start.kill('SIGKILL');
    }
  });
});
