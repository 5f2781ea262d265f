import { ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { bullConnectionOptions } from '@asiguro/platform';
import { freePort, waitFor } from '@asiguro/testing';

const run = promisify(execFile);

/**
 * PostgreSQL and Redis as the chaos run uses them: it restarts both, so they must be ones it may
 * restart. `private` (the default where the server binaries are installed, and the only choice of
 * the test inside npm test) starts a throw-away PostgreSQL cluster and Redis server of its own on
 * free ports, so other tests and services on the machine never notice; `shared` restarts the
 * machine's servers (127.0.0.1:5432 and :6379) with the machine's own commands, and always brings
 * them back. Restarts run one at a time, and none once `stop()` was called: a run that was
 * stopped never brings a server back up behind the next test's back.
 */
export interface DataServers {
  kind: 'private' | 'shared';
  /** A URL of the PostgreSQL server (any database; runs make their own). */
  postgresUrl: string;
  redisUrl: string;
  /** `redis-cli shutdown nosave`, then the same start command: Redis comes back empty. */
  restartRedis(): Promise<{ downMs: number }>;
  /** A fast shutdown and start of PostgreSQL: every connection is cut. */
  restartPostgres(): Promise<{ downMs: number }>;
  /** Waits for a restart under way, then: private servers stopped and deleted, shared ones left running. */
  stop(): Promise<void>;
}

/** Restarts one at a time; after stop() none, and the release runs once. */
abstract class GuardedServers {
  private stopped?: Promise<void>;
  private current: Promise<unknown> = Promise.resolve();

  protected exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new Error('the chaos run has stopped its servers'));
    const next = this.current.then(work);
    this.current = next.catch(() => undefined);
    return next;
  }

  stop(): Promise<void> {
    this.stopped ??= this.current.then(() => this.release());
    return this.stopped;
  }

  protected abstract release(): Promise<void>;
}

