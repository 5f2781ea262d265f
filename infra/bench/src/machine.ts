import { cpus, loadavg, release, totalmem } from 'node:os';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { bullConnectionOptions } from '@asiguro/platform';
import { procStatFields } from '@asiguro/testing';

/** The machine a run measured: every figure is meaningless without it. */
export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
  postgres: string;
  redis: string;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverageAtStart: number;
}

/** Cores, memory, Node, PostgreSQL and Redis versions, as the run saw them. */
export async function describeMachine(databaseUrl: string, redisUrl: string): Promise<MachineDescription> {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const redis = new Redis({ ...bullConnectionOptions(redisUrl), lazyConnect: true });
  try {
    const [{ server_version: postgres }] = (await pg.query<{ server_version: string }>('show server_version')).rows;
    await redis.connect();
    const info = await redis.info('server');
    const load = Number(loadavg()[0].toFixed(2));
    return {
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
      kernel: release(),
      node: process.version,
      postgres,
      redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown',
      loadAverageAtStart: load,
    };
  } finally {
    await pg.end();
    redis.disconnect();
  }
}

/** The pid of the Redis server when it runs on this machine (to follow its memory and CPU). */
export async function redisServerPid(redisUrl: string): Promise<number | undefined> {
  const host = new URL(redisUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') return undefined;
  const redis = new Redis({ ...bullConnectionOptions(redisUrl), lazyConnect: true });
  try {
    await redis.connect();
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/**
 * The pid of PostgreSQL's postmaster when the server runs on this machine: the parent of the
 * backend that answers us (to follow the CPU of every backend, see readTreeCpuSeconds).
 */
export async function postgresServerPid(databaseUrl: string): Promise<number | undefined> {
  const host = new URL(databaseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '') return undefined;
  const pg = new Client({ connectionString: databaseUrl });
  try {
    await pg.connect();
    const [{ pid }] = (await pg.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    const parent = procStatFields(pid)?.[1];
    return parent !== undefined && Number.isInteger(parent) && parent > 1 ? parent : undefined;
  } catch {
    return undefined;
  } finally {
    await pg.end().catch(() => undefined);
  }
}
