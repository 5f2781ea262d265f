import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort, repositoryRoot } from '@asiguro/testing';

const script = join(repositoryRoot, 'infra', 'bring-up.sh');

function bringUp(env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('bash', [script], { env: { ...process.env, DATABASE_URL: '', ...env }, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('infra/bring-up.sh', () => {
  it('is idempotent: with everything up, a second run starts and creates nothing', () => {
    const first = bringUp();
    expect(first.code).toBe(0);
    const second = bringUp();
    expect(second.code).toBe(0);
    expect(second.output).toContain('PostgreSQL answers at 127.0.0.1:5432; Redis answers at 127.0.0.1:6379');
    expect(second.output).not.toMatch(/starting|created|creating|apt-get/);
  });

  it('uses a given DATABASE_URL as it is, and stops with a clear message when nothing answers there', async () => {
    const deadPort = await freePort();
    const result = bringUp({ DATABASE_URL: `postgres://asiguro:asiguro@127.0.0.1:${deadPort}/asiguro` });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`DATABASE_URL is set but nothing answers at 127.0.0.1:${deadPort}`);
  });

  it('uses a given REDIS_URL as it is, and stops with a clear message when nothing answers there', async () => {
    const deadPort = await freePort();
    const result = bringUp({ REDIS_URL: `redis://127.0.0.1:${deadPort}` });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`REDIS_URL is set but nothing answers at 127.0.0.1:${deadPort}`);
  });
});