export type ServerChoice = 'private' | 'shared' | 'auto';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis({ ...bullConnectionOptions(url), lazyConnect: true, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The folder of PostgreSQL's server programs (initdb, pg_ctl): Debian's newest version, else
 * wherever pg_ctl is on the PATH (Homebrew, other distributions).
 */
async function postgresBinaries(): Promise<string | undefined> {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(base, versions[0], 'bin');
  const found = await run('sh', ['-c', 'command -v pg_ctl']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  return found ? dirname(found) : undefined;
}

async function onPath(program: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${program}`]).then(
    () => true,
    () => false,
  );
}

/** Runs a PostgreSQL program as the owner of the data folder (initdb and pg_ctl refuse root). */
function asPostgresOwner(program: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const root = process.getuid?.() === 0;
  return root ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

class PrivateServers extends GuardedServers implements DataServers {
  readonly kind = 'private';
  private redis?: ChildProcess;

  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    private readonly pgPort: number,
    private readonly redisPort: number,
  ) {
    super();
  }

  get postgresUrl(): string {
    return `postgres://asiguro:asiguro@127.0.0.1:${this.pgPort}/postgres`;
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.redisPort}`;
  }

  static async start(bin: string): Promise<PrivateServers> {
    const folder = mkdtempSync(join(tmpdir(), 'asiguro-chaos-'));
    const servers = new PrivateServers(bin, folder, await freePort(), await freePort());
    try {
      await servers.startPostgres();
      await servers.startRedis();
      return servers;
    } catch (error) {
      await servers.stop();
      throw error;
    }
  }

  private get pgData(): string {
    return join(this.folder, 'pg');
  }

  private pgOptions(): string {
    // fsync off: the cluster is thrown away; restarts are clean (fast shutdown) either way.
    return `-p ${this.pgPort} -c listen_addresses=127.0.0.1 -k ${this.folder} -c fsync=off -c max_connections=300`;
  }

  /** pg_ctl on the private cluster, waiting for the action to complete. */
  private pgCtl(...action: string[]): Promise<unknown> {
    const log = join(this.folder, 'postgres.log');
    return asPostgresOwner(join(this.bin, 'pg_ctl'), [
      '-D',
      this.pgData,
      '-o',
      this.pgOptions(),
      '-l',
      log,
      '-w',
      ...action,
    ]);
  }

  private async startPostgres(): Promise<void> {
    if (process.getuid?.() === 0) chownSync(this.folder, ...(await postgresIds()));
    await asPostgresOwner(join(this.bin, 'initdb'), [
      '-D',
      this.pgData,
      '-U',
      'asiguro',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await this.pgCtl('start');
  }

  private async startRedis(): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.folder,
      ],
      { stdio: 'ignore' },
    );
    this.redis = child;
    await waitFor(() => redisAnswers(this.redisUrl), { timeoutMs: 15_000, description: 'the private Redis' });
  }

  restartRedis(): Promise<{ downMs: number }> {
    return this.exclusive(async () => {
      const down = Date.now();
      const exited = new Promise((resolve) => this.redis?.once('exit', resolve));
      await run('redis-cli', ['-p', String(this.redisPort), 'shutdown', 'nosave']).catch(() => undefined);
      await exited;
      await this.startRedis();
      return { downMs: Date.now() - down };
    });
  }

  restartPostgres(): Promise<{ downMs: number }> {
    return this.exclusive(async () => {
      const down = Date.now();
      await this.pgCtl('-m', 'fast', '-t', '30', 'restart');
      await waitFor(() => postgresAnswers(this.postgresUrl), { timeoutMs: 30_000, description: 'PostgreSQL back' });
      return { downMs: Date.now() - down };
    });
  }

  protected async release(): Promise<void> {
    if (this.redis && this.redis.exitCode === null && this.redis.signalCode === null) {
      const exited = new Promise((resolve) => this.redis?.once('exit', resolve));
      this.redis.kill('SIGKILL');
      await exited;
    }
    if (existsSync(join(this.pgData, 'postmaster.pid'))) {
      await asPostgresOwner(join(this.bin, 'pg_ctl'), ['-D', this.pgData, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}

async function postgresIds(): Promise<[number, number]> {
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return [uid, gid];
}

/** The machine's own servers, restarted with its own commands (see infra/bring-up.sh). */
class SharedServers extends GuardedServers implements DataServers {
  readonly kind = 'shared';
  /** How the machine's Redis was started, read from it before the first restart. */
  private redisArgs?: string[];

  constructor(
    readonly postgresUrl: string,
    readonly redisUrl: string,
  ) {
    super();
  }

  restartRedis(): Promise<{ downMs: number }> {
    return this.exclusive(() => this.restartRedisNow());
  }

  private async restartRedisNow(): Promise<{ downMs: number }> {
    const url = new URL(this.redisUrl);
    const port = url.port || '6379';
    const host = url.hostname;
    // Start it again exactly as it runs now: the same bind, port, folder, log and persistence.
    const client = new Redis({ ...bullConnectionOptions(this.redisUrl), lazyConnect: true });
    await client.connect();
    const setting = async (name: string) => ((await client.config('GET', name)) as string[])[1] ?? '';
    const args = [
      '--daemonize',
      'yes',
      '--bind',
      ...(await setting('bind')).split(' ').filter(Boolean),
      '--port',
      port,
      '--save',
      await setting('save'),
      '--appendonly',
      await setting('appendonly'),
      '--dir',
      await setting('dir'),
      '--logfile',
      await setting('logfile'),
    ];
    client.disconnect();
    this.redisArgs = args;
    const down = Date.now();
    await run('redis-cli', ['-h', host, '-p', port, 'shutdown', 'nosave']).catch(() => undefined);
    await waitFor(async () => !(await redisAnswers(this.redisUrl)), { timeoutMs: 10_000, description: 'Redis down' });
    await run('redis-server', args);
    await waitFor(() => redisAnswers(this.redisUrl), { timeoutMs: 30_000, description: 'Redis back' });
    return { downMs: Date.now() - down };
  }

  restartPostgres(): Promise<{ downMs: number }> {
    return this.exclusive(async () => {
      const version = readdirSync('/etc/postgresql').sort((a, b) => Number(b) - Number(a))[0];
      const down = Date.now();
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
      await waitFor(() => postgresAnswers(this.postgresUrl), { timeoutMs: 60_000, description: 'PostgreSQL back' });
      return { downMs: Date.now() - down };
    });
  }

  protected async release(): Promise<void> {
    // Never leave the machine without its servers, whatever happened in between.
    if (this.redisArgs && !(await redisAnswers(this.redisUrl))) {
      await run('redis-server', this.redisArgs).catch(() => undefined);
    }
    if (!(await postgresAnswers(this.postgresUrl))) {
      const version = readdirSync('/etc/postgresql').sort((a, b) => Number(b) - Number(a))[0];
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']).catch(() => undefined);
    }
  }
}

/**
 * The servers a chaos run may restart: its own (private) when PostgreSQL's and Redis's programs
 * are installed, else (or when asked) the machine's shared ones. `private` never falls back to
 * the shared servers: it fails when their programs are missing.
 */
export async function chaosServers(
  choice: ServerChoice,
  shared?: { postgresUrl: string; redisUrl: string },
): Promise<DataServers> {
  const bin = await postgresBinaries();
  const canRunPrivate = bin !== undefined && (await onPath('redis-server')) && (await onPath('redis-cli'));
  if (choice === 'private' || (choice === 'auto' && canRunPrivate)) {
    if (!canRunPrivate) throw new Error('private servers need PostgreSQL (initdb, pg_ctl) and redis-server installed');
    return PrivateServers.start(bin!);
  }
  if (!(await onPath('pg_ctlcluster')) || !(await onPath('redis-server'))) {
    throw new Error(
      'the chaos run restarts PostgreSQL and Redis: it needs either their programs (Debian: postgresql, redis-server) ' +
        'for private servers, or pg_ctlcluster and redis-server for the shared ones',
    );
  }
  if (!shared) throw new Error(`servers ${choice}: the shared servers' URLs are missing`);
  return new SharedServers(shared.postgresUrl, shared.redisUrl);
}
