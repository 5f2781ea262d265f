import { freePort, spawnService, waitForHttpOk } from '@asiguro/testing';

/**
 * How the tests wait for a service they started: a process that dies says so with its own words,
 * and one that never answers says whether it was starved or stuck, since a CI log is all there is.
 */
describe('waiting for a started service', () => {
  it('reports a process that exits before it is ready as an exit, with its output', async () => {
    const sandbox = spawnService('sandbox', { NODE_ENV: 'test', SANDBOX_PORT: 'not-a-port' });
    const failure = await waitForHttpOk(sandbox, 'http://127.0.0.1:1/health').then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^sandbox exited early \(code \d+\)/);
    expect(failure).toContain('SANDBOX_PORT');
    expect(failure).not.toContain('Timed out');
  });

  it('reports a process that never answers with its CPU time and the machine’s load, and stops it', async () => {
    const [http, smtp, elsewhere] = [await freePort(), await freePort(), await freePort()];
    const sandbox = spawnService('sandbox', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SANDBOX_PORT: String(http),
      SANDBOX_SMTP_PORT: String(smtp),
    });
    // Nothing listens where it is asked: the wait runs out while the sandbox itself is up.
    const failure = await waitForHttpOk(sandbox, `http://127.0.0.1:${elsewhere}/health`, 1_000).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^Timed out after 1000 ms waiting for sandbox/);
    expect(failure).toContain('last attempt: ECONNREFUSED');
    expect(failure).toMatch(/CPU time of the process: \d+\.\d s; load average: [\d.]+ [\d.]+ [\d.]+/);
    expect(failure).toMatch(/PID +%CPU/);
    expect(await sandbox.exited()).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
