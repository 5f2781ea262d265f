import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { devCertsDir, ensureDevSigningCertificate, ensureDevWalletKeys } from '@asiguro/documents';
import { freePort, repositoryRoot, spawnService, waitForHttpOk, type ServiceProcess } from '@asiguro/testing';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/** A database made for one run on a PostgreSQL server, migrated, dropped at the end. */
export interface RunDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates an empty database named `<label>_<random>` on the server of `serverUrl` and applies
 * every migration with the built migrator (as `npm start` does), so a run never depends on the
 * test template having been migrated.
 */
export async function createMigratedDatabase(serverUrl: string, label: string): Promise<RunDatabase> {
  const name = `asiguro_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}" template template0`));
  const url = databaseUrl(serverUrl, name);
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
      () => undefined,
    );
  try {
    await runNode(join(repositoryRoot, 'libs', 'persistence', 'dist', 'migrate.js'), { DATABASE_URL: url });
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { url, name, drop };
}

/**
 * Deletes every Redis key of a run: its queues, throttles, expiry plans and streams all start with
 * its queue prefix. Runs left them behind while their database was dropped, and Redis (which keeps
 * nothing on disk but holds all in memory) had grown to 256 MB of 226,000 keys after a dozen runs.
 */
export async function dropRunKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let dropped = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) dropped += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return dropped;
}

