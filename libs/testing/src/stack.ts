import { randomBytes } from 'node:crypto';
import { freePort } from './free-port';
import { spawnService, ServiceProcess, waitForHttpOk } from './service-process';
import { createTestDatabase, TestDatabase } from './test-database';

export interface Stack {
  baseUrl: string;
  sandboxUrl: string;
  workerOpsUrl: string;
  database: TestDatabase;
  queuePrefix: string;
  env: NodeJS.ProcessEnv;
  services: Record<'sandbox' | 'api' | 'worker', ServiceProcess>;
  /** Starts another worker process on the same stack (for scaling and crash tests). */
  addWorker(extraEnv?: NodeJS.ProcessEnv): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it (sandbox, API, worker, each its own process from the
 * build), on free ports, against a fresh database and its own queue prefix.
 */
export async function startStack(extraEnv: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const [port, sandboxPort, workerPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const database = await createTestDatabase();
  const queuePrefix = `t${randomBytes(4).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    // Each stack its own mail sink, so parallel stacks do not share (or fight for) one port.
    SANDBOX_SMTP_PORT: String(smtpPort),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WORKER_METRICS_PORT: String(workerPort),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    // Every client of a test shares 127.0.0.1: per-address limits as for a large NAT. The tests
    // of the limits themselves set the factor they test (1: production's).
    RATE_LIMIT_ADDRESS_FACTOR: '20',
    ...extraEnv,
  };
  const started: ServiceProcess[] = [];
  try {
    const sandbox = spawnService('sandbox', env);
    started.push(sandbox);
    await waitForHttpOk(sandbox, `${env.SANDBOX_URL}/health`);
    const api = spawnService('api', env);
    started.push(api);
    await waitForHttpOk(api, `http://127.0.0.1:${port}/api/ready`);
    const worker = spawnService('worker', env);
    started.push(worker);
    await waitForHttpOk(worker, `http://127.0.0.1:${workerPort}/health`);
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      sandboxUrl: env.SANDBOX_URL!,
      workerOpsUrl: `http://127.0.0.1:${workerPort}`,
      database,
      queuePrefix,
      env,
      services: { sandbox, api, worker },
      addWorker: async (more = {}) => {
        const opsPort = await freePort();
        const extra = spawnService('worker', { ...env, WORKER_METRICS_PORT: String(opsPort), ...more });
        started.push(extra);
        await waitForHttpOk(extra, `http://127.0.0.1:${opsPort}/health`);
        return extra;
      },
      stop: async () => {
        await Promise.all(started.reverse().map((service) => service.stop()));
        await database.drop();
      },
    };
  } catch (error) {
    await Promise.all(started.map((service) => service.stop('SIGKILL')));
    await database.drop();
    throw error;
  }
}
