import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { testTemplateUrl } from '@asiguro/testing';
import { CHAOS_PROFILES, CHAOS_TEARDOWN_MS, runChaos, type ChaosReport } from '../chaos/src/chaos-run';
import { formatChaosReport } from '../chaos/src/chaos.cli';

/*
 * The short form of `npm run chaos`, on PostgreSQL and Redis servers of its own (`servers:
 * 'private'`: a throw-away cluster and Redis on free ports, or a failure when their programs are
 * missing — never the machine's servers, which the other test files use). Each run has a deadline
 * shorter than its jest timeout, so it has stopped everything it started before jest moves on.
 */

const TIMEOUT = CHAOS_PROFILES.short.deadlineMs + CHAOS_TEARDOWN_MS;

/** When the machine's PostgreSQL and Redis last started: a restart changes both. */
async function machineServers(): Promise<{ postgresStarted: string; redisRunId: string }> {
  const postgres = new Client({ connectionString: testTemplateUrl() });
  await postgres.connect();
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  try {
    const { rows } = await postgres.query<{ started: Date }>('select pg_postmaster_start_time() as started');
    const info = await redis.info('server');
    return { postgresStarted: rows[0].started.toISOString(), redisRunId: /run_id:(\w+)/.exec(info)?.[1] ?? '' };
  } finally {
    await postgres.end();
    redis.disconnect();
  }
}

function refuses(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** This process's children still running a service or a Redis. */
function leftoverChildren(): string[] {
  const lines = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => /services\/\w+\/dist\/main\.js|redis-server/.test(line));
}

const chaosFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('asiguro-chaos-'));

let machineBefore: Awaited<ReturnType<typeof machineServers>>;

beforeAll(async () => {
  machineBefore = await machineServers();
});

describe('a chaos run stopped while a fault is under way', () => {
  it(
    'rejects with the reason and leaves no process, server or folder of its own behind',
    async () => {
      const foldersBefore = chaosFolders();
      const stop = new AbortController();
      const log: string[] = [];
      const run = runChaos({
        ...CHAOS_PROFILES.short,
        servers: 'private',
        signal: stop.signal,
        log: (message) => {
          log.push(message);
          // Once the first fault is recorded the second one begins: stop the run just inside it.
          if (/^(landed|MISSED): /.test(message)) setImmediate(() => stop.abort(new Error('stopped by the test')));
        },
      });
      const started = Date.now();
      await expect(run).rejects.toThrow('stopped by the test');

      const stoppedWithin = Date.now() - started;
      const servers = /^servers: private \(PostgreSQL (\S+), Redis (\S+)\)$/.exec(log[0] ?? '');
      const stackUrl = log
        .find((line) => line.startsWith('stack up: '))
        ?.slice('stack up: '.length)
        .split(',')[0];
      expect({ servers: Boolean(servers), stackUrl: Boolean(stackUrl), log }).toMatchObject({
        servers: true,
        stackUrl: true,
      });
      expect({
        postgres: await refuses(servers![1]),
        redis: await refuses(servers![2]),
        api: await refuses(stackUrl!),
        children: leftoverChildren(),
        folders: chaosFolders().filter((name) => !foldersBefore.includes(name)),
      }).toEqual({ postgres: true, redis: true, api: true, children: [], folders: [] });
      // No fault after the stop: one was recorded, the second never was, no server was restarted.
      expect(log.filter((line) => /^(landed|MISSED): /.test(line))).toHaveLength(1);
      expect(log).toContain('stopping: stopped by the test');
      expect(stoppedWithin).toBeLessThan(TIMEOUT);
    },
    TIMEOUT,
  );
});

/**
 * Every fault once on a steady flow of orders (workers killed during issuance and document
 * generation, insurers failing and hanging, notifications replayed, forged and out of order, late
 * and surplus payments, Redis and PostgreSQL restarted), then the invariants.
 */
describe('chaos (short form)', () => {
  let report: ChaosReport;
  const log: string[] = [];

  beforeAll(async () => {
    report = await runChaos({ ...CHAOS_PROFILES.short, servers: 'private', log: (message) => log.push(message) });
  }, TIMEOUT);

  it('runs on servers of its own', () => {
    expect(report.servers).toBe('private');
  });

  it('lands every fault on work in flight', () => {
    expect(report.faults.map((fault) => fault.name)).toHaveLength(6);
    expect(report.faults.filter((fault) => !fault.landed).map((fault) => `${fault.name}: ${fault.evidence}`)).toEqual(
      [],
    );
    expect(report.flow.purchases).toBeGreaterThan(0);
  });

  it('keeps every invariant: paid orders end completed or failed, one policy, one payment per transaction, an empty outbox, no money kept', () => {
    const broken = report.invariants
      .filter((invariant) => !invariant.ok)
      .map((invariant) => `${invariant.name}:\n${invariant.violations.join('\n')}`);
    expect({ broken, report: broken.length ? `${formatChaosReport(report)}\n${log.join('\n')}` : '' }).toEqual({
      broken: [],
      report: '',
    });
    expect(report.invariants.map((invariant) => invariant.name)).toHaveLength(7);
  });
});

describe("the machine's PostgreSQL and Redis", () => {
  it('were never restarted by the chaos runs', async () => {
    expect(await machineServers()).toEqual(machineBefore);
  });
});