function runNode(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: repositoryRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`)),
    );
  });
}

export interface StackOptions {
  /** Any URL of the PostgreSQL server the run's fresh database is made on. */
  postgresUrl: string;
  redisUrl: string;
  /** Names the database and the queue prefix (bench, chaos). */
  label: string;
  workers: number;
  /** API processes (default 1); more than one sit behind a local round-robin proxy. */
  apis?: number;
  /** More configuration for every process (WORKER_CONCURRENCY, JOB_LOCK_SECONDS, …). */
  env?: NodeJS.ProcessEnv;
}

export interface RunStack {
  /** Where customers go: the API, or the round-robin proxy in front of several. */
  baseUrl: string;
  /** Each API process's own address (the status load holds its streams on one process). */
  apiUrls: string[];
  sandboxUrl: string;
  database: RunDatabase;
  queuePrefix: string;
  env: NodeJS.ProcessEnv;
  sandbox: ServiceProcess;
  /** The first API process. */
  api: ServiceProcess;
  apis: ServiceProcess[];
  /** The proxy in front of several API processes (requests it forwarded to each). */
  proxy?: RoundRobinProxy;
  /** The worker processes alive now (killed ones are removed). */
  workers: ServiceProcess[];
  /** Starts one more worker and waits until it is ready. */
  startWorker(): Promise<ServiceProcess>;
  /** Kills every worker with `signal` and waits for them to exit; answers how many were killed. */
  killWorkers(signal: NodeJS.Signals): Promise<number>;
  /** Everything the processes printed (last part of each), for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it — the built sandbox, API and workers, each its own process —
 * on free ports, against a fresh migrated database, its own queue prefix and its own data folder
 * (documents, shared by every process as a deployment shares one volume), with `workers` worker
 * processes and `apis` API processes (several: behind a round-robin proxy, which is then the
 * public URL every API process announces).
 */
export async function launchStack(options: StackOptions): Promise<RunStack> {
  const apiCount = options.apis ?? 1;
  const proxy = apiCount > 1 ? await startRoundRobinProxy() : undefined;
  const apiPorts: number[] = [];
  for (let index = 0; index < apiCount; index++) apiPorts.push(await freePort());
  const [port, sandboxPort, smtpPort] = [apiPorts[0], await freePort(), await freePort()];
  const publicUrl = proxy?.url ?? `http://127.0.0.1:${port}`;
  const database = await createMigratedDatabase(options.postgresUrl, options.label);
  const queuePrefix = `${options.label}${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `asiguro-${options.label}-`));
  // The development signing certificate and wallet keys take seconds to generate: reuse the ones
  // npm start made, or make them now, so no run measures their generation.
  const devCerts = join(repositoryRoot, 'var', 'dev-certs');
  if (existsSync(devCerts)) cpSync(devCerts, devCertsDir(dataDir), { recursive: true });
  await ensureDevSigningCertificate(devCertsDir(dataDir));
  await ensureDevWalletKeys(join(devCertsDir(dataDir), 'wallet'));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_SMTP_PORT: String(smtpPort),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: publicUrl,
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: queuePrefix,
    DATA_DIR: dataDir,
    // Every simulated customer comes from 127.0.0.1, where real ones come from many addresses:
    // the per-session limits still apply to each of them, the per-address one must not throttle all.
    RATE_LIMIT_ADDRESS_FACTOR: '10000',
    // Likewise the open status streams of one address (40 by default): the status load opens
    // 10,000 from 127.0.0.1, one per customer's session.
    STATUS_STREAMS_PER_ADDRESS: '1000000',
    ...options.env,
  };
  const all: ServiceProcess[] = [];
  const workers: ServiceProcess[] = [];
  const started = (service: ServiceProcess) => (all.push(service), service);

  const startWorker = async () => {
    const opsPort = await freePort();
    const worker = started(spawnService('worker', { ...env, WORKER_METRICS_PORT: String(opsPort) }));
    await waitForHttpOk(worker, `http://127.0.0.1:${opsPort}/health`, 90_000);
    workers.push(worker);
    void worker.exited().then(() => {
      const index = workers.indexOf(worker);
      if (index >= 0) workers.splice(index, 1);
    });
    return worker;
  };

  /** What the run leaves once its processes are gone: its database, its Redis keys, its data folder. */
  const removeRunData = async () => {
    await database.drop().catch(() => undefined);
    await dropRunKeys(options.redisUrl, queuePrefix).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const stop = async () => {
    await proxy?.close();
    await Promise.all([...all].reverse().map((service) => service.stop()));
    await removeRunData();
  };

  try {
    const sandbox = started(spawnService('sandbox', env));
    await waitForHttpOk(sandbox, `${env.SANDBOX_URL}/health`, 90_000);
    const apiUrls = apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`);
    const apis: ServiceProcess[] = [];
    for (const [index, apiPort] of apiPorts.entries()) {
      const api = started(spawnService('api', { ...env, PORT: String(apiPort) }));
      await waitForHttpOk(api, `${apiUrls[index]}/api/ready`, 90_000);
      apis.push(api);
    }
    if (proxy) proxy.targets = apiUrls;
    for (let index = 0; index < options.workers; index++) await startWorker();
    return {
      baseUrl: publicUrl,
      apiUrls,
      sandboxUrl: env.SANDBOX_URL!,
      database,
      queuePrefix,
      env,
      sandbox,
      api: apis[0],
      apis,
      proxy,
      workers,
      startWorker,
      killWorkers: async (signal) => {
        const victims = [...workers];
        await Promise.all(victims.map((worker) => worker.stop(signal)));
        return victims.length;
      },
      output: () =>
        all
          .map((service) => `--- ${service.name} (pid ${service.child.pid}) ---\n${service.output().slice(-3000)}`)
          .join('\n'),
      stop,
    };
  } catch (error) {
    await proxy?.close();
    await Promise.all(all.map((service) => service.stop('SIGKILL')));
    await removeRunData();
    throw error;
  }
}

/** Sets how every sandbox insurer behaves (`*`), or one of them. */
export async function setInsurers(
  sandboxUrl: string,
  behaviour: { latencyMs?: number; failureRate?: number; mode?: 'up' | 'down' | 'slow' | 'malformed' },
  slug = '*',
): Promise<void> {
  const response = await fetch(`${sandboxUrl}/admin/issuers/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
  if (!response.ok) throw new Error(`sandbox admin answered ${response.status}: ${await response.text()}`);
}
